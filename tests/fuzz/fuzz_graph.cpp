// Graph texts: the `graph=` rules of game=graph (games/graph.h: "a:b,c;b:c;c:", presets such as
// "subtraction:1,3,4/20") with a position of tokens, and Green Hackenbush pictures
// (games/hackenbush.h: "0-1,1-2,1-3,3-3"). Byte 0 picks: even, a graph (its first line; the rest
// the position); odd, a Hackenbush picture. What parses prints canonically and the text reads back
// to the same graph (same vertices, followers and Sprague-Grundy function) or the same picture
// (same edges, same value); errors name a character of their input.
#include "fuzz.h"
#include "games/graph.h"
#include "games/hackenbush.h"

using namespace gl;

namespace {

void graph_text(std::string_view rules, std::string_view pos, std::string_view input) {
    auto g = graph::GraphGame::with_rules(rules);
    if (!g) {
        fuzz::check_error(g.error(), rules, input);
        return;
    }
    const std::string t = g->rules_text();
    auto again = graph::GraphGame::with_rules(t);
    GL_FUZZ_CHECK(again.ok(), input, "graph " + t + " does not read back: " + (again ? "" : again.error().describe()));
    GL_FUZZ_CHECK(again->rules_text() == t, input, "graph " + t + " is not a fixed point");
    GL_FUZZ_CHECK(again->names == g->names && again->followers == g->followers, input, "graph " + t + " reads back as another graph");
    GL_FUZZ_CHECK(again->g == g->g, input, "graph " + t + ": another Sprague-Grundy function");
    GL_FUZZ_CHECK(g->names.size() <= graph::GraphGame::kMaxVertices, input, "more vertices than the cap");
    // g is the mex of the followers' values, vertex by vertex.
    for (std::size_t v = 0; v < g->names.size(); ++v) {
        std::vector<bool> seen(g->followers[v].size() + 1, false);
        for (std::size_t w : g->followers[v])
            if (g->g[w] < seen.size()) seen[g->g[w]] = true;
        Grundy mex = 0;
        while (mex < seen.size() && seen[mex]) ++mex;
        GL_FUZZ_CHECK(g->g[v] == mex, input, "g(" + g->names[v] + ") is not the mex of its followers");
    }
    auto p = g->parse(pos, "pos");
    if (!p) {
        fuzz::check_error(p.error(), pos, input);
        return;
    }
    const std::string pt = g->format(*p);
    auto p2 = g->parse(pt, "pos");
    GL_FUZZ_CHECK(p2.ok() && *p2 == *p && g->format(*p2) == pt, input, "position " + pt + " does not read back as itself");
    GL_FUZZ_CHECK(g->count_options(*p) == g->options(*p).size(), input, "count_options of " + pt);
}

void hackenbush_text(std::string_view text, std::string_view input) {
    const hackenbush::HackenbushGame h;
    auto p = h.parse(text, "pos");
    if (!p) {
        fuzz::check_error(p.error(), text, input);
        return;
    }
    GL_FUZZ_CHECK(p->size() <= hackenbush::HackenbushGame::kMaxEdges, input, "more edges than the cap");
    const std::string t = h.format(*p);
    auto again = h.parse(t, "pos");
    GL_FUZZ_CHECK(again.ok(), input, "picture " + t + " does not read back: " + (again ? "" : again.error().describe()));
    GL_FUZZ_CHECK(*again == *p && h.format(*again) == t, input, "picture " + t + " reads back as another picture");
    GL_FUZZ_CHECK(hackenbush::reduce(*again, false).value == hackenbush::reduce(*p, false).value, input,
                  "picture " + t + ": another value");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const std::string_view input = fuzz::as_text(data, size);
    const std::string_view rest = input.substr(1);
    if (data[0] & 1) {
        hackenbush_text(rest, input);
        return 0;
    }
    const std::size_t nl = rest.find('\n');
    graph_text(rest.substr(0, nl), nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1), input);
    return 0;
}
