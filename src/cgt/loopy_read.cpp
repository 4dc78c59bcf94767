// loopy_read.cpp - reading loopy games in CGSuite's notation into a game graph (loopy.h):
//   pass                 an option back to the game whose braces hold it ({0|pass} is over)
//   a{... a ...}         a named game; its name inside (at any depth) is an option back to it
//   on off over under upon dud, and the printed forms 3/2over, ^[on], v<on>, ^[on]*
//   {L | R}, bars and slashes as for short games ({0||||0|||a|*||*}), G + H, G - H, -G, +-G
//   anything else (3/4, ^*, {1|0}, Tiny(2)) is a short game, read by the short calculator.
// Sources: CGSuite's documentation of loopy games (the notation); Siegel, CGT ch. VI
// (on = {pass|}, off = {|pass}, over = {0|pass}, under = {pass|0}, upon = {pass|*}, dud = {pass|pass}).
//
// Index:
//   [SECTION] Reader        its state: positions made, short games brought in, sums and negatives
//   [SECTION] Atoms         keywords (on, off, over, ...), CGSuite's printed upon forms, short games
//   [SECTION] Expressions   G + H, G - H, -G, +-G, named games and parentheses
//   [SECTION] Braces        {L | R} with CGSuite's bars and slashes, option lists, pass
//   [SECTION] Reading       read() and looks_loopy()
#include <cctype>
#include <map>
#include <set>

#include "cgt/loopy.h"

namespace gl::cgt::loopy {

//-----------------------------------------------------------------------------
// [SECTION] Reader
//-----------------------------------------------------------------------------

namespace {

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

struct Reader {
    std::string_view t;
    std::string field;
    Caps caps;
    Graph g;
    std::vector<char> open;                            // positions whose braces are being read
    std::vector<std::pair<std::string, int>> names;    // enclosing named games, innermost last
    std::map<Id, int> from_short_memo;
    Store store;
    std::size_t depth = 0, max_depth = 40; // nesting of braces, parentheses and signs (Limits::max_depth)

    Error err(std::size_t at, std::string msg) const { return Error{field, at, std::move(msg)}; }
    int node() {
        open.push_back(0);
        return g.add();
    }
    void skip(std::size_t& i, std::size_t end) const {
        while (i < end && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
    }
    std::string word_at(std::size_t i, std::size_t end) const {
        std::size_t j = i;
        while (j < end && ident_char(t[j])) ++j;
        return std::string(t.substr(i, j - i));
    }
    // The matching close of the bracket at i (skipping nested brackets), or npos.
    std::size_t close_of(std::size_t i, std::size_t end) const {
        int depth = 0;
        for (std::size_t j = i; j < end; ++j) {
            if (t[j] == '{' || t[j] == '(' || t[j] == '[') ++depth;
            if (t[j] == '}' || t[j] == ')' || t[j] == ']')
                if (--depth == 0) return j;
        }
        return std::string_view::npos;
    }

    int from_short(Id id) {
        if (auto it = from_short_memo.find(id); it != from_short_memo.end()) return it->second;
        const std::vector<Id> l = store.left(id), r = store.right(id);
        std::vector<int> gl, gr;
        for (Id o : l) gl.push_back(from_short(o));
        for (Id o : r) gr.push_back(from_short(o));
        const int v = node();
        g.left[v] = std::move(gl);
        g.right[v] = std::move(gr);
        return from_short_memo[id] = v;
    }
    // Whether v reaches a game still being read (then it cannot be added or negated yet).
    bool reaches_open(int v) const {
        std::vector<char> seen(g.size(), 0);
        std::vector<int> stack{v};
        seen[v] = 1;
        while (!stack.empty()) {
            const int x = stack.back();
            stack.pop_back();
            if (open[x]) return true;
            for (const auto* side : {&g.left[x], &g.right[x]})
                for (int u : *side)
                    if (!seen[u]) seen[u] = 1, stack.push_back(u);
        }
        return false;
    }
    Result<int> check_closed(int v, std::size_t at) const {
        if (reaches_open(v))
            return err(at, "a name (or pass) can stand only as an option of its own game, not in a sum or "
                           "negative inside that game's braces");
        return v;
    }
    // A stopper part made canonical before it is added: the sum's graph is the product of its
    // parts' graphs, so small parts keep it small (over + over + ... stays two positions).
    int compact(int v) {
        const Graph sub = reachable(g, {v});
        if (sub.size() <= 2 || sub.size() > 300 || !is_stopper(sub)) return v;
        auto s = simplify(sub, 0);
        if (!s || s->size() >= sub.size()) return v;
        const int base = g.size();
        for (int x = 0; x < s->size(); ++x) node();
        for (int x = 0; x < s->size(); ++x) {
            for (int u : s->left[x]) g.left[base + x].push_back(base + u);
            for (int u : s->right[x]) g.right[base + x].push_back(base + u);
        }
        return base;
    }
    Result<int> sum(int a, int b, std::size_t at) {
        for (int v : {a, b})
            if (auto c = check_closed(v, at); !c) return c.error();
        a = compact(a);
        b = compact(b);
        const int v = add(g, a, b, caps.max_nodes, caps.max_moves);
        if (v < 0 || g.size() > caps.max_nodes)
            return err(at, "too large: the sum has more than " + std::to_string(caps.max_nodes) + " positions or " +
                               std::to_string(caps.max_moves) + " moves");
        open.resize(static_cast<std::size_t>(g.size()), 0);
        return v;
    }
    Result<int> neg(int a, std::size_t at) {
        if (auto c = check_closed(a, at); !c) return c.error();
        const int v = negate(g, a);
        open.resize(static_cast<std::size_t>(g.size()), 0);
        return v;
    }

    Result<int> expr(std::size_t& i, std::size_t end);
    Result<int> unary(std::size_t& i, std::size_t end);
    Result<int> unary_inner(std::size_t& i, std::size_t end);
    Result<int> primary(std::size_t& i, std::size_t end);
    Result<int> keyword(const std::string& w, std::size_t at);
    Result<int> special(std::size_t& i, std::size_t end, bool& found);
    Result<int> braces(std::size_t open_at, std::size_t close_at, int self);
    Result<int> sides(std::size_t lo, std::size_t hi, int self);
    Result<std::vector<int>> list(std::size_t lo, std::size_t hi, int self);
    Result<int> short_atom(std::size_t& i, std::size_t end);
};

//-----------------------------------------------------------------------------
// [SECTION] Atoms
//-----------------------------------------------------------------------------

Result<int> Reader::keyword(const std::string& w, std::size_t at) {
    // (Options made first: making a position may move g's vectors.)
    const int zero = from_short(Store::kZero), star = from_short(store.of_nimber(1));
    const int v = node();
    if (w == "on" || w == "dud" || w == "under" || w == "upon") g.left[v].push_back(v);
    if (w == "off" || w == "dud" || w == "over") g.right[v].push_back(v);
    if (w == "over") g.left[v].push_back(zero);
    if (w == "under") g.right[v].push_back(zero);
    if (w == "upon") g.right[v].push_back(star);
    (void)at;
    return v;
}

// ^[on], v[on], ^<on>, v<on> (then * or *n): CGSuite's printed upon forms, read back.
Result<int> Reader::special(std::size_t& i, std::size_t end, bool& found) {
    found = false;
    const std::string_view rest = t.substr(i, end - i);
    const bool up = rest.starts_with("^"), down = rest.starts_with("v");
    if (!up && !down) return 0;
    const bool th = rest.substr(1).starts_with("<on>");
    if (!th && !rest.substr(1).starts_with("[on]")) return 0;
    found = true;
    const std::size_t at = i;
    i += 5;
    std::uint64_t star = 0;
    if (i < end && t[i] == '*') {
        ++i;
        star = 1;
        if (i < end && std::isdigit(static_cast<unsigned char>(t[i]))) {
            star = 0;
            while (i < end && std::isdigit(static_cast<unsigned char>(t[i])) && star < (1u << 20)) star = star * 10 + static_cast<std::uint64_t>(t[i++] - '0');
        }
    }
    // ^[on]*m = {pass, 0 (m = 1 only) | *(m ^ 1)}; ^<on>*m = {0, *, ..., *m | -(^[on]*(m ^ 1))}.
    auto upon = [&](std::uint64_t n) {
        const int zero = from_short(Store::kZero), right = from_short(store.of_nimber(n ^ 1));
        const int v = node();
        g.left[v].push_back(v);
        if (n == 1) g.left[v].push_back(zero);
        g.right[v].push_back(right);
        return v;
    };
    int v;
    if (!th) v = upon(star);
    else {
        auto r = neg(upon(star ^ 1), at);
        if (!r) return r.error();
        std::vector<int> left;
        for (std::uint64_t k = 0; k <= star; ++k) left.push_back(from_short(store.of_nimber(k)));
        v = node();
        g.left[v] = std::move(left);
        g.right[v].push_back(r.value());
    }
    if (down) return neg(v, at);
    return v;
}

Result<int> Reader::short_atom(std::size_t& i, std::size_t end) {
    const std::size_t start = i;
    while (i < end) {
        const char c = t[i];
        if ((c == '<' || c == '[') && i > start && (t[i - 1] == '^' || t[i - 1] == 'v')) {
            const char close = c == '<' ? '>' : ']';
            const std::size_t j = t.find(close, i);
            if (j == std::string_view::npos || j >= end) return err(i, std::string("'") + close + "' expected");
            i = j + 1;
            continue;
        }
        if (c == '(' && i > start) {
            const std::size_t j = close_of(i, end);
            if (j == std::string_view::npos) return err(i, "')' expected");
            i = j + 1;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c)) || std::string_view("{}|,+-()=!<>&.").find(c) != std::string_view::npos) break;
        // 3/2over, 1/2^[on]: a number then a loopy name is their sum, read apart.
        if (i > start && std::isdigit(static_cast<unsigned char>(t[i - 1]))) {
            const std::string w = word_at(i, end);
            if (w == "over" || w == "under" || w == "on" || w == "off" || w == "upon" || t.substr(i).starts_with("^[on]") ||
                t.substr(i).starts_with("^<on>") || t.substr(i).starts_with("v[on]") || t.substr(i).starts_with("v<on>"))
                break;
        }
        ++i;
    }
    if (i == start) return err(start, i < end ? std::string("'") + t[start] + "' is not a game here" : "a game expected");
    if (looks_loopy(t.substr(start, i - start)))
        return err(start, "'" + std::string(t.substr(start, i - start)) + "': a loopy game is not read inside this form");
    Store part; // the short game's own store: its canonical form is copied below
    auto c = short_game(part, t.substr(start, i - start), Limits{}, field);
    if (!c) {
        Error e = c.error();
        if (e.offset != Error::kWhole) e.offset += start;
        return e;
    }
    if (part.birthday(c.value()) > 1024)
        return err(start, "too large: '" + std::string(t.substr(start, i - start)) +
                              "' is born after day 1024; a short part of a loopy game is one position each of its followers here");
    // Its moves, counted before anything is built (*1024 alone has half a million).
    std::set<Id> seen{c.value()};
    std::vector<Id> stack{c.value()};
    long moves = 0;
    while (!stack.empty() && moves <= caps.max_moves) {
        const Id x = stack.back();
        stack.pop_back();
        for (const auto& side : {part.left(x), part.right(x)}) {
            moves += static_cast<long>(side.size());
            for (Id o : side)
                if (seen.insert(o).second) stack.push_back(o);
        }
    }
    if (moves > caps.max_moves)
        return err(start, "too large: '" + std::string(t.substr(start, i - start)) + "' has more than " +
                              std::to_string(caps.max_moves) + " moves among its followers, the most a short part of a loopy game has here");
    // Copy the short game into this reader's store, then into the graph.
    std::map<Id, Id> into;
    auto copy = [&](auto&& self, Id x) -> Id {
        if (auto it = into.find(x); it != into.end()) return it->second;
        std::vector<Id> l, r;
        for (Id o : part.left(x)) l.push_back(self(self, o));
        for (Id o : part.right(x)) r.push_back(self(self, o));
        return into[x] = store.make(l, r);
    };
    const Id copied = copy(copy, c.value());
    return from_short(copied);
}

//-----------------------------------------------------------------------------
// [SECTION] Expressions
//-----------------------------------------------------------------------------

Result<int> Reader::expr(std::size_t& i, std::size_t end) {
    auto first = unary(i, end);
    if (!first) return first;
    int v = first.value();
    for (;;) {
        skip(i, end);
        if (i >= end) return v;
        const std::size_t at = i;
        bool implicit = false;
        if (t[i] != '+' && t[i] != '-') {
            // 3/2over, 1/4v[on]: a loopy name right after a game adds to it.
            const std::string w = word_at(i, end);
            implicit = w == "over" || w == "under" || w == "on" || w == "off" || w == "upon" ||
                       t.substr(i).starts_with("^[on]") || t.substr(i).starts_with("^<on>") ||
                       t.substr(i).starts_with("v[on]") || t.substr(i).starts_with("v<on>");
            if (!implicit) return v;
        }
        const bool plus_minus = t.substr(i).starts_with("+-");
        const bool minus = !implicit && !plus_minus && t[i] == '-';
        if (!implicit) i += plus_minus ? 2 : 1;
        auto rhs = unary(i, end);
        if (!rhs) return rhs;
        int r = rhs.value();
        if (plus_minus || minus) {
            auto n = neg(r, at);
            if (!n) return n;
            if (plus_minus) {
                const int pm = node();
                g.left[pm].push_back(r);
                g.right[pm].push_back(n.value());
                r = pm;
            } else r = n.value();
        }
        auto s = sum(v, r, at);
        if (!s) return s;
        v = s.value();
    }
}

Result<int> Reader::unary(std::size_t& i, std::size_t end) {
    skip(i, end);
    // Every nesting (braces, parentheses, signs) passes here: bounded, as the short calculator's.
    if (depth >= max_depth) return err(i, "too deep: more than " + std::to_string(max_depth) + " levels of braces, parentheses and signs");
    ++depth;
    auto v = unary_inner(i, end);
    --depth;
    return v;
}

Result<int> Reader::unary_inner(std::size_t& i, std::size_t end) {
    const std::size_t at = i;
    if (t.substr(i, end - i).starts_with("+-")) {
        i += 2;
        auto x = unary(i, end);
        if (!x) return x;
        if (auto c = check_closed(x.value(), at); !c) return c;
        auto n = neg(x.value(), at);
        if (!n) return n;
        const int pm = node();
        g.left[pm].push_back(x.value());
        g.right[pm].push_back(n.value());
        return pm;
    }
    if (i < end && t[i] == '-') {
        ++i;
        auto x = unary(i, end);
        if (!x) return x;
        return neg(x.value(), at);
    }
    return primary(i, end);
}

Result<int> Reader::primary(std::size_t& i, std::size_t end) {
    skip(i, end);
    if (i >= end) return err(i, "a game expected");
    const std::size_t at = i;
    if (t[i] == '(') {
        const std::size_t j = close_of(i, end);
        if (j == std::string_view::npos) return err(i, "')' expected");
        std::size_t k = i + 1;
        auto v = expr(k, j);
        if (!v) return v;
        skip(k, j);
        if (k != j) return err(k, "')' expected");
        i = j + 1;
        return v;
    }
    bool found = false;
    auto sp = special(i, end, found);
    if (found || !sp) return sp;
    std::string w = std::isalpha(static_cast<unsigned char>(t[i])) ? word_at(i, end) : "";
    std::size_t after = i + w.size();
    skip(after, end);
    const bool named = !w.empty() && after < end && t[after] == '{';
    if (t[i] == '{' || named) {
        const std::size_t open_at = named ? after : i;
        static const char* kKeywords[] = {"pass", "on", "off", "over", "under", "upon", "dud"};
        for (const char* k : kKeywords)
            if (named && w == k) return err(at, "'" + w + "' is a reserved name: a cycle's name must be another word");
        const std::size_t close_at = close_of(open_at, end);
        if (close_at == std::string_view::npos) return err(end, "'}' expected");
        const int self = node();
        if (named) names.emplace_back(w, self);
        auto v = braces(open_at, close_at, self);
        if (named) names.pop_back();
        if (!v) return v;
        i = close_at + 1;
        return v;
    }
    if (w == "pass") return err(at, "'pass' stands only as an option inside braces ({0|pass})");
    if ((w == "Tiny" || w == "Miny") && after < end && t[after] == '(') {
        // Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0} (Winning Ways ch. 5), G loopy or short.
        const std::size_t close_at = close_of(after, end);
        if (close_at == std::string_view::npos) return err(after, "')' expected");
        std::size_t k = after + 1;
        auto x = expr(k, close_at);
        if (!x) return x;
        skip(k, close_at);
        if (k != close_at) return err(k, "')' expected");
        auto n = neg(x.value(), at);
        if (!n) return n;
        const int zero = from_short(Store::kZero);
        const int inner = node(), outer = node();
        if (w == "Tiny") {
            g.left[inner].push_back(zero), g.right[inner].push_back(n.value());
            g.left[outer].push_back(zero), g.right[outer].push_back(inner);
        } else {
            g.left[inner].push_back(x.value()), g.right[inner].push_back(zero);
            g.left[outer].push_back(inner), g.right[outer].push_back(zero);
        }
        i = close_at + 1;
        return outer;
    }
    for (auto it = names.rbegin(); it != names.rend(); ++it)
        if (it->first == w) {
            i += w.size();
            return it->second;
        }
    if (w == "on" || w == "off" || w == "over" || w == "under" || w == "upon" || w == "dud") {
        i += w.size();
        return keyword(w, at);
    }
    return short_atom(i, end);
}

//-----------------------------------------------------------------------------
// [SECTION] Braces
//-----------------------------------------------------------------------------

// The braces {lo .. hi} of game `self` (a fresh position): its options, then it is closed.
Result<int> Reader::braces(std::size_t open_at, std::size_t close_at, int self) {
    open[self] = 1;
    auto v = sides(open_at + 1, close_at, self);
    open[self] = 0;
    if (!v) return v;
    return self;
}

// L | R with CGSuite's bars: the longest run of bars splits first; each side of a longer run is a
// game of its own ({3||2|1} is {3|{2|1}}).
Result<int> Reader::sides(std::size_t lo, std::size_t hi, int self) {
    std::size_t best = 0, best_at = 0, count = 0;
    int depth = 0;
    for (std::size_t j = lo; j < hi; ++j) {
        const char c = t[j];
        if (c == '{' || c == '(' || c == '[') ++depth;
        if (c == '}' || c == ')' || c == ']') --depth;
        if (c != '|' || depth != 0) continue;
        std::size_t k = j;
        while (k < hi && t[k] == '|') ++k;
        const std::size_t run = k - j;
        if (run > best) best = run, best_at = j, count = 1;
        else if (run == best) ++count;
        j = k - 1;
    }
    if (best == 0) return err(hi, "'|' expected: a game in braces is {Left options | Right options}");
    if (count > 1) return err(best_at, "ambiguous bars: two runs of " + std::to_string(best) + " bars at one level");
    auto side = [&](std::size_t a, std::size_t b) -> Result<std::vector<int>> {
        if (best == 1 || t.substr(a, b - a).find('|') == std::string_view::npos) return list(a, b, self);
        const int sub = node();
        open[sub] = 1;
        auto v = sides(a, b, sub);
        open[sub] = 0;
        if (!v) return v.error();
        return std::vector<int>{sub};
    };
    auto l = side(lo, best_at);
    if (!l) return l.error();
    auto r = side(best_at + best, hi);
    if (!r) return r.error();
    g.left[self] = std::move(l.value());
    g.right[self] = std::move(r.value());
    return self;
}

// A comma-separated list of options (possibly empty); `pass` is self.
Result<std::vector<int>> Reader::list(std::size_t lo, std::size_t hi, int self) {
    std::vector<int> out;
    std::size_t i = lo;
    skip(i, hi);
    if (i == hi) return out;
    for (;;) {
        skip(i, hi);
        if (word_at(i, hi) == "pass") {
            std::size_t k = i + 4;
            skip(k, hi);
            if (k == hi || t[k] == ',') {
                out.push_back(self);
                i = k;
                if (i == hi) return out;
                ++i;
                continue;
            }
        }
        std::size_t stop = i;
        int depth = 0;
        while (stop < hi && !(depth == 0 && t[stop] == ',')) {
            if (t[stop] == '{' || t[stop] == '(' || t[stop] == '[') ++depth;
            if (t[stop] == '}' || t[stop] == ')' || t[stop] == ']') --depth;
            ++stop;
        }
        auto v = expr(i, stop);
        if (!v) return v.error();
        skip(i, stop);
        if (i != stop) return err(i, std::string("'") + t[i] + "' unexpected here");
        out.push_back(v.value());
        if (static_cast<int>(g.size()) > caps.max_nodes) return err(i, "too large: more than " + std::to_string(caps.max_nodes) + " positions");
        if (stop == hi) return out;
        i = stop + 1;
    }
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Reading
//-----------------------------------------------------------------------------

Result<Read> read(std::string_view text, const Caps& caps, std::string_view field) {
    Reader r{text, std::string(field), caps, {}, {}, {}, {}, {}};
    r.max_depth = caps.max_depth;
    std::size_t i = 0;
    auto v = r.expr(i, text.size());
    if (!v) return v.error();
    r.skip(i, text.size());
    if (i != text.size()) return r.err(i, std::string("'") + text[i] + "' unexpected here");
    Read out;
    out.g = reachable(r.g, {v.value()});
    out.root = 0;
    return out;
}

bool looks_loopy(std::string_view e) {
    for (std::size_t i = 0; i < e.size();) {
        if (!std::isalpha(static_cast<unsigned char>(e[i]))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < e.size() && ident_char(e[j])) ++j;
        const std::string_view w = e.substr(i, j - i);
        const bool property = i > 0 && e[i - 1] == '.';
        std::size_t k = j;
        while (k < e.size() && e[k] == ' ') ++k;
        if (!property && (w == "pass" || w == "on" || w == "off" || w == "over" || w == "under" || w == "upon" ||
                          w == "dud" || (k < e.size() && e[k] == '{')))
            return true;
        i = j;
    }
    return e.find("[on]") != std::string_view::npos || e.find("<on>") != std::string_view::npos;
}

} // namespace gl::cgt::loopy
