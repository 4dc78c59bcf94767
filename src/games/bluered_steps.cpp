// bluered_steps.cpp - how a Blue-Red-Green Hackenbush picture's value is found, region by region,
// as steps the page draws on the picture and the JSON lists (AnalysisStep):
//   - a green region by the colon and fusion principles (Winning Ways, ch. 7; the steps of Green
//     Hackenbush, games/hackenbush.h), its value the nimber of the result;
//   - a blue-red string on the ground by Berlekamp's sign-expansion rule (Winning Ways, ch. 2;
//     Berlekamp, "The Hackenbush number system for compression of numerical data", 1974): the
//     first run of one colour counts one per edge, and after the first change of colour each edge
//     counts half the one below it, plus for blue and minus for red;
//   - any other blue-red region as the number every blue-red picture is (Winning Ways, ch. 2);
//   - a region mixing green with blue or red from its game tree;
//   - then the regions added (a disjunctive sum).
#include <algorithm>

#include "games/bluered.h"
#include "games/hackenbush.h"

namespace gl::bluered {

using Position = BlueRedGame::Position;

std::pair<cgt::Dyadic, std::string> string_value(const std::vector<Colour>& colours) {
    cgt::Dyadic v = cgt::Dyadic::integer(0);
    if (colours.empty()) return {v, "no edge: 0"};
    std::size_t run = 0;
    while (run < colours.size() && colours[run] == colours[0]) ++run;
    const bool blue = colours[0] == Colour::Blue;
    v = cgt::Dyadic::integer(blue ? static_cast<std::int64_t>(run) : -static_cast<std::int64_t>(run));
    std::string why = "the first run, " + std::to_string(run) + " " + colour_name(colours[0]) + (run == 1 ? " edge" : " edges") +
                      ", counts " + v.text();
    if (run == colours.size()) return {v, why};
    why += "; after the change of colour each edge counts half the one below it, + if blue and - if red:";
    cgt::Dyadic step = cgt::Dyadic::integer(1);
    for (std::size_t k = run; k < colours.size(); ++k) {
        step = step.half();
        const bool b = colours[k] == Colour::Blue;
        v = b ? v + step : v - step;
        why += std::string(k == run ? " " : ", ") + (b ? "+" : "-") + step.text();
    }
    return {v, why};
}

namespace {

// The index in p of each of region's edges (an edge written twice matched in turn: `used` is
// shared by the regions of one picture, so two equal loops on the ground get one index each).
std::vector<int> indices_in(const Position& p, const Position& region, std::vector<char>& used) {
    std::vector<int> out;
    for (auto c : region)
        for (std::size_t k = 0; k < p.size(); ++k)
            if (!used[k] && p[k] == c) {
                used[k] = 1;
                out.push_back(static_cast<int>(k));
                break;
            }
    return out;
}

std::vector<int> vertices_in(const Position& region) {
    std::vector<int> out;
    for (auto c : region)
        for (int x : {edge_of(c).u, edge_of(c).v}) out.push_back(x);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// The colours of region from the ground up if it is a string (a path starting at the ground,
// no loop, no edge written twice), else none.
std::optional<std::vector<Colour>> string_colours(const Position& region) {
    std::vector<Colour> out;
    int at = 0;
    std::vector<char> used(region.size(), 0);
    for (std::size_t taken = 0; taken < region.size(); ++taken) {
        int next = -1;
        for (std::size_t k = 0; k < region.size(); ++k) {
            const Edge e = edge_of(region[k]);
            if (used[k] || (e.u != at && e.v != at)) continue;
            if (next >= 0 || e.u == e.v) return std::nullopt; // a fork or a loop at `at`
            next = static_cast<int>(k);
        }
        if (next < 0) return std::nullopt;
        used[static_cast<std::size_t>(next)] = 1;
        const Edge e = edge_of(region[static_cast<std::size_t>(next)]);
        out.push_back(e.colour);
        at = e.u == at ? e.v : e.u;
        if (at == 0) return std::nullopt; // back to the ground: a circuit
    }
    // The last vertex must end the path (no edge left at it): checked by the loop above, since
    // every edge was taken in order from the ground.
    return out;
}

std::string edges_text(const Position& region) {
    std::string out;
    for (std::size_t k = 0; k < region.size() && k < 6; ++k) {
        const Edge e = edge_of(region[k]);
        out += (k ? ", " : "") + std::to_string(e.u) + "-" + std::to_string(e.v) + colour_letter(e.colour);
    }
    if (region.size() > 6) out += ", … (" + std::to_string(region.size()) + " edges)";
    return out;
}

enum class Way { Green, String, Number, Tree };

// The steps of one green region: Green Hackenbush's reduction, its edges renumbered into p's.
void green_steps(const std::vector<int>& at, const Position& region, const std::string& where, std::vector<AnalysisStep>& out) {
    hackenbush::HackenbushGame::Position plain;
    for (auto c : region) plain.push_back(hackenbush::code_of(edge_of(c).u, edge_of(c).v));
    std::sort(plain.begin(), plain.end()); // the same (u, v) order as region's
    hackenbush::Reduction r = hackenbush::reduce(plain, true);
    AnalysisStep head{"region", "A green region (" + where + "): Green Hackenbush, valued by the colon and fusion principles (Winning Ways, ch. 7).",
                      vertices_in(region), at, {}, 0, false, ""};
    out.push_back(std::move(head));
    for (hackenbush::Step& s : r.steps) {
        std::vector<int> edges;
        for (int e : s.edges) edges.push_back(at[static_cast<std::size_t>(e)]);
        out.push_back(AnalysisStep{hackenbush::step_kind_name(s.kind), std::move(s.text), std::move(s.vertices), std::move(edges),
                                   std::move(s.lengths), s.result, s.kind == hackenbush::Step::Kind::Fusion, ""});
    }
    out.back().value = r.value == 0 ? "0" : r.value == 1 ? "*" : std::string("*").append(std::to_string(r.value));
}

Way region_way(const Position& region) {
    bool green = false, blue_red = false;
    for (auto c : region) (edge_of(c).colour == Colour::Green ? green : blue_red) = true;
    if (green && blue_red) return Way::Tree;
    if (green) return Way::Green;
    return string_colours(region) ? Way::String : Way::Number;
}

} // namespace

ValueSteps BlueRedGame::value_steps(const Position& p, const std::function<std::string(const Position&)>& value_of) const {
    const std::vector<Position> regions = components(p);
    ValueSteps out;
    std::vector<std::string> values;
    bool used[4] = {false, false, false, false};
    std::vector<char> taken(p.size(), 0);
    for (const Position& region : regions) {
        const Way way = region_way(region);
        used[static_cast<int>(way)] = true;
        const std::string where = edges_text(region);
        const std::vector<int> at = indices_in(p, region, taken);
        std::string v;
        if (way == Way::Green) {
            green_steps(at, region, where, out.steps);
            v = out.steps.back().value;
        } else if (way == Way::String) {
            std::vector<Colour> colours = *string_colours(region);
            auto [x, why] = string_value(colours);
            v = x.text();
            out.steps.push_back(AnalysisStep{"string", "A blue-red string of " + std::to_string(region.size()) + (region.size() == 1 ? " edge" : " edges") +
                                                           " (" + where + "), by Berlekamp's sign-expansion rule (Winning Ways, ch. 2): " + why + ". It is " + v + ".",
                                             vertices_in(region), at, {}, 0, false, v});
        } else {
            v = value_of(region);
            if (v.empty()) return {}; // not known here: the game tree's word stands
            const std::string text = way == Way::Number
                ? "A blue-red region (" + where + "): every picture of blue and red edges is a number (Winning Ways, ch. 2), here " + v +
                      ", the simplest number between its best options for each side."
                : "A region of green with blue or red edges (" + where + "): no rule decides it, so it is valued from its game tree: " + v + ".";
            out.steps.push_back(AnalysisStep{way == Way::Number ? "number" : "tree", text, vertices_in(region), at, {}, 0, false, v});
        }
        values.push_back(v);
    }
    if (regions.size() == 1 && used[static_cast<int>(Way::Tree)]) return {}; // only the tree: nothing to show
    if (regions.size() > 1) {
        std::string sum;
        for (std::size_t k = 0; k < values.size(); ++k) sum += (k ? " + " : "") + values[k];
        const std::string total = value_of(p);
        out.steps.push_back(AnalysisStep{"sum", "The " + std::to_string(regions.size()) + " regions stand apart on the ground, so the picture is their sum: " +
                                                    sum + (total.empty() ? "" : " = " + total) + ".",
                                         {0}, {}, {}, 0, false, total});
    }
    if (regions.size() == 1) {
        static const char* const one[4] = {"by the colon and fusion principles of Green Hackenbush",
                                           "by Berlekamp's sign-expansion rule for a blue-red string", "as the number a blue-red picture is", ""};
        for (int w = 0; w < 3; ++w)
            if (used[w]) out.why = std::string("is found ") + one[w] + ", as the steps show";
        return out;
    }
    static const char* const ways[4] = {"green regions by the colon and fusion principles", "blue-red strings by Berlekamp's rule",
                                        "blue-red regions as numbers", "mixed regions from their game trees"};
    std::string how;
    int listed = 0;
    for (int w = 0; w < 4; ++w)
        if (used[w]) how += std::string(listed++ ? ", " : "") + ways[w];
    out.why = "is the sum of its " + std::to_string(regions.size()) + " regions on the ground, valued one by one (" + how + "), as the steps show";
    return out;
}

} // namespace gl::bluered
