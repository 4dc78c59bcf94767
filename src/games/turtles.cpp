#include "games/turtles.h"

#include "core/text.h"

namespace gl::turtles {

namespace {

char flipped(char c) { return c == 'H' ? 'T' : 'H'; }

// "9 H→T" or "9 H→T, 4 T→H"
std::string turn_text(std::size_t place, char from) {
    return std::to_string(place) + " " + from + "→" + flipped(from);
}

} // namespace

std::vector<std::uint64_t> head_places(const std::string& coins) {
    std::vector<std::uint64_t> out;
    for (std::size_t i = 0; i < coins.size(); ++i)
        if (coins[i] == 'H') out.push_back(i + 1);
    return out;
}

Grundy head_nim_sum(const std::string& coins) {
    Grundy s = 0;
    for (std::uint64_t k : head_places(coins)) s ^= k;
    return s;
}

const GameMeta& TurtlesGame::meta() {
    static const GameMeta m{
        "turtles", "Turning Turtles",
        "Turn one head to tails and, if you like, also turn over any one coin to its left (either way); whoever finds no head "
        "left loses.",
        "H. W. Lenstra; Ferguson, Game Theory, Part I, §2.6, Exercise 4 (Turning Turtles); Berlekamp, Conway and Guy, "
        "Winning Ways, ch. 14",
        "the coins from the left, H for heads and T for tails, no separators (places are numbered from 1 at the left): 1 to 40 coins",
        "THTTHTTHHT"};
    return m;
}

Result<TurtlesGame::Position> TurtlesGame::parse(std::string_view text, std::string_view field) const {
    const std::string f(field);
    if (text.empty()) return Error{f, 0, "is empty: expected a row of coins, H for heads and T for tails, e.g. THTTH"};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == 'H' || c == 'T') continue;
        std::string hint = (c == 'h' || c == 't') ? " (capital letters, please)" : "";
        return Error{f, i, quote_at(text, i) + " is not H or T: each coin is H (heads) or T (tails)" + hint};
    }
    if (text.size() > kMaxCoins)
        return Error{f, kMaxCoins, "has " + std::to_string(text.size()) + " coins, more than " + std::to_string(kMaxCoins)};
    return std::string(text);
}

std::string TurtlesGame::format(const Position& p) const { return p; }

std::vector<Option<TurtlesGame::Position>> TurtlesGame::options(const Position& p) const {
    // A move turns a set {k} or {j, k}, j < k, with a head at k; k is the set's largest place, so
    // different moves turn different sets and leave different rows.
    std::vector<Option<Position>> out;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (p[k] != 'H') continue;
        Position q = p;
        q[k] = 'T';
        out.push_back({turn_text(k + 1, 'H'), q});
        for (std::size_t j = 0; j < k; ++j) {
            Position r = q;
            r[j] = flipped(p[j]);
            out.push_back({turn_text(k + 1, 'H') + ", " + turn_text(j + 1, p[j]), std::move(r)});
        }
    }
    return out;
}

std::size_t TurtlesGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::size_t k = 0; k < p.size(); ++k)
        if (p[k] == 'H') n += k + 1;
    return n;
}

std::optional<Closed> TurtlesGame::closed_form(const Position& p) const {
    const auto heads = head_places(p);
    const Grundy s = head_nim_sum(p);
    const std::string theorem =
        " (Turning Turtles is Nim with a heap of k for each head at place k, H. W. Lenstra; the Sprague-Grundy theorem and "
        "Bouton's theorem.)";
    if (heads.empty()) return Closed{0, "No head is left: no move is left, so the player to move has lost (normal play); the value is 0."};
    const std::string sum = std::string(heads.size() == 1 ? "A head at place " : "Heads at places ") + joined(heads, ", ") +
                            ": their nim-sum " + joined(heads, " ⊕ ") + " = " + std::to_string(s);
    if (s == 0) return Closed{0, sum + " is 0, so every move leaves a non-zero nim-sum and the player to move loses." + theorem};
    return Closed{s, sum + " is not 0, so the player to move wins by a turn that makes it 0." + theorem};
}

Picture TurtlesGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Rows;
    pic.caption = "Click a head to turn it to tails; a menu offers to turn one coin to its left as well.";
    PictureRow row{"coins", {}};
    for (std::size_t i = 0; i < p.size(); ++i)
        row.cells.push_back(Cell{p[i] == 'H' ? Glyph::Heads : Glyph::Tails, std::to_string(i + 1), {}});
    // options() comes head by head from the left: k moves for the head at place k.
    std::size_t m = 0;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (p[k] != 'H') continue;
        for (std::size_t n = 0; n <= k && m < options.size(); ++n, ++m) row.cells[k].moves.push_back(static_cast<int>(m));
    }
    pic.rows.push_back(std::move(row));
    return pic;
}

std::vector<std::pair<std::string, std::string>> TurtlesGame::facts(const Position& p) const {
    const auto heads = head_places(p);
    const Grundy s = head_nim_sum(p);
    return {{"heads at places", heads.empty() ? std::string("none") : joined(heads, ", ")},
            {"nim-sum of the places", (heads.empty() ? std::string("0") : joined(heads, " ⊕ ") + " = " + std::to_string(s)) +
                                          " (" + binary(s) + ")"}};
}

} // namespace gl::turtles
