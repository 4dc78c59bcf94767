// Positions near each game family's caps (issue 26): deep heaps, long rows, dense pictures, full
// boards, long sums. The other targets mutate text, which rarely reaches a heap of 999,983 or a
// picture of 390 edges; here the bytes choose such a position within the game's grammar, and the
// analysis runs with a fixed budget under both play conventions. It must answer or say "too
// large" without crashing (a recursion as deep as the position overflows the stack under ASan),
// and its answer must hold together. Input: byte 0 picks the game, byte 1 the play convention,
// the rest drive the family's builder.
#include <algorithm>
#include <string>
#include <vector>

#include "fuzz.h"
#include "games/registry.h"

using namespace gl;

namespace {

constexpr std::size_t kBudget = 200'000;

// The bytes as a stream of small numbers; zeros once they run out.
struct Bytes {
    const std::uint8_t* data;
    std::size_t size, at = 0;
    unsigned next() { return at < size ? data[at++] : 0u; }
    unsigned below(unsigned n) { return n == 0 ? 0 : next() % n; }
    bool done() const { return at >= size; }
};

std::string list(const std::vector<std::uint64_t>& v, char sep = ',') {
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? std::string(1, sep) : std::string()) + std::to_string(v[i]);
    return s;
}

// Heaps near `cap`: most within cap/8 of it, so plays are as long as the grammar allows.
std::string heaps(Bytes& b, std::uint64_t cap, std::size_t most, std::uint64_t least = 0) {
    std::vector<std::uint64_t> v;
    const std::size_t n = 1 + b.below(static_cast<unsigned>(most));
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned k = b.next();
        const std::uint64_t near = cap - std::min<std::uint64_t>(cap - least, (k * (cap / 8 + 1)) / 256);
        v.push_back(k & 1 ? near : least + (k * 7919u) % (cap - least + 1));
    }
    return list(v);
}

// A connected picture of n edges: each new edge grows from a vertex already drawn (a tree), or,
// by the byte, joins two drawn vertices (a circuit, a loop, a parallel edge).
std::string picture(Bytes& b, std::size_t n, const char* colours) {
    std::string s;
    int vertices = 1; // the ground, 0
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned k = b.next();
        int u = static_cast<int>(b.next()) % vertices, v;
        if (k & 1 || vertices >= 900) v = static_cast<int>(k >> 1) % vertices;
        else v = vertices++;
        s += (i ? "," : "") + std::to_string(u) + "-" + std::to_string(v);
        if (*colours) s += colours[k % std::char_traits<char>::length(colours)];
    }
    return s;
}

std::string board(Bytes& b, std::size_t rows, std::size_t cols, char free, char taken, unsigned taken_in_16) {
    std::string s;
    for (std::size_t r = 0; r < rows; ++r) {
        if (r) s += '/';
        for (std::size_t c = 0; c < cols; ++c) s += b.below(16) < taken_in_16 ? taken : free;
    }
    return s;
}

std::string ordinals(Bytes& b) {
    std::vector<std::string> terms;
    const std::size_t n = 1 + b.below(12);
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
        if (i) s += ',';
        s += "w^" + std::to_string(b.below(10)) + "*" + std::to_string(16383 - b.below(64)) + "+" + std::to_string(b.next() * 64 + i);
    }
    return s;
}

// The position: a builder per family, raw text for the rest.
std::string build(const std::string& id, Bytes& b) {
    if (id == "nim") return heaps(b, 99, 12);
    if (id == "subtraction") return heaps(b, 1'000'000, 12);
    if (id == "moore") return heaps(b, 15, 4);
    if (id == "lasker") return heaps(b, 99, 12);
    if (id == "grundy") return heaps(b, 1000, 12, 1);
    if (id == "nimble" || id == "welter") return heaps(b, 40, 12);
    if (id == "staircase") return heaps(b, 40, 10);
    if (id == "divide") return std::to_string(200 - b.below(40)) + "," + std::to_string(200 - b.below(200));
    if (id == "fibonacci" || id == "dynamic") return std::to_string(200 - b.below(200));
    if (id == "chomp") {
        std::vector<std::uint64_t> rows;
        std::uint64_t len = 12 - b.below(4);
        for (std::size_t r = 0, n = 1 + b.below(10); r < n && len > 0; ++r) {
            rows.push_back(len);
            len -= std::min<std::uint64_t>(len, b.below(3));
        }
        return list(rows);
    }
    if (id == "turtles") {
        std::string s;
        for (std::size_t i = 0, n = 40 - b.below(8); i < n; ++i) s += b.below(4) ? 'H' : 'T';
        return s;
    }
    if (id == "northcott") {
        std::string s;
        for (std::size_t r = 0, n = 1 + b.below(8); r < n; ++r) {
            std::string row(20, '.');
            const unsigned w = b.below(20), k = b.below(19);
            row[w] = 'W';
            row[k >= w ? k + 1 : k] = 'B';
            s += (r ? "/" : "") + row;
        }
        return s;
    }
    if (id == "domineering") return board(b, 8 - b.below(3), 8 - b.below(3), '.', 'x', b.below(6));
    if (id == "cutcake") {
        std::vector<std::string> pieces;
        std::uint64_t squares = 0;
        for (std::size_t i = 0, n = 1 + b.below(8); i < n; ++i) {
            const std::uint64_t w = 16 - b.below(14), h = 16 - b.below(14);
            if (squares + w * h > 256) break;
            squares += w * h;
            pieces.push_back(std::to_string(w) + "x" + std::to_string(h));
        }
        std::string s;
        for (std::size_t i = 0; i < pieces.size(); ++i) s += (i ? "," : "") + pieces[i];
        return s.empty() ? "16x16" : s;
    }
    if (id == "hackenbush") return picture(b, 400 - b.below(64), "");
    if (id == "bluered") return picture(b, 40 - b.below(8), b.below(2) ? "br" : "brg");
    if (id == "onim" || id == "owelter") return ordinals(b);
    if (id == "sum") {
        static const char* kinds[] = {"nim", "0.77", "0.07", "0.137", "{1,2,3}", "{2,3}", "0.333"};
        std::string s;
        const std::size_t parts = 1 + b.below(5);
        for (std::size_t p = 0; p < parts; ++p) {
            if (p) s += '|';
            if (b.below(8) == 0) { // a part of another game
                s += b.below(2) ? "chomp:" + std::to_string(6 - b.below(3)) + ",4,3" : "subtraction(1,3,4):" + heaps(b, 1'000'000, 3);
                continue;
            }
            s += std::string(kinds[b.below(7)]) + ":" + heaps(b, 40, 400 / parts / 40);
        }
        return s;
    }
    return std::string(reinterpret_cast<const char*>(b.data + b.at), b.size - b.at); // the graph game: its default graph
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    std::vector<const GameEntry*> games;
    for (const GameEntry& e : game_entries())
        if (e.is_ruleset()) games.push_back(&e);
    const GameEntry& entry = *games[data[0] % games.size()];
    const Play play = (data[1] & 1) ? Play::Misere : Play::Normal;
    const std::string id(entry.meta().id);
    Bytes b{data + 2, size - 2};
    const std::string text = build(id, b);
    const std::string_view input = fuzz::as_text(data, size);
    auto made = entry.make({});
    GL_FUZZ_CHECK(made.ok(), input, id + ": the default rules do not make a game");
    const Ruleset& r = **made;
    auto c = r.canonical(text);
    if (!c) {
        fuzz::check_error(c.error(), text, input);
        return 0;
    }
    auto a = r.analyse(*c, play, kBudget);
    if (!a) {
        fuzz::check_error(a.error(), *c, input);
        return 0;
    }
    const std::string what = id + " " + c->substr(0, 200);
    if (a->method == Method::TooLarge) { // a partizan game may still give the outcome, by plain search
        if (!a->partizan)
            GL_FUZZ_CHECK(a->outcome == Outcome::Unknown && a->winning_moves.empty(), input, what + ": too large, yet an answer");
        return 0;
    }
    GL_FUZZ_CHECK(a->outcome != Outcome::Unknown, input, what + ": no outcome, yet not too large");
    if (r.impartial() && !a->partizan && play == Play::Normal && a->value)
        GL_FUZZ_CHECK((*a->value == 0) == (a->outcome == Outcome::P), input, what + ": value and outcome disagree");
    if (!a->partizan && a->outcome == Outcome::P)
        GL_FUZZ_CHECK(a->winning_moves.empty(), input, what + ": a P-position with a winning move");
    return 0;
}
