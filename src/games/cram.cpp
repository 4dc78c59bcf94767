// cram.cpp - Cram's metadata and its analysis (the moves are in cram.h, the boards' generic parts
// in grid.h, the region search in cram_value.h): normal play valued region by region within the
// analysis budget, in steps; misère play by the grid contract's generic search.
#include "games/cram.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace gl::cram {

const GameMeta& CramRules::meta() {
    static const GameMeta m{
        "cram", "Cram",
        "Either player places a domino on two free squares side by side, in either direction; whoever cannot place one loses. Domineering's impartial variant, valued by its Grundy value.",
        "Gardner (1974); Berlekamp, Conway and Guy, Winning Ways, ch. 13; Lemoine and Viennot, Nimbers are inevitable (2012); Uiterwijk, Solving Cram using combinatorial game theory (2019); CGSuite's Cram",
        "rows from the top separated by '/' (or '|'), each of '.' (free) and 'x' (taken; '#' is read too), all of one length; at most 64 squares, 32 rows and 32 columns",
        "..../..../...."};
    return m;
}

Bits bits_of(const grid::Grid& g) {
    Bits b{0, g.h, g.w};
    for (std::size_t i = 0; i < g.cells.size(); ++i)
        if (g.cells[i] == '.') b.free |= std::uint64_t{1} << i;
    return b;
}

Result<std::unique_ptr<Ruleset>> make_cram(std::string_view rules) {
    auto g = CramGame::with_rules(rules);
    if (!g) return g.error();
    return std::unique_ptr<Ruleset>(std::make_unique<CramRuleset>(std::move(g.value())));
}

namespace {

// The table may hold 8 bytes per unit of budget (64 MB for the default), and never less than
// that: a smaller budget (a sum's part) does not drop what a larger one found.
// The tables' bytes for a budget: 8 a unit, from one default budget's (64 MB) up to four (256 MB):
// past that a longer search (the CLI's --budget, the page's "Search longer") replaces entries.
std::size_t memory_for(std::size_t budget) { return std::clamp(budget, kDefaultSearchBudget, kMostKeptBudget) * 8; }

std::string squares(int n) { return std::to_string(n) + (n == 1 ? " square" : " squares"); }

// "2 regions, nim-added: 5 squares in a 2 × 3 box (value 1), ..."
std::string regions_fact(const std::vector<Bits>& regions, const std::vector<std::optional<Grundy>>& values) {
    std::string s = std::to_string(regions.size()) + (regions.size() == 1 ? " region" : " regions, valued alone and nim-added") + ": ";
    for (std::size_t i = 0; i < regions.size() && i < 8; ++i) {
        const Bits& r = regions[i];
        s += (i ? ", " : "") + squares(std::popcount(r.free)) + " in a " + std::to_string(r.h) + " × " + std::to_string(r.w) + " box";
        s += values[i] ? " (value " + std::to_string(*values[i]) + ")" : std::string(" (value unknown)");
    }
    if (regions.size() > 8) s += ", and " + std::to_string(regions.size() - 8) + " more";
    return s;
}

// Why the value is what it is, in words.
std::string value_reason(const std::vector<Bits>& regions, const std::vector<std::optional<Grundy>>& region_values,
                         const std::vector<Grundy>& option_values, bool options_known, Grundy v, bool& by_rule) {
    by_rule = false;
    if (option_values.empty() && options_known) return "No move is left: the player to move has lost (normal play); its Grundy value is 0.";
    if (regions.size() == 1) {
        const Rule rule = rule_of(regions[0]);
        const int n = std::popcount(regions[0].free);
        by_rule = rule == Rule::Strip || rule == Rule::Symmetric;
        if (rule == Rule::Strip)
            return "A straight strip of " + squares(n) + " is Dawson's Kayles (the octal game 0.07) with a heap of " + std::to_string(n) +
                   ": a domino takes two neighbouring squares and leaves the strips on either side. Its Grundy value is " + std::to_string(v) + ".";
        if (rule == Rule::Symmetric)
            return "The free squares are their own image under a half turn or a reflection, and no domino can cover a square together with "
                   "its image: the second player answers each domino with its image (Tweedledum and Tweedledee), so the value is 0.";
    }
    std::string s;
    const std::string big = std::to_string(CramValues::shared().big_region());
    if (regions.size() > 1) {
        std::string parts;
        for (std::size_t i = 0; i < region_values.size() && i < 12; ++i) parts += (i ? " ⊕ " : "") + (region_values[i] ? std::to_string(*region_values[i]) : std::string("?"));
        if (region_values.size() > 12) parts += " ⊕ …";
        s = "The board splits into " + std::to_string(regions.size()) + " separate regions, each valued alone by search (the mex of its options' values, or for a region of more than " + big +
            " squares by a pruned search that asks each option only whether its value is 0, 1, 2, … in turn; a region is looked up by its shape, up to reflection "
            "and rotation): " + parts + " = " + std::to_string(v) + " (the Sprague–Grundy theorem). ";
    }
    if (options_known) s += "By search: the options have Grundy values " + values_list(option_values) + ", whose mex is " + std::to_string(v) + ".";
    else s += "By search, region by region: the Grundy value is " + std::to_string(v) + " (the mex of the options' values; where "
                  "a region has more than " + big + " squares, found by asking each option only whether its value is 0, 1, 2, … in turn).";
    return s;
}

} // namespace

std::optional<Grundy> CramRuleset::grundy(std::string_view pos, std::size_t budget) const {
    auto p = typed().parse(pos, "pos");
    if (!p) return std::nullopt;
    auto& cv = CramValues::shared();
    cv.set_limits(budget, memory_for(budget));
    cv.trim();
    return cv.value(bits_of(p.value()));
}

Result<Analysis> CramRuleset::analyse(std::string_view pos, Play play, std::size_t budget) const {
    std::size_t spent = 0;
    for (;;)
        if (auto a = analyse_part(pos, play, budget, spent, budget)) return std::move(*a);
}

// Each step values the position and then its options with `step` more units of work; what it
// valued stays in the shared table, so the next step goes on from there. Once `budget` is spent,
// the answer says what is known (the value, or that the position is too large).
std::optional<Result<Analysis>> CramRuleset::analyse_part(std::string_view pos, Play play, std::size_t step, std::size_t& spent,
                                                          std::size_t budget) const {
    if (play == Play::Misere) return base_.analyse_part(pos, play, step, spent, budget);
    auto parsed = typed().parse(pos, "pos");
    if (!parsed) return Result<Analysis>(parsed.error());
    const grid::Grid& g = parsed.value();
    const auto opts = typed().options(g);
    auto& cv = CramValues::shared();
    const bool last = spent >= budget;
    cv.set_limits(last ? 0 : std::max<std::size_t>(1, std::min(step, budget - spent)), memory_for(budget));
    if (spent == 0) cv.trim();
    const std::uint64_t before = cv.spent();
    const auto v = cv.value(bits_of(g));
    bool complete = v.has_value();
    // Each option's outcome (its value where the search found it): the winning moves. A
    // P-position's options are all N-positions: nothing to search.
    for (std::size_t i = 0; complete && *v != 0 && i < opts.size(); ++i) complete = cv.zero(bits_of(opts[i].to)).has_value();
    if (!complete && !last) {
        spent += std::max<std::uint64_t>(1, cv.spent() - before);
        return std::nullopt;
    }
    Analysis a;
    a.game = std::string(meta().id);
    a.rules = rules_text();
    a.position = typed().format(g);
    a.play = Play::Normal;
    a.game_over = opts.empty();
    a.option_count = opts.size();
    a.link = position_query(*this, a.position, Play::Normal);
    a.facts = typed().facts(g);
    cv.set_limits(0, memory_for(budget)); // from here on only what is known: no more work
    return Result<Analysis>(finish(std::move(a), g, opts, v, budget));
}

// The analysis from the table: the value, each option's, the winning moves, the regions and why.
Analysis CramRuleset::finish(Analysis a, const grid::Grid& g, const std::vector<Option<grid::Grid>>& opts, std::optional<Grundy> v,
                             std::size_t budget) const {
    auto& cv = CramValues::shared();
    const auto regions = regions_of(bits_of(g));
    std::vector<std::optional<Grundy>> region_values;
    for (const Bits& r : regions) region_values.push_back(cv.value(r));
    a.facts.emplace_back("regions", regions.empty() ? std::string("none: no free square is left") : regions_fact(regions, region_values));
    std::vector<Grundy> option_values;
    std::size_t unknown = 0, valueless = 0;
    for (std::size_t i = 0; i < opts.size(); ++i) {
        const auto ov = v ? cv.value(bits_of(opts[i].to)) : std::nullopt;
        const auto zero = v && !ov ? (*v == 0 ? std::optional<bool>(false) : cv.zero(bits_of(opts[i].to))) : std::nullopt;
        const Outcome oo = ov ? (*ov == 0 ? Outcome::P : Outcome::N) : zero ? (*zero ? Outcome::P : Outcome::N) : Outcome::Unknown;
        OptionValue o{GameMove{opts[i].label, typed().format(opts[i].to), Side::Both}, ov, oo, {}, {}};
        if (ov) option_values.push_back(*ov);
        valueless += !ov;
        unknown += oo == Outcome::Unknown;
        if (o.outcome == Outcome::P) a.winning_moves.push_back(o.move);
        if (a.options.size() < Analysis::kMaxOptionsShown) a.options.push_back(std::move(o));
    }
    if (!v) {
        // Out of reach, but the first player may win by the mirror strategy: the domino that is its
        // own image, then copying (the empty 3 × even and even × odd boards).
        const Bits b = bits_of(g);
        if (mirror_not_zero(b))
            for (const auto& o : opts)
                if (mirror_zero(bits_of(o.to))) {
                    a.method = Method::ClosedForm;
                    a.outcome = Outcome::N;
                    a.winning_moves.assign(1, GameMove{o.label, typed().format(o.to), Side::Both});
                    for (OptionValue& ov : a.options)
                        if (ov.move.label == o.label) ov.outcome = Outcome::P, ov.value = 0;
                    a.reason = "The value is out of reach within the budget (more than " + thousands(budget) +
                               " steps), but the first player wins: the free squares are their own image under a half turn or a reflection, "
                               "and exactly one domino covers a square and its image. The first player takes it (" + o.label +
                               ") and then answers each domino with its image (Tweedledum and Tweedledee), so the value is not 0; "
                               "it is not known.";
                    return a;
                }
        a.method = Method::TooLarge;
        a.outcome = Outcome::Unknown;
        a.winning_moves.clear();
        a.reason = "This position is too large to value within the budget (more than " + thousands(budget) +
                   " steps: regions valued and options looked at), region by region.";
        return a;
    }
    a.value = v;
    a.outcome = *v == 0 ? Outcome::P : Outcome::N;
    bool by_rule = false;
    a.reason = value_reason(regions, region_values, option_values, valueless == 0, *v, by_rule);
    if (valueless > unknown && *v == 0)
        a.reason += " Every option of a P-position is an N-position; the values of " + std::to_string(valueless - unknown) +
                    (valueless - unknown == 1 ? " option was" : " options were") + " not computed.";
    else if (valueless > unknown)
        a.reason += " " + std::to_string(valueless - unknown) +
                    (valueless - unknown == 1 ? " option's outcome was found without its value" : " options' outcomes were found without their values") +
                    " (the search stops as soon as it knows).";
    a.method = by_rule ? Method::ClosedForm : Method::Search;
    if (unknown)
        a.reason += " " + std::to_string(unknown) + (unknown == 1 ? " option was" : " options were") +
                    " not valued within the budget" + (*v == 0 ? "." : ": more winning moves than those listed may exist.");
    return a;
}

} // namespace gl::cram
