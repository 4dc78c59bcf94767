#include "games/moore.h"

#include "core/text.h"

namespace gl::moore {

namespace {

// "8s: 0, 4s: 0, 2s: 2, 1s: 2", most significant column first.
std::string columns_text(const std::vector<std::size_t>& counts) {
    std::string s;
    for (std::size_t b = counts.size(); b-- > 0;) {
        if (!s.empty()) s += ", ";
        s += std::to_string(std::uint64_t{1} << b) + "s: " + std::to_string(counts[b]);
    }
    return s.empty() ? "none (no tokens)" : s;
}

std::string heap_change(std::size_t i, std::uint64_t from, std::uint64_t to) {
    return "heap " + std::to_string(i + 1) + ": " + std::to_string(from) + " → " + std::to_string(to);
}

} // namespace

std::vector<std::size_t> column_counts(const std::vector<std::uint64_t>& heaps) {
    std::vector<std::size_t> counts;
    for (std::uint64_t h : heaps)
        for (std::size_t b = 0; (h >> b) != 0; ++b) {
            if (counts.size() <= b) counts.resize(b + 1, 0);
            counts[b] += (h >> b) & 1;
        }
    return counts;
}

bool is_p_position(const std::vector<std::uint64_t>& heaps, unsigned k) {
    for (std::size_t c : column_counts(heaps))
        if (c % (k + 1) != 0) return false;
    return true;
}

std::uint64_t game_moves(const std::vector<std::uint64_t>& heaps, unsigned k) {
    // A move changes a set S of 1..k heaps. Summed over the positions below, the moves on S number
    // prod_{i in S} T(h_i) * prod_{i not in S} (h_i + 1), with T(h) = 1 + 2 + ... + h (a heap of q
    // has q smaller sizes). e[j] sums that over the sets S of j heaps among those seen so far.
    std::vector<std::uint64_t> e(heaps.size() + 1, 0);
    e[0] = 1;
    for (std::uint64_t h : heaps) {
        const std::uint64_t smaller = h * (h + 1) / 2; // sizes below q, summed over q = 0..h
        for (std::size_t j = e.size() - 1; j-- > 0;) {  // j downwards: e[j] is still the old value
            e[j + 1] += e[j] * smaller;
            e[j] *= h + 1;
        }
    }
    std::uint64_t total = 0;
    for (std::size_t j = 1; j < e.size() && j <= k; ++j) total += e[j];
    return total;
}

std::uint64_t option_count(const std::vector<std::uint64_t>& heaps, unsigned k) {
    // e[j]: the sum over sets of j heaps seen so far of the product of their sizes, saturating.
    auto mul = [](std::uint64_t a, std::uint64_t b) { return b != 0 && a > UINT64_MAX / b ? UINT64_MAX : a * b; };
    auto add = [](std::uint64_t a, std::uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; };
    std::vector<std::uint64_t> e(k + 1, 0);
    e[0] = 1;
    for (std::uint64_t h : heaps)
        for (std::size_t j = k; j >= 1; --j) e[j] = add(e[j], mul(e[j - 1], h));
    std::uint64_t total = 0;
    for (std::size_t j = 1; j <= k; ++j) total = add(total, e[j]);
    return total;
}

const GameMeta& MooreGame::meta() {
    static const GameMeta m{
        "moore", "Moore's Nim_k",
        "Take any positive numbers of tokens from at least one and at most k heaps; under normal play whoever takes the last token wins.",
        "E. H. Moore, A generalization of the game called nim, Annals of Mathematics 11 (1910); Ferguson, Game Theory, Part I, §2.6, Exercise 7",
        "heap sizes separated by commas: 1 to 12 heaps of 0 to 99 tokens, with at most 100,000 moves from the position (each is "
        "listed; 99,99,99,99,99,99 with k = 2 has 147,609 and is too many). Moore's theorem gives the outcome and the winning "
        "moves at any such size; the Grundy value comes from search, where it fits",
        "1,2,3",
        "k, the most heaps one move may take from: a whole number 1 to 9 (k = 1 is Nim)",
        "2"};
    return m;
}

Result<MooreGame> MooreGame::with_rules(std::string_view text) {
    const std::string f = "rules";
    const std::string want = "k is a whole number 1 to " + std::to_string(kMaxK) + " (the most heaps one move may take from)";
    std::size_t i = 0;
    while (i < text.size() && text[i] == ' ') ++i;
    if (i == text.size()) return Error{f, 0, "is empty: " + want + ", e.g. 2"};
    const std::size_t start = i;
    std::uint64_t v = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        if (v <= kMaxK) v = v * 10 + static_cast<std::uint64_t>(text[i] - '0');
        ++i;
    }
    if (i == start) return Error{f, i, quote_at(text, i) + " is not a number: " + want};
    const std::size_t end = i;
    while (i < text.size() && text[i] == ' ') ++i;
    if (i < text.size()) return Error{f, i, quote_at(text, i) + " is not allowed here: " + want};
    if (v == 0) return Error{f, start, "k = 0 would allow no move: " + want};
    if (v > kMaxK)
        return Error{f, start, "k = " + echo(text.substr(start, end - start), 24) + " is too large: " + want};
    MooreGame g;
    g.k = static_cast<unsigned>(v);
    return g;
}

std::string MooreGame::rules_text() const { return std::to_string(k); }

Result<MooreGame::Position> MooreGame::parse(std::string_view text, std::string_view field) const {
    auto heaps = parse_uint_list(text, field, kMaxHeap, kMaxHeaps);
    if (!heaps) return heaps.error();
    const std::uint64_t moves = option_count(heaps.value(), k);
    if (moves > kMaxOptions)
        return Error{std::string(field), Error::kWhole,
                     "is too large to list: in Nim_" + std::to_string(k) + " it has " + std::to_string(moves) + " moves, more than " +
                         std::to_string(kMaxOptions) + "; use fewer or smaller heaps" + (k > 1 ? std::string(" or a smaller k") : std::string())};
    return heaps;
}

std::string MooreGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<MooreGame::Position>> MooreGame::options(const Position& p) const {
    // Each move is a non-empty set of at most k heaps, listed by its first heap, with a smaller
    // size for each; the heaps it changes are exactly that set, so each position comes once.
    std::vector<Option<Position>> out;
    Position cur = p;
    auto emit = [&] {
        std::string label;
        for (std::size_t i = 0; i < p.size(); ++i)
            if (cur[i] != p[i]) label += (label.empty() ? "" : ", ") + heap_change(i, p[i], cur[i]);
        out.push_back({std::move(label), cur});
    };
    auto extend = [&](auto& self, std::size_t from, unsigned used) -> void {
        for (std::size_t j = from; j < p.size(); ++j)
            for (std::uint64_t v = p[j]; v-- > 0;) {
                cur[j] = v;
                emit();
                if (used + 1 < k) self(self, j + 1, used + 1);
                cur[j] = p[j];
            }
    };
    extend(extend, 0, 0);
    return out;
}

std::optional<Decided> MooreGame::outcome_form(const Position& p) const {
    const auto counts = column_counts(p);
    const bool p_pos = is_p_position(p, k);
    const std::string kk = std::to_string(k), k1 = std::to_string(k + 1);
    const std::string theorem = "Moore's theorem (1910): in Nim_" + kk + " a position is P iff in every binary column the number of heaps with a 1 is divisible by k + 1 = " + k1 + ".";
    if (counts.empty())
        return Decided{Outcome::P, "No tokens are left: the player to move has lost (normal play). " + theorem};
    if (p_pos)
        return Decided{Outcome::P, "Heaps with a 1 in each binary column: " + columns_text(counts) + ", all divisible by " + k1 +
                                       ", so every move leaves a column that is not. " + theorem};
    std::string bad;
    for (std::size_t b = counts.size(); b-- > 0;)
        if (counts[b] % (k + 1) != 0) bad += (bad.empty() ? "" : ", ") + std::to_string(std::uint64_t{1} << b) + "s";
    return Decided{Outcome::N, "Heaps with a 1 in each binary column: " + columns_text(counts) + "; the " + bad +
                                   (bad.find(',') == std::string::npos ? " column is" : " columns are") + " not divisible by " +
                                   k1 + ", and a move on at most " + (k == 1 ? std::string("one heap") : kk + " heaps") +
                                   " can make every column divisible. " + theorem};
}

Picture MooreGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = k == 1 ? "Click a token to take it and every token above it."
                         : "Click a token to take it and every token above it, alone or together with tokens from at most " +
                               std::to_string(k - 1) + (k == 2 ? " heap" : " heaps") + " to its right (a menu lists them).";
    for (std::size_t i = 0; i < p.size(); ++i) {
        PictureRow row{"heap " + std::to_string(i + 1), {}};
        for (std::uint64_t j = 0; j < p[i]; ++j) row.cells.push_back(Cell{Glyph::Token, "", {}});
        pic.rows.push_back(std::move(row));
    }
    // A move starts at its first changed heap, at the token that becomes the new top.
    for (std::size_t m = 0; m < options.size(); ++m) {
        const Position& to = options[m].to;
        for (std::size_t i = 0; i < p.size() && i < to.size(); ++i)
            if (to[i] != p[i]) {
                if (to[i] < pic.rows[i].cells.size()) pic.rows[i].cells[to[i]].moves.push_back(static_cast<int>(m));
                break;
            }
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> MooreGame::facts(const Position& p) const {
    const auto counts = column_counts(p);
    std::string mod;
    for (std::size_t b = counts.size(); b-- > 0;) mod += (mod.empty() ? "" : ", ") + std::to_string(counts[b] % (k + 1));
    return {{"heaps with a 1 in each binary column", columns_text(counts)},
            {"those counts mod " + std::to_string(k + 1), mod.empty() ? "none" : mod}};
}

} // namespace gl::moore
