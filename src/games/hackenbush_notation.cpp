// hackenbush_notation.cpp - CGSuite's Hackenbush strings read into edge lists. See the header.
#include "games/hackenbush_notation.h"

#include <map>
#include <optional>
#include <vector>

#include "core/text.h"

namespace gl::hackenbush_notation {

bool is_notation(std::string_view text) { return !text.empty() && !(text[0] >= '0' && text[0] <= '9'); }

namespace {

struct Walker {
    std::string_view text;
    std::string field;
    bool green_only = false;
    std::size_t max_edges = 0;
    std::size_t i = 0;
    int vertices = 1; // 0 is the ground
    struct Edge {
        int u, v;
        char colour;
    };
    std::vector<Edge> edges{};
    std::map<std::string, int> names{};

    Error at(std::size_t where, std::string message) const { return Error{field, where, std::move(message)}; }

    // `:X` or `:{name}` at i; `fresh`: the vertex reached was made by the edge just drawn.
    std::optional<Error> label(int& current, bool fresh) {
        const std::size_t start = i++;
        std::string name;
        if (i < text.size() && text[i] == '{') {
            const std::size_t close = text.find('}', i);
            if (close == std::string_view::npos) return at(i, "the name opened by '{' is not closed by '}'");
            name = std::string(text.substr(i + 1, close - i - 1));
            if (name.empty()) return at(i, "an empty name: write :{name} or :X");
            i = close + 1;
        } else if (i < text.size() && ((text[i] >= 'A' && text[i] <= 'Z') || (text[i] >= 'a' && text[i] <= 'z') || (text[i] >= '0' && text[i] <= '9'))) {
            name = std::string(1, text[i++]);
        } else {
            return at(i < text.size() ? i : start, "':' names the vertex reached: write :X (one letter or digit) or :{name}");
        }
        auto it = names.find(name);
        if (it == names.end()) {
            names.emplace(name, current);
        } else if (it->second != current) {
            if (!fresh) return at(start, "the vertex reached already has a place: only the vertex an edge has just made can be joined to " + echo(name));
            edges.back().v = it->second; // the edge ends at the named vertex instead
            --vertices;
            current = it->second;
        }
        return std::nullopt;
    }

    // A walk from `from`, up to the end, a ';' or a ')' of the caller.
    std::optional<Error> walk(int from) {
        int current = from;
        bool fresh = false;
        while (i < text.size() && text[i] != ';' && text[i] != ')') {
            const char c = text[i];
            if (c == 'l' || c == 'r' || c == 'e') {
                if (green_only && c != 'e')
                    return at(i, quote_at(text, i) + " is a " + (c == 'l' ? "blue" : "red") + " edge: Green Hackenbush has green edges only (e); blue and red are Blue-Red Hackenbush's (game=bluered)");
                if (edges.size() >= max_edges) return at(i, "more than " + std::to_string(max_edges) + " edges: at most " + std::to_string(max_edges) + " are allowed");
                edges.push_back({current, vertices, c});
                current = vertices++;
                fresh = true;
                ++i;
            } else if (c == ':') {
                if (auto e = label(current, fresh)) return e;
                fresh = false;
            } else if (c == '(') {
                ++i;
                for (;;) {
                    if (auto e = walk(current)) return e;
                    if (i >= text.size()) return at(text.size(), "the '(' of the branches is not closed by ')'");
                    if (text[i++] == ')') break;
                }
                fresh = false;
            } else {
                return at(i, quote_at(text, i) + " is not an edge: CGSuite's notation has l (blue), r (red), e (green), ( ; ) for branches and :X or :{name} for a vertex named");
            }
        }
        return std::nullopt;
    }
};

} // namespace

Result<std::string> to_edge_list(std::string_view text, std::string_view field, bool green_only, std::size_t max_edges) {
    Walker w{text, std::string(field), green_only, max_edges};
    if (auto e = w.walk(0)) return *e;
    if (w.i < text.size()) {
        if (text[w.i] == ')') return w.at(w.i, "')' closes no '('");
        return w.at(w.i, "';' outside parentheses starts a picture apart from the ground: branches from the ground are written (A;B), such as (lrlr;lr)");
    }
    if (w.edges.empty()) return w.at(Error::kWhole, "has no edge: write l (blue), r (red) or e (green) edges, such as lrl or l(l;rl)");
    std::string out;
    for (const auto& e : w.edges) {
        out += (out.empty() ? "" : ",") + std::to_string(e.u) + "-" + std::to_string(e.v);
        if (!green_only) out += e.colour == 'l' ? 'b' : e.colour == 'r' ? 'r' : 'g';
    }
    return out;
}

} // namespace gl::hackenbush_notation
