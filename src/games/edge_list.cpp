// edge_list.cpp - the Hackenbush games' position text (games/edge_list.h).
#include "games/edge_list.h"

#include <algorithm>
#include <string>

#include "core/text.h"

namespace gl::edge_list {

std::vector<char> grounded(const std::vector<Written>& edges) {
    int top = 0;
    for (const Written& e : edges) top = std::max({top, e.u, e.v});
    std::vector<char> seen(static_cast<std::size_t>(top) + 1, 0), on(edges.size(), 0);
    seen[0] = 1;
    for (bool grew = true; grew;) { // a picture of at most a few hundred edges: passes until still
        grew = false;
        for (std::size_t k = 0; k < edges.size(); ++k) {
            if (on[k]) continue;
            const auto a = static_cast<std::size_t>(edges[k].u), b = static_cast<std::size_t>(edges[k].v);
            if (seen[a] || seen[b]) {
                on[k] = 1;
                grew = grew || !seen[a] || !seen[b];
                seen[a] = seen[b] = 1;
            }
        }
    }
    return on;
}

Result<std::vector<Written>> parse(std::string_view text, std::string_view field, const Grammar& g) {
    const std::string f(field), form(g.form), example(g.example);
    const bool lettered = !g.letters.empty();
    if (text.size() > g.max_edges * (lettered ? 9 : 8))
        return Error{f, Error::kWhole, "is too long: at most " + std::to_string(g.max_edges) + " edges"};
    const std::size_t items = static_cast<std::size_t>(std::count(text.begin(), text.end(), ',')) + 1;
    if (items > g.max_edges)
        return Error{f, Error::kWhole, "has " + std::to_string(items) + " edges: at most " + std::to_string(g.max_edges) + " are allowed"};
    std::vector<Written> out;
    std::size_t i = 0;
    auto number = [&](int& value) -> bool {
        std::size_t digits = 0;
        long long n = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (n <= g.max_vertex) n = n * 10 + (text[i] - '0');
            ++i, ++digits;
        }
        value = static_cast<int>(std::min<long long>(n, g.max_vertex + 1LL));
        return digits > 0;
    };
    while (true) {
        const std::size_t start = i;
        const std::string nth = "edge " + std::to_string(out.size() + 1);
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view item = text.substr(start, end - start);
        if (item.empty()) return Error{f, start, nth + " is empty: expected " + form + ", such as " + example};
        Written w;
        w.start = start;
        if (!number(w.u)) return Error{f, i, quote_at(text, i) + " is not a vertex number: " + nth + " should be " + form + ", such as " + example};
        if (i >= end)
            return Error{f, start, nth + " " + echo(item) + " has one end only: an edge joins two vertices, " + form + " (a loop is v-v" + (lettered ? "C" : "") + ")"};
        if (text[i] != '-') return Error{f, i, quote_at(text, i) + " in " + nth + " " + echo(item) + ": expected '-' between its two vertices"};
        ++i;
        if (i >= end) return Error{f, start, nth + " " + echo(item) + " goes nowhere: write its second vertex after '-'"};
        if (!number(w.v)) return Error{f, i, quote_at(text, i) + " is not a vertex number: " + nth + " should be " + form + ", such as " + example};
        if (lettered && i >= end && g.plain) {
            w.letter = g.plain;
        } else if (lettered) {
            if (i >= end) return Error{f, start, nth + " " + echo(item) + " " + std::string(g.no_letter)};
            if (g.letters.find(text[i]) == std::string_view::npos)
                return Error{f, i, quote_at(text, i) + " is not a colour: " + nth + " " + echo(item) + " " + std::string(g.bad_letter)};
            w.letter = text[i++];
        }
        if (i < end) return Error{f, i, quote_at(text, i) + " after " + nth + " " + echo(text.substr(start, i - start)) + ": edges are separated by commas"};
        for (int x : {w.u, w.v})
            if (x > g.max_vertex)
                return Error{f, start, nth + " " + echo(item) + " names a vertex above " + std::to_string(g.max_vertex) + ", the largest allowed"};
        out.push_back(w);
        if (end == text.size()) break;
        i = end + 1;
        if (i == text.size()) return Error{f, end, "ends with ','; expected another edge " + form + " after it"};
    }
    const auto on = grounded(out);
    for (std::size_t k = 0; k < out.size(); ++k)
        if (!on[k]) {
            const Written& e = out[k];
            std::string shown = std::to_string(std::min(e.u, e.v)) + "-" + std::to_string(std::max(e.u, e.v));
            if (e.letter) shown += e.letter;
            return Error{f, e.start, "edge " + std::to_string(k + 1) + " " + echo(shown) +
                                         " is not connected to the ground (vertex 0): every edge needs a path of edges down to it"};
        }
    return out;
}

} // namespace gl::edge_list
