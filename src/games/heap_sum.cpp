// heap_sum.cpp - sums of heap games (see heap_sum.h): the text form, heap values (a game's computed
// nim-sequence, and past it its proved period: the periodicity theorem, Guy and Smith 1956, Winning
// Ways ch. 4), the moves and winning moves of any heap up to 2^53 - 1, and the `sum` ruleset.
// Index:
//   [SECTION] Text       parse and format a sum's parts (heaps, ID:POS, ID(RULES):POS), a part's look
//   [SECTION] Values     a heap's value: the game's computed nim-sequence, past it the proved period
//   [SECTION] Moves      a heap's moves, the moves to a value, the listed moves of a big heap, a game
//                        part's value, a move applied
//   [SECTION] Analysis   the value of the sum and its winning moves, heap by heap
//   [SECTION] Ruleset    meta, parse, options, picture, closed and misère forms, facts
#include "games/heap_sum.h"

#include <algorithm>

#include "core/text.h"
#include "games/loopy_board.h"
#include "games/nim.h"
#include "games/registry.h"
#include "octal/octal_library.h"

namespace gl::sums {

//-----------------------------------------------------------------------------
// [SECTION] Text
//-----------------------------------------------------------------------------

// ---- text forms --------------------------------------------------------------------------------

namespace {

// The ids of the registered games that may stand as ID:POS in a sum, for messages.
std::string part_game_ids() {
    std::string out;
    for (const GameEntry& g : game_entries())
        if (g.is_ruleset() && g.meta().sum_part) out += (out.empty() ? "" : ", ") + std::string(g.meta().id);
    return out;
}

// ID:POS where ID names a registered game without a rule parameter that may be a part
// (GameMeta::sum_part: not Nim, whose parts are heaps, nor a sum), or ID(RULES):POS for a game
// with one (moore(2):1,2,3, graph(a:b,c;b:c;c:):a, subtraction(1,3,4):9):
// the part, an Error, or nothing if the piece is not such a part. Neither a position nor a rule
// text holds "):", so the last "):" ends the rules.
std::optional<Result<Part>> game_part(std::string_view piece, std::size_t start, const std::string& f) {
    const std::size_t colon = piece.find(':');
    const std::size_t paren = piece.find('(');
    const bool has_rules = paren != std::string_view::npos && paren < colon;
    const std::string_view id = piece.substr(0, has_rules ? paren : colon);
    const GameEntry* e = find_game(id);
    if (e && e->is_ruleset() && !e->meta().sum_part && id != kNimPart)
        return Result<Part>(Error{f, start, std::string(e->meta().title) + " (" + std::string(id) + ") cannot be a part of a sum; a part is nim:HEAPS, an octal code or a subtraction set with its heaps (0.07:10), or a position of one of: " +
                                                part_game_ids()});
    if (!e || !e->is_ruleset() || !e->meta().sum_part) return std::nullopt;
    const std::string title(e->meta().title);
    std::size_t pos_at = colon + 1;
    std::string_view rules_text;
    if (has_rules) {
        const std::size_t close = piece.rfind("):");
        if (close == std::string_view::npos || close < paren)
            return Result<Part>(Error{f, start + paren, "the rules of " + title + " are written " + std::string(id) + "(RULES):POS: a ')' and ':' are missing"});
        if (e->meta().rules_key_grammar.empty())
            return Result<Part>(Error{f, start + paren, title + " has no rule parameter: write " + std::string(id) + ":POS"});
        rules_text = piece.substr(paren + 1, close - paren - 1);
        pos_at = close + 2;
    }
    auto r = e->make(rules_text);
    // A board whose rule parameter only says which variant is played (clobber, clobber(impartial))
    // is its own partizan game without one, as CGSuite's Clobber is; other rule parameters
    // (moore(2), subtraction(1,3,4)) say what the game is and must be written.
    if (!has_rules && !e->meta().rules_key_grammar.empty() && !(r && r.value()->partizan()))
        return Result<Part>(Error{f, start, title + " has a rule parameter: write it in brackets, " + std::string(id) + "(" +
                                                std::string(e->meta().rules_default) + "):" + std::string(e->meta().example)});
    if (!r) {
        Error err = r.error();
        err.where = f;
        err.offset = err.offset == Error::kWhole ? start + paren + 1 : err.offset + start + paren + 1; // in the brackets
        return Result<Part>(err);
    }
    if (dynamic_cast<const LoopyRuleset*>(r.value().get())) // a loopy board: sums here are of games that end
        return Result<Part>(Error{f, start, title + " with backsliding is loopy (play can go on forever); it cannot be a part of a sum here: analyse it alone"});
    if (typed_moves(*r.value())) // infinitely many options, ordinal values: not a part of this sum
        return Result<Part>(Error{f, start, title + " has ordinal values and infinitely many moves; it cannot be a part of a sum"});
    auto text = r.value()->canonical(piece.substr(pos_at), f);
    if (!text) {
        Error err = text.error();
        if (err.offset != Error::kWhole) err.offset += start + pos_at;
        return Result<Part>(err);
    }
    Part p;
    p.rules = has_rules && !(r.value()->partizan() && r.value()->rules_text() == e->meta().rules_default)
                  ? std::string(id) + "(" + r.value()->rules_text() + ")"
                  : std::string(id);
    p.pos = text.value();
    p.game = std::shared_ptr<const Ruleset>(std::move(r.value()));
    return Result<Part>(std::move(p));
}

} // namespace

bool all_heap_parts(const std::vector<Part>& parts) {
    return std::none_of(parts.begin(), parts.end(), [](const Part& p) { return p.is_game(); });
}

bool board_draws(const std::vector<Part>& parts) {
    std::uint64_t cells = 0;
    for (const Part& p : parts)
        for (auto h : p.heaps) cells += std::min(h, kMaxPlayCells + 1);
    return all_heap_parts(parts) && !has_big_heap(parts) && cells <= kMaxPlayCells;
}

Result<std::vector<Part>> parse_parts(std::string_view text, std::string_view field) {
    std::vector<Part> parts;
    const std::string f(field);
    std::size_t start = 0, total_heaps = 0;
    if (text.empty()) return Error{f, Error::kWhole, "is empty: expected parts such as nim:7|{1,2,3}:10"};
    while (start <= text.size()) {
        std::size_t end = text.find('|', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view piece = text.substr(start, end - start);
        const std::size_t colon = piece.rfind(':');
        if (colon == std::string_view::npos)
            return Error{f, start, "part " + std::to_string(parts.size() + 1) + " " + echo(piece) +
                                       " needs RULES:HEAPS, e.g. nim:7 or 0.77:10"};
        Part p;
        if (auto g = game_part(piece, start, f)) {
            if (!*g) return g->error();
            parts.push_back(std::move(g->value()));
            if (parts.size() > kMaxParts) return Error{f, start, "has more than " + std::to_string(kMaxParts) + " parts"};
            start = end + 1;
            continue;
        }
        const std::string_view rules = piece.substr(0, colon);
        if (rules == kNimPart) {
            p.rules = kNimPart;
        } else {
            auto r = octal::parse_heap_rules(rules, f);
            if (!r) {
                Error e = r.error();
                if (e.message.find(" is not a game: ") != std::string::npos) // a sum's part may also be a game's position
                    e.message = echo(rules, 24) + " is not a part of a sum: expected nim, an octal code (0.07), a subtraction set ({1,3,4}), "
                                "lasker, grundy, or a game's id before its position (chomp:3,3; games: " + part_game_ids() + ")";
                if (e.offset != Error::kWhole) e.offset += start;
                return e;
            }
            const octal::Rules& rr = r.value();
            if (rr.family == octal::Family::Lasker || rr.family == octal::Family::Grundy)
                return Error{f, start, "write " + octal::format_code(rr) + " in lower case: " + octal::format_code(rr) +
                                           ":HEAPS is that game's own part"};
            if (rr.family == octal::Family::Code && rr.max_parts() > 2)
                return Error{f, start, octal::format_code(rr) + " leaves " + std::to_string(rr.max_parts()) +
                                           " heaps in one move, which the sums board cannot show yet; explore it in the octal explorer"};
            if (rr.family == octal::Family::Code ? rr.code[0].heaps != 0 : rr.digits[0] != 0)
                return Error{f, start, "splitting a heap without taking (d0 = 4) has no board yet; explore " +
                                           octal::format_code(r.value()) + " in the octal explorer"};
            p.rules = octal::format_code(r.value());
        }
        const std::string_view list = piece.substr(colon + 1);
        auto heaps = parse_uint_list(list, f, kMaxHeap, kMaxPlayCells);
        if (!heaps) {
            Error e = heaps.error();
            if (e.message.find(" is too large: at most ") != std::string::npos) { // name the part and the heap
                const std::size_t item = static_cast<std::size_t>(
                    std::count(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(std::min(e.offset, list.size())), ',') + 1);
                e.message = "part " + std::to_string(parts.size() + 1) + " (" + rules_title(p.rules) + "), heap " +
                            std::to_string(item) + ": " + echo(list.substr(e.offset, list.find(',', e.offset) - e.offset), 24) +
                            " is too large: a heap in a sum holds at most " + std::to_string(kMaxHeap) +
                            " tokens (2^53 - 1, the largest whole number a JavaScript number holds exactly)";
            }
            if (e.offset != Error::kWhole) e.offset += start + colon + 1;
            return e;
        }
        p.heaps = heaps.value();
        total_heaps += p.heaps.size();
        parts.push_back(std::move(p));
        if (parts.size() > kMaxParts) return Error{f, start, "has more than " + std::to_string(kMaxParts) + " parts"};
        // Room for what play reaches from kMaxPlayHeaps heaps of kMaxPlayHeap, in heaps (splits
        // make more, smaller ones). Pieces are not counted: a big heap is split into many by play,
        // and the sums board draws a position of more than kMaxPlayCells pieces on the generic
        // board instead (app::Page::sum).
        if (total_heaps > kMaxPlayCells)
            return Error{f, start, "has more than " + std::to_string(kMaxPlayCells) + " pieces in all"};
        start = end + 1;
    }
    return parts;
}

std::string format_parts(const std::vector<Part>& parts) {
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) s += '|';
        s += parts[i].rules + ":" + (parts[i].is_game() ? parts[i].pos : format_uint_list(parts[i].heaps));
    }
    return s;
}

PartLook part_look(const Part& p) {
    if (p.is_nim()) return PartLook::Tokens;
    if (p.rules == "0.77") return PartLook::Pins;
    if (p.rules == "0.137") return PartLook::Pawns;
    auto r = octal::parse_code(p.rules);
    return r && !r.value().splits() ? PartLook::Tokens : PartLook::Squares;
}

std::vector<std::uint64_t> row_takes(const Part& p) {
    std::vector<std::uint64_t> out;
    if (p.is_nim()) return out;
    auto r = octal::parse_code(p.rules);
    if (!r) return out;
    for (std::size_t k = 1; k < r.value().digits.size(); ++k)
        if (r.value().digits[k]) out.push_back(k);
    return out;
}

std::string part_code(const Part& p) { return p.is_nim() ? "" : p.rules; }

std::string rules_title(const std::string& rules) {
    if (rules == kNimPart) return "Nim";
    if (const GameEntry* e = find_game(rules)) return std::string(e->meta().title);
    if (const std::size_t paren = rules.find('('); paren != std::string::npos && rules.back() == ')') // moore(2)
        if (const GameEntry* e = find_game(std::string_view(rules).substr(0, paren)))
            return std::string(e->meta().title) + " (" + rules.substr(paren + 1, rules.size() - paren - 2) + ")";
    const auto name = octal::name_of(rules);
    if (!name.empty()) return std::string(name);
    auto r = octal::parse_code(rules);
    if (r && r.value().family == octal::Family::Octal) { // a CGSuite code (0.[3]) keeps its digits in `code`
        const auto& d = r.value().digits;
        if (d[0] == 0 && std::all_of(d.begin() + 1, d.end(), [](std::uint8_t x) { return x == 0 || x == 3; })) {
            std::string set;
            for (std::size_t k = 1; k < d.size(); ++k)
                if (d[k]) set += (set.empty() ? "" : ",") + std::to_string(k);
            return "Subtraction {" + set + "}";
        }
    }
    return "Octal game " + rules;
}

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

// ---- values and moves --------------------------------------------------------------------------

Result<Grundy> HeapValues::value(const std::string& rules, std::uint64_t n) {
    if (rules == kNimPart) return Grundy{n};
    Kept& k = searches_[rules];
    // Enough values at first to prove the period of most small codes at once (Kayles' at 166).
    if (!k.search) k.search = std::make_unique<octal::PeriodSearch>(octal::parse_code(rules).value(), 4096);
    auto v = k.search->lookup(n);
    const auto spend = [&] {
        const std::uint64_t before = k.search->sequence().work_done();
        k.search->advance(kValueWork - k.spent);
        k.spent += k.search->sequence().work_done() - before;
    };
    if (!v && k.spent < kValueWork) {
        if (k.search->status() == octal::PeriodSearch::Status::LimitReached && k.search->limit() < kValuesComputed)
            k.search->raise_limit(std::min(kValuesComputed, std::max(n + 1, k.search->limit() * 2)));
        while (!v && k.spent < kValueWork && k.search->status() == octal::PeriodSearch::Status::Running) {
            spend();
            v = k.search->lookup(n);
            if (!v && k.search->status() == octal::PeriodSearch::Status::LimitReached && k.search->limit() < kValuesComputed)
                k.search->raise_limit(std::min(kValuesComputed, std::max(n + 1, k.search->limit() * 2)));
        }
    }
    if (v) return v->value;
    const std::uint64_t size = k.search->sequence().size();
    const bool out_of_work = k.spent >= kValueWork && size < kValuesComputed;
    return Error{"pos", Error::kWhole,
                 "G(" + std::to_string(n) + ") is not known: no period of " + rules_title(rules) + " is proved by its first " +
                     std::to_string(size) + " values, which is as far as a sum computes it (" +
                     (out_of_work ? "its work budget of " + std::to_string(kValueWork) + " steps ran out there"
                                  : "at most " + std::to_string(kValuesComputed) + " values") +
                     "); the octal explorer computes further"};
}

const octal::Periodicity* HeapValues::period(const std::string& rules) const {
    auto it = searches_.find(rules);
    if (it == searches_.end() || !it->second.search || !it->second.search->periodicity()) return nullptr;
    return &*it->second.search->periodicity();
}

//-----------------------------------------------------------------------------
// [SECTION] Moves
//-----------------------------------------------------------------------------

namespace {

octal::CodeDigit digit_of(const octal::Rules& r, std::uint64_t k) {
    if (r.family == octal::Family::Code) return r.digit_at(k);
    if (k < r.digits.size()) return octal::CodeDigit{r.digits[k], 0, 0};
    return {};
}

// The moves of a heap of n in an octal part (d0 = 0, at most two heaps left): by take t, then
// leaving nothing, one heap, two heaps a + b (a <= b) with a <= a_max. f returns false to stop;
// so does the scan after max_steps takes and options (a repeating code may take any number).
// True if every move was offered.
template <class F>
bool scan_moves(const octal::Rules& r, std::uint64_t n, std::uint64_t a_max, std::uint64_t max_steps, F&& f) {
    const std::uint64_t last = r.finite() ? std::min<std::uint64_t>(r.max_take(), n) : n;
    std::uint64_t steps = 0;
    for (std::uint64_t t = 1; t <= last; ++t) {
        if (++steps > max_steps) return false;
        const octal::CodeDigit d = digit_of(r, t);
        if ((d.heaps & 1u) && n == t && !f(octal::HeapOption{t, 0, {0, 0}})) return false;
        if ((d.heaps & 2u) && n > t && !f(octal::HeapOption{t, 1, {n - t, 0}})) return false;
        if ((d.heaps & 4u) && n >= t + 2) {
            const std::uint64_t m = n - t, top = std::min(m / 2, a_max);
            for (std::uint64_t a = 1; a <= top; ++a) {
                if ((d.distinct & 4u) && a == m - a) continue;
                if (++steps > max_steps || !f(octal::HeapOption{t, 2, {a, m - a}})) return false;
            }
        }
    }
    return true;
}

std::string heap_name(const std::vector<Part>& parts, std::size_t i, std::size_t j) {
    return "part " + std::to_string(i + 1) + " (" + rules_title(parts[i].rules) + "), heap " + std::to_string(j + 1) + " (" +
           std::to_string(parts[i].heaps[j]) + " tokens)";
}

} // namespace

MovesFound moves_to_value(const std::vector<Part>& parts, std::size_t part, std::size_t heap, Grundy want, HeapValues& values) {
    MovesFound out;
    const Part& p = parts[part];
    const std::uint64_t n = p.heaps[heap];
    const auto add = [&](const octal::HeapOption& o) {
        if (out.moves.size() < kMaxWinningListed) out.moves.push_back(PlayMove{part, heap, n, o});
        else out.more = true;
    };
    if (p.is_nim()) {
        if (want < n) add(octal::HeapOption{n - want, want > 0 ? 1u : 0u, {want, 0}});
        return out;
    }
    const octal::Rules rules = octal::parse_code(p.rules).value();
    // With a period p proved from n0 (no saltus), a split a + b with n0 + p <= a <= b is worth as
    // much as (a - p) + (b + p): both stay at n0 or past it. So the values of every split are
    // those with a < n0 + p, and the search stops there.
    std::uint64_t a_max = UINT64_MAX, n0 = 0, per = 0;
    if (const octal::Periodicity* q = values.period(p.rules); q && q->saltus == 0 && rules.finite()) {
        n0 = q->preperiod, per = q->period;
        a_max = n0 + per - 1;
    }
    const bool whole = scan_moves(rules, n, a_max, kMoveSearchWork, [&](const octal::HeapOption& o) {
        Grundy g = 0;
        for (unsigned k = 0; k < o.parts; ++k) {
            const auto v = values.value(p.rules, o.left[k]);
            if (!v) {
                out.cut = true, out.why = v.error().message;
                return false;
            }
            g ^= v.value();
        }
        if (g != want) return true;
        add(o);
        // Its shifts by whole periods are winning moves too, and are not listed.
        if (o.parts == 2 && per && o.left[0] >= n0 && o.left[0] + per <= (n - o.take) / 2) out.more = true;
        return true;
    });
    if (!whole && !out.cut) {
        out.cut = true;
        out.why = "it stopped after " + std::to_string(kMoveSearchWork) + " options, and no proved period shortens it";
    }
    return out;
}

std::vector<PlayMove> first_moves(const std::vector<Part>& parts, std::size_t part, std::size_t heap, std::size_t count) {
    std::vector<PlayMove> out;
    const Part& p = parts[part];
    const std::uint64_t n = p.heaps[heap];
    if (p.is_nim()) {
        for (std::uint64_t t = 1; t <= n && out.size() < count; ++t)
            out.push_back(PlayMove{part, heap, n, octal::HeapOption{t, n > t ? 1u : 0u, {n - t, 0}}});
        return out;
    }
    scan_moves(octal::parse_code(p.rules).value(), n, UINT64_MAX, kMoveSearchWork, [&](const octal::HeapOption& o) {
        out.push_back(PlayMove{part, heap, n, o});
        return out.size() < count;
    });
    return out;
}

bool has_big_heap(const std::vector<Part>& parts) {
    for (const Part& p : parts)
        for (auto h : p.heaps)
            if (h > kMaxPlayHeap) return true;
    return false;
}

std::vector<PlayMove> listed_moves(const std::vector<Part>& parts, std::size_t part, std::size_t heap, const PlayAnalysis& a,
                                   HeapValues& values) {
    if (parts[part].heaps[heap] <= kMaxPlayHeap) return moves_of(parts, part, heap);
    std::vector<PlayMove> out;
    const auto add = [&](const PlayMove& m) {
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
    };
    for (const PlayMove& m : a.winning_moves)
        if (m.part == part && m.heap == heap) add(m);
    for (const PlayMove& m : first_moves(parts, part, heap, kFirstMovesListed)) add(m);
    // One move to each value the heap can reach: whatever the rest of the sum (a partizan part
    // too), a winning move in this heap, if there is one, is among them.
    const Part& p = parts[part];
    const std::uint64_t n = p.heaps[heap];
    if (p.is_nim()) {
        for (std::uint64_t v = 0; v < std::min<std::uint64_t>(n, 64); ++v) add(PlayMove{part, heap, n, octal::HeapOption{n - v, v > 0 ? 1u : 0u, {v, 0}}});
        return out;
    }
    std::vector<bool> seen;
    const octal::Rules rules = octal::parse_code(p.rules).value();
    const octal::Periodicity* q = values.period(p.rules);
    const std::uint64_t a_max = q && q->saltus == 0 && rules.finite() ? q->preperiod + q->period - 1 : UINT64_MAX;
    scan_moves(rules, n, a_max, kMoveSearchWork, [&](const octal::HeapOption& o) {
        Grundy g = 0;
        for (unsigned k = 0; k < o.parts; ++k) {
            const auto v = values.value(p.rules, o.left[k]);
            if (!v) return false;
            g ^= v.value();
        }
        if (g >= seen.size()) seen.resize(g + 1, false);
        if (!seen[g]) add(PlayMove{part, heap, n, o});
        seen[g] = true;
        return true;
    });
    return out;
}

std::optional<Grundy> PartValues::value(const Part& part) {
    Game& g = games_[part.rules];
    if (auto it = g.known.find(part.pos); it != g.known.end()) return it->second;
    if (!g.rules) g.rules = part.game;
    std::optional<Grundy> v;
    if (!g.search) g.search = g.rules->value_search();
    if (!g.search) {
        v = g.rules->grundy(part.pos);
    } else {
        const bool used = g.search->spent() > 0;
        v = g.search->grundy(part.pos);
        if (!v && used) { // the budget went on earlier positions: once more, with a budget of its own
            g.search = g.rules->value_search();
            v = g.search->grundy(part.pos);
        }
    }
    g.known.emplace(part.pos, v);
    return v;
}

std::vector<PlayMove> moves_of(const std::vector<Part>& parts, std::size_t part, std::size_t heap) {
    std::vector<PlayMove> out;
    const Part& p = parts[part];
    const std::uint64_t n = p.heaps[heap];
    if (p.is_nim()) {
        for (std::uint64_t t = 1; t <= n; ++t)
            out.push_back(PlayMove{part, heap, n, octal::HeapOption{t, n > t ? 1u : 0u, {n - t, 0}}});
        return out;
    }
    const octal::Rules rules = octal::parse_code(p.rules).value();
    octal::for_each_option(rules, n, [&](const octal::HeapOption& o) { out.push_back(PlayMove{part, heap, n, o}); });
    return out;
}

std::vector<Part> apply_move(std::vector<Part> parts, const PlayMove& m) {
    auto& heaps = parts[m.part].heaps;
    const auto at = heaps.begin() + static_cast<std::ptrdiff_t>(m.heap);
    if (m.option.parts == 2) {
        *at = m.option.left[m.larger_first ? 1 : 0];
        heaps.insert(at + 1, m.option.left[m.larger_first ? 0 : 1]);
    } else if (m.option.parts == 1) {
        *at = m.option.left[0];
    } else if (heaps.size() > 1) {
        heaps.erase(at);
    } else {
        *at = 0;
    }
    return parts;
}

//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

namespace {

// The winning moves of one heap into a: all of them for a heap drawn as pieces, the ones
// moves_to_value finds for a big heap (with a note if some are left out or the search was cut).
void heap_winning_moves(const std::vector<Part>& parts, std::size_t i, std::size_t j, HeapValues& values, PlayAnalysis& a) {
    const Part& p = parts[i];
    if (p.heaps[j] > kMaxPlayHeap) {
        if (p.is_nim() || octal::has_option(octal::parse_code(p.rules).value(), p.heaps[j])) a.game_over = false;
        if (a.nim_sum == 0) return;
        MovesFound f = moves_to_value(parts, i, j, a.values[i][j] ^ a.nim_sum, values);
        a.winning_moves.insert(a.winning_moves.end(), f.moves.begin(), f.moves.end());
        const std::string name = heap_name(parts, i, j);
        if (f.cut) a.moves_note += (a.moves_note.empty() ? "" : " ") + ("The search of " + name + " for winning moves was cut (" + f.why + "): a winning move there may be missing.");
        else if (f.more) a.moves_note += (a.moves_note.empty() ? "" : " ") + ("More winning moves of " + name + " exist than are listed (the same values again, by whole periods).");
        return;
    }
    for (const PlayMove& m : moves_of(parts, i, j)) {
        a.game_over = false;
        Grundy after = a.nim_sum ^ a.values[i][j];
        bool known = true;
        for (unsigned k = 0; k < m.option.parts; ++k) {
            const auto v = values.value(p.rules, m.option.left[k]); // smaller than a known heap: known
            known = known && v;
            if (v) after ^= v.value();
        }
        if (known && after == 0) a.winning_moves.push_back(m);
    }
}

} // namespace

PlayAnalysis analyse(const std::vector<Part>& parts, HeapValues& values) {
    PlayAnalysis a;
    a.game_over = true;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        std::vector<Grundy> v;
        Grundy sum = 0;
        for (std::size_t j = 0; j < parts[i].heaps.size(); ++j) {
            const auto g = values.value(parts[i].rules, parts[i].heaps[j]);
            if (!g) {
                a.unknown = "The sum's value is not known: " + heap_name(parts, i, j) + ": " + g.error().message + ".";
                a.game_over = false;
                return a;
            }
            v.push_back(g.value());
            sum ^= v.back();
        }
        a.values.push_back(std::move(v));
        a.part_values.push_back(sum);
        a.nim_sum ^= sum;
    }
    for (std::size_t i = 0; i < parts.size(); ++i)
        for (std::size_t j = 0; j < parts[i].heaps.size(); ++j) heap_winning_moves(parts, i, j, values, a);
    a.outcome = a.nim_sum == 0 ? Outcome::P : Outcome::N;
    return a;
}

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

// ---- the ruleset ---------------------------------------------------------------------------------

const GameMeta& SumGame::meta() {
    static const GameMeta m = [] {
        GameMeta g{"sum", "Heap games & sums",
                            "Several games side by side: heap games (Nim, Kayles, Dawson's Kayles, subtraction games, any octal game), positions of other games, partizan boards too. A move is a move in one part; whoever cannot move loses.",
                            "Sprague (1935) and Grundy (1939); Ferguson, Game Theory, Part I, §4; Winning Ways, ch. 4; with partizan parts, Conway, On Numbers and Games, ch. 7",
                            "parts RULES:HEAPS separated by |, RULES = nim, an octal code (0.77) or a subtraction set ({1,2,3}); heaps of 0 to 2^53 - 1 (past 40 one piece with its size: valued by the proved period or the computed sequence)",
                            "nim:7|0.333:10|0.033:6", {}, {}, false};
        g.sum_part = false; // sums do not nest
        g.view = GameMeta::View::Parts;
        return g;
    }();
    return m;
}

std::string move_words(const Part& part, const PlayMove& m) {
    if (part.is_nim()) return std::to_string(m.from) + " → " + std::to_string(m.from - m.option.take);
    std::string t = "take " + std::to_string(m.option.take) + ", leave ";
    if (m.option.parts == 0) return t + "nothing";
    if (m.option.parts == 1) return t + std::to_string(m.option.left[0]);
    return t + std::to_string(m.option.left[0]) + " + " + std::to_string(m.option.left[1]);
}

namespace {

// Every move of a sum, part by part, in one order that options() and picture() share: a part that
// is another game gives its own moves (heap = -1), a heap part its heaps' moves.
// A big heap offers the moves listed_moves() gives (its winning ones and its first few).
template <class F>
void for_each_move(const SumGame::Position& p, HeapValues& values, F&& f) {
    const PlayAnalysis a = has_big_heap(p) && all_heap_parts(p) ? analyse(p, values) : PlayAnalysis{};
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i].is_game()) {
            auto moves = p[i].game->moves(p[i].pos);
            if (moves)
                for (const GameMove& m : moves.value()) f(i, -1, static_cast<const PlayMove*>(nullptr), &m);
            continue;
        }
        for (std::size_t j = 0; j < p[i].heaps.size(); ++j)
            for (const PlayMove& m : listed_moves(p, i, j, a, values)) f(i, static_cast<int>(j), &m, static_cast<const GameMove*>(nullptr));
    }
}

} // namespace

Result<SumGame::Position> SumGame::parse(std::string_view text, std::string_view field) const {
    auto parts = parse_parts(text, field);
    if (!parts) return parts;
    // The sum of games with Left and Right (games/partizan_sum.h) is another ruleset: here, the
    // Sprague-Grundy theorem would be misapplied to it.
    for (const Part& part : parts.value())
        if (part.is_partizan())
            return Error{std::string(field), Error::kWhole, rules_title(part.rules) + " is a partizan game: this sum is valued by "
                                                                "canonical forms (game=sum reads it), not by Grundy values"};
    return parts;
}

std::vector<Option<SumGame::Position>> SumGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for_each_move(p, *values, [&](std::size_t i, int j, const PlayMove* hm, const GameMove* gm) {
        const std::string part = "part " + std::to_string(i + 1) + " (" + rules_title(p[i].rules) + ")";
        if (gm) {
            Position q = p;
            q[i].pos = gm->to;
            out.push_back({part + ": " + gm->label, std::move(q), gm->side});
        } else {
            out.push_back({part + ", heap " + std::to_string(j + 1) + ": " + move_words(p[i], *hm), apply_move(p, *hm)});
        }
    });
    return out;
}

std::size_t SumGame::count_options(const Position& p) const {
    std::uint64_t n = 0;
    const auto add = [&](std::uint64_t k) { n = k > UINT64_MAX - n ? UINT64_MAX : n + k; };
    for (const Part& part : p) {
        if (part.is_game()) {
            add(part.game->option_count(part.pos));
            continue;
        }
        const auto rules = part.is_nim() ? std::optional<octal::Rules>() : std::optional<octal::Rules>(octal::parse_code(part.rules).value());
        for (auto h : part.heaps) add(rules ? octal::option_count(*rules, h) : h);
    }
    return static_cast<std::size_t>(std::min<std::uint64_t>(n, SIZE_MAX));
}

// The parts one under the other: a heap is a row of tokens (a click at token k cuts the row there:
// Nim and subtraction heaps keep k tokens, octal moves take a block starting at k); a part that is
// another game shows its own board's rows.
Picture SumGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.caption = has_big_heap(p) ? "Click a piece: the move that starts there (a menu when there are several). A heap of more than " +
                                        std::to_string(kMaxPlayHeap) + " is one piece with its size: its menu holds its first " +
                                        std::to_string(kFirstMovesListed) + " moves, one move to each value it can reach and its winning moves."
                                  : "Click a piece: the move that starts there (a menu when there are several).";
    std::vector<std::vector<std::size_t>> first_row(p.size()); // picture row of each heap / game row
    std::vector<Picture> subs(p.size());                        // the boards of the game parts
    for (std::size_t i = 0; i < p.size(); ++i) {
        const std::string label = std::to_string(i + 1) + ". " + rules_title(p[i].rules);
        if (p[i].is_game()) {
            if (auto sub = p[i].game->picture(p[i].pos)) subs[i] = std::move(sub.value());
            first_row[i].push_back(pic.rows.size());
            for (std::size_t r = 0; r < subs[i].rows.size(); ++r) {
                PictureRow row = subs[i].rows[r];
                row.label = (r == 0 ? label + ": " : "   ") + row.label;
                for (auto& c : row.cells) c.moves.clear();
                pic.rows.push_back(std::move(row));
            }
            continue;
        }
        for (std::size_t j = 0; j < p[i].heaps.size(); ++j) {
            first_row[i].push_back(pic.rows.size());
            PictureRow row{j == 0 ? label : "", {}};
            if (p[i].heaps[j] > kMaxPlayHeap) // one piece with its size, offering the moves listed
                row.cells.push_back(Cell{Glyph::Label, std::to_string(p[i].heaps[j]), {}});
            else
                for (std::uint64_t k = 0; k < p[i].heaps[j]; ++k) row.cells.push_back(Cell{Glyph::Token, "", {}});
            if (row.cells.empty()) row.cells.push_back(Cell{Glyph::Blank, "", {}});
            pic.rows.push_back(std::move(row));
        }
    }
    // The moves, in options() order, onto their cells.
    std::size_t index = 0, game_move = 0, last_part = SIZE_MAX;
    for_each_move(p, *values, [&](std::size_t i, int j, const PlayMove* hm, const GameMove*) {
        const int k = static_cast<int>(index++);
        if (i != last_part) { game_move = 0; last_part = i; }
        if (!hm) { // the sub-board's own cell for its move number game_move
            const Picture& sub = subs[i];
            const std::size_t base = first_row[i][0];
            for (std::size_t r = 0; r < sub.rows.size(); ++r)
                for (std::size_t c = 0; c < sub.rows[r].cells.size(); ++c)
                    for (int m : sub.rows[r].cells[c].moves)
                            if (static_cast<std::size_t>(m) == game_move) pic.rows[base + r].cells[c].moves.push_back(k);
            ++game_move;
            return;
        }
        const std::uint64_t at = p[i].is_nim() || hm->option.parts == 1 ? hm->from - hm->option.take
                                 : hm->option.parts == 2 ? hm->option.left[0] : 0;
        auto& cells = pic.rows[first_row[i][static_cast<std::size_t>(j)]].cells;
        cells[std::min<std::size_t>(at, cells.size() - 1)].moves.push_back(k);
    });
    (void)options;
    return pic;
}

std::optional<Closed> SumGame::closed_form(const Position& p) const {
    Grundy total = 0;
    std::string terms, periodic;
    for (const Part& part : p) {
        if (part.is_game()) {
            const auto v = part_values->value(part);
            if (!v) return std::nullopt; // too large: beyond_search() says so
            total ^= *v;
            terms += (terms.empty() ? "" : " ⊕ ") + std::to_string(*v);
        }
        for (auto h : part.heaps) {
            const auto v = values->value(part.rules, h);
            if (!v) return std::nullopt; // not known: beyond_search() says so
            total ^= v.value();
            terms += (terms.empty() ? "" : " ⊕ ") + std::to_string(v.value());
            const octal::Periodicity* q = part.is_nim() ? nullptr : values->period(part.rules);
            if (h > kMaxPlayHeap && q && periodic.find("G(" + std::to_string(h) + ") of " + rules_title(part.rules)) == std::string::npos)
                periodic += " G(" + std::to_string(h) + ") of " + rules_title(part.rules) + " = " + std::to_string(v.value()) +
                            " by its period " + std::to_string(q->period) + " from n0 = " + std::to_string(q->preperiod) +
                            " (proved by the periodicity theorem).";
        }
    }
    std::string reason = "The value is the nim-sum of the parts' values, " + terms + " = " + std::to_string(total) +
                         " (the Sprague-Grundy theorem)" + (total == 0 ? ": a P-position." : ": an N-position.") + periodic;
    if (has_big_heap(p) && all_heap_parts(p)) {
        const PlayAnalysis a = analyse(p, *values);
        reason += " A heap of more than " + std::to_string(kMaxPlayHeap) + " has too many moves to list: its options listed are its first " +
                  std::to_string(kFirstMovesListed) + " moves, one move to each value it can reach and its winning moves, found from the values." +
                  (a.moves_note.empty() ? "" : " " + a.moves_note);
    }
    return Closed{total, reason};
}

std::optional<Decided> SumGame::misere_form(const Position& p) const {
    std::optional<octal::Rules> rules;
    std::vector<std::uint64_t> heaps;
    for (const Part& part : p) {
        if (part.is_game() || part.is_nim()) return std::nullopt;
        auto r = octal::parse_heap_rules(part.rules, "rules");
        if (!r || (rules && !(*rules == r.value()))) return std::nullopt; // parts of different games: search
        rules = r.value();
        heaps.insert(heaps.end(), part.heaps.begin(), part.heaps.end());
    }
    if (!rules) return std::nullopt;
    return misere_heaps::decided(*rules, heaps, *quotients);
}

std::optional<std::string> SumGame::beyond_search(const Position& p) const {
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i].is_game() && !part_values->value(p[i]))
            return "Part " + std::to_string(i + 1) + " (" + rules_title(p[i].rules) + ": " + p[i].pos +
                   ") is too large to search on its own (more than " + std::to_string(kDefaultSearchBudget) +
                   " steps), and the game has no closed form for it, so the sum's value is out of reach too.";
        for (std::size_t j = 0; j < p[i].heaps.size(); ++j)
            if (auto v = values->value(p[i].rules, p[i].heaps[j]); !v)
                return "The sum's value is not known: " + heap_name(p, i, j) + ": " + v.error().message + ".";
    }
    return std::nullopt;
}

std::optional<std::string> SumGame::beyond_search_in(const Position& p, Play play) const {
    if (play != Play::Misere || !has_big_heap(p)) return std::nullopt;
    return "Misère play of a sum with a heap of more than " + std::to_string(kMaxPlayHeap) +
           " is not analysed here: such a heap lists only some of its moves, and a misère search needs them all.";
}

std::vector<std::pair<std::string, std::string>> SumGame::facts(const Position& p) const {
    std::vector<std::pair<std::string, std::string>> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        Grundy v = 0;
        bool known = true;
        for (auto h : p[i].heaps) {
            const auto g = values->value(p[i].rules, h);
            known = known && g;
            if (g) v ^= g.value();
        }
        if (p[i].is_game()) {
            const auto g = part_values->value(p[i]);
            out.emplace_back("part " + std::to_string(i + 1) + " (" + rules_title(p[i].rules) + ")", g ? std::to_string(*g) : "?");
            continue;
        }
        out.emplace_back("part " + std::to_string(i + 1) + " (" + rules_title(p[i].rules) + ")", known ? std::to_string(v) : "?");
    }
    return out;
}

} // namespace gl::sums
