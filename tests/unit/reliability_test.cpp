// Regression tests of the reliability review (issue 14): each TEST_CASE is named after a finding
// and checks the fact a user saw go wrong. (The JS API's findings are in tests/api/hostile.test.mjs,
// the CLI's time budgets in tests/cli/cli_test.cmake.)
#include <doctest.h>

#include <cmath>
#include <limits>
#include <set>
#include <string>

#include "app/explorer.h"
#include "app/state.h"
#include "cgt/calc.h"
#include "core/link.h"
#include "core/text.h"
#include "games/heap_sum.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

using namespace gl;

TEST_CASE("finding: JS search value(Infinity|1e20|1.5) answered G(0)/G(1): numbers convert exactly or not at all") {
    const double inf = std::numeric_limits<double>::infinity();
    const std::uint64_t safe = (std::uint64_t{1} << 53) - 1;
    for (double bad : {inf, -inf, std::nan(""), 1e20, 1.5, -1.0, 9007199254740992.0, 1.8446744073709552e19})
        CHECK_FALSE(exact_uint(bad, safe).has_value());
    CHECK(exact_uint(0, safe) == std::uint64_t{0});
    CHECK(exact_uint(1, safe) == std::uint64_t{1});
    CHECK(exact_uint(9007199254740991.0, safe) == safe);
    CHECK_FALSE(exact_uint(1.8446744073709552e19, UINT64_MAX).has_value()); // 2^64 itself does not fit
}

TEST_CASE("finding: JS search advance(Infinity) looped for ever: work saturates instead of wrapping to 0") {
    const double inf = std::numeric_limits<double>::infinity();
    CHECK(saturate_uint(inf, 1) == UINT64_MAX);
    CHECK(saturate_uint(1e30, 1) == UINT64_MAX);
    CHECK(saturate_uint(std::nan(""), 1) == 1);
    CHECK(saturate_uint(-inf, 1) == 1);
    CHECK(saturate_uint(0.5, 1) == 1);
    CHECK(saturate_uint(1e6, 1) == 1'000'000);
    // And a search given that much work runs to its end.
    octal::PeriodSearch s(octal::parse_code("0.07").value(), 1000);
    CHECK(s.advance(saturate_uint(inf, 1)) == octal::PeriodSearch::Status::Proved);
}

TEST_CASE("finding: offsets counted UTF-8 bytes: ?game=é&x=%zz points at the 11th character") {
    auto r = app::state_from_link("?game=\xC3\xA9&x=%zz");
    bool seen = false;
    for (const Error& e : r.errors)
        if (e.where == "link") {
            seen = true;
            CHECK(e.offset == 10); // 0-based: '?' 'g' 'a' 'm' 'e' '=' 'é' '&' 'x' '=' '%'
            CHECK(e.describe().find("character 11") != std::string::npos);
        }
    CHECK(seen);
    // Inside a value: 'é' then 'x' is character 2 of pos.
    auto p = app::state_from_link("pos=\xC3\xA9x");
    REQUIRE(p.errors.size() == 1);
    CHECK(p.errors[0].offset == 0);
    auto q = app::state_from_link("pos=3,\xC3\xA9");
    REQUIRE(q.errors.size() == 1);
    CHECK(q.errors[0].offset == 2);
    CHECK(char_count("a\xC3\xA9z") == 3);
    CHECK(char_count("\xEF\xBC\x90.07", 3) == 1);
    CHECK(char_count("\xFF\xFE") == 2); // bytes that are not UTF-8 count one each
}

TEST_CASE("finding: full-width '０' was named 'byte 0xEF': non-ASCII is named as the character") {
    auto e = octal::parse_code("\xEF\xBC\x90.07").error();
    CHECK(e.message.find("'\xEF\xBC\x90' (U+FF10)") != std::string::npos);
    CHECK(e.message.find("byte") == std::string::npos);
    CHECK(parse_uint_list("3,\xC3\xA9", "pos", 99, 12).error().message.find("'\xC3\xA9' (U+00E9)") != std::string::npos);
    CHECK(quote_at("\xC2\xA0", 0).find("no-break space") != std::string::npos);
    CHECK(quote_at("\xFF", 0).find("byte 0xFF") != std::string::npos); // not UTF-8: the byte it is
    CHECK(quote_at("\xE2\x82", 0).find("byte 0xE2") != std::string::npos); // a cut sequence
}

TEST_CASE("finding: single numbers reused the list parser's words (--width=, n=1,2, n=0)") {
    auto empty = parse_uint("", "--width", 1, 1000).error();
    CHECK(empty.message.find("commas") == std::string::npos);
    CHECK(empty.message.find("one whole number 1..1000") != std::string::npos);
    auto two = app::state_from_link("game=octal&n=1,2").errors.at(0);
    CHECK(two.where == "n");
    CHECK(two.message.find("items") == std::string::npos);
    CHECK(two.message.find("one whole number 1..536870912") != std::string::npos);
    CHECK(two.offset == 1);
    // n=0 is refused with the range the message states, which now starts at 1.
    auto zero = app::state_from_link("game=octal&n=0").errors.at(0);
    CHECK(zero.message.find("1..536870912") != std::string::npos);
    CHECK(zero.message.find("0..") == std::string::npos);
    // width 0 is a value (the proved period), and says 0..63 when wrong.
    CHECK(app::state_from_link("game=octal&width=0").errors.empty());
    CHECK(app::state_from_link("game=octal&width=64").errors.at(0).message.find("at most 63") != std::string::npos);
    CHECK(parse_uint(" 7 ", "n", 1, 10).value() == 7);
    CHECK(parse_uint("7x", "n", 1, 10).error().offset == 1);
}

TEST_CASE("finding: subtraction {1,2 said '2' found where '}' was expected: it says missing '}'") {
    auto e = octal::parse_subtraction("{1,2").error();
    CHECK(e.message.find("missing '}'") != std::string::npos);
    CHECK(e.offset == 4);
    auto after = octal::parse_subtraction("{1,2} x").error();
    CHECK(after.message.find("after '}'") != std::string::npos);
    CHECK(after.offset == 6);
    CHECK(octal::parse_subtraction(" {1,3,4} ").ok());
}

TEST_CASE("finding: a 5,000-character unknown key was echoed whole") {
    const std::string key(5000, 'k');
    auto r = app::state_from_link(key + "=1");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].describe().size() < 200);
    CHECK(r.errors[0].describe().find("5000 characters") != std::string::npos);
    // Cutting never splits a character in two.
    const std::string accents = std::string(60, 'a') + "\xC3\xA9\xC3\xA9";
    CHECK(echo(accents, 61).find("a\xC3\xA9\xE2\x80\xA6") != std::string::npos);
}

TEST_CASE("finding: subtractionRules([1,65]) named 'set', not the element set[1]") {
    const std::vector<std::uint64_t> set{1, 65};
    auto e = octal::subtraction(set).error();
    CHECK(e.where == "set[1]");
    CHECK(e.message.find("65") != std::string::npos);
}

TEST_CASE("finding: the winning-move search was outside every budget: it is counted before it starts") {
    auto rules = octal::parse_code("0.77").value(); // Kayles: period 12, G(n) known for every n
    octal::PeriodSearch s(rules, 1000);
    s.advance();
    const std::vector<octal::Heap> heaps{1'000'000, 3};
    // option_count counts without listing: the same number as listing them.
    std::uint64_t listed = 0;
    octal::for_each_option(rules, 1'000'000, [&](const octal::HeapOption&) { ++listed; });
    CHECK(octal::option_count(rules, 1'000'000) == listed);
    CHECK(octal::winning_move_work(rules, heaps) == listed + octal::option_count(rules, 3));
    auto refused = octal::analyse_position(rules, s.value_lookup(), heaps, 1000);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("more than the 1000 allowed") != std::string::npos);
    CHECK(octal::analyse_position(rules, s.value_lookup(), heaps).ok());
}

TEST_CASE("finding: the mex view listed every option each frame: the table holds the values once, as a set") {
    app::Explorer e;
    REQUIRE(e.set_rules_text("0.77").ok());
    while (e.running()) e.step(1'000'000);
    REQUIRE(e.proved());
    // n = 100000 of Kayles: options "take 1 or 2 and split the rest"; the values present are the
    // nim-sums G(a) ^ G(b), brute-forced here from the period.
    const std::uint64_t n = 100000;
    auto t = e.mex_table(n, 50);
    REQUIRE(t);
    CHECK(t->options.size() == 50);
    std::set<Grundy> present;
    octal::for_each_option(e.rules(), n, [&](const octal::HeapOption& o) {
        Grundy v = 0;
        for (unsigned i = 0; i < o.parts; ++i) v ^= e.value(o.left[i])->value;
        present.insert(v);
    });
    CHECK(t->total == octal::option_count(e.rules(), n));
    CHECK(std::vector<Grundy>(present.begin(), present.end()) == t->values);
    Grundy mex = 0;
    while (present.count(mex)) ++mex;
    CHECK(t->mex == mex);
    CHECK(t->mex == e.value(n)->value);
}

TEST_CASE("finding: hints=1 in a link was refused: every on/off key reads 1/0, true/false, yes/no") {
    for (const char* on : {"on", "1", "true", "yes", "ON", "True", "YES"}) {
        auto r = app::state_from_link(std::string("game=nim&hints=off&hints=") + on); // the first one counts
        CHECK_FALSE(r.state.hints);
        auto s = app::state_from_link(std::string("game=chomp&hints=") + on);
        CHECK(s.errors.empty());
        CHECK(s.state.hints);
    }
    for (const char* off : {"off", "0", "false", "no", "No"}) {
        auto r = app::state_from_link(std::string("game=nim&hints=") + off);
        CHECK(r.errors.empty());
        CHECK_FALSE(r.state.hints);
        CHECK(app::link_from_state(r.state).find("hints=off") != std::string::npos); // written back as off
    }
    auto bad = app::state_from_link("hints=maybe");
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].message.find("not on or off") != std::string::npos);
    CHECK(bad.state.hints);
}

TEST_CASE("finding: the README said a typed sum holds 10 heaps while links took 400: one cap, 400 heaps in all, both ways") {
    // The same parser reads the page's typed field ("position") and a link's pos: 400 heaps in all
    // are accepted, split over parts or not, and the 401st is refused with the cap in the message.
    auto ones = [](std::size_t k) {
        std::string s;
        for (std::size_t i = 0; i < k; ++i) s += i ? ",1" : "1";
        return s;
    };
    for (std::string_view field : {"position", "pos"}) {
        auto full = sums::parse_parts("nim:" + ones(400), field);
        REQUIRE(full.ok());
        CHECK(full.value()[0].heaps.size() == 400);
        auto split = sums::parse_parts("nim:" + ones(200) + "|0.77:" + ones(200), field);
        REQUIRE(split.ok());
        auto over = sums::parse_parts("nim:" + ones(200) + "|0.77:" + ones(201), field);
        REQUIRE_FALSE(over.ok());
        CHECK(over.error().where == field);
        CHECK(over.error().message.find("400") != std::string::npos);
    }
    CHECK(sums::kMaxPlayCells == 400);
    // A link with 400 heaps opens with no notice; one with 401 says why.
    CHECK(app::state_from_link("?v=1&game=sum&pos=nim:" + ones(400)).errors.empty());
    const auto bad = app::state_from_link("?v=1&game=sum&pos=nim:" + ones(401));
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].describe().find("400") != std::string::npos);
}

TEST_CASE("finding (fuzz_link): a piece with an empty key ('?v&=1') gave an error naming no input") {
    // Found by fuzz_link: the key '' reached the unknown-key notice, whose `where` was the empty key.
    const auto parsed = parse_link("?v&=1&game=nim");
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[1].describe() == "link, character 4: '=1' has no key before '='; it was ignored");
    CHECK(parsed.params.size() == 1);
    const auto load = app::state_from_link("?v&=1&game=nim");
    for (const Error& e : load.errors) {
        CHECK_FALSE(e.where.empty());
        CHECK_FALSE(e.message.empty());
    }
    CHECK(load.state.game == "nim");
}

TEST_CASE("finding (fuzz_link): a graph link with a position that does not fit its graph wrote a link that did not open cleanly") {
    // ?game=graph&graph=atur:b,c;b:c;c:&pos=a,b: the graph has no vertex a, so pos was refused and
    // the example a,b (which does not fit either) was kept: the state was not one a link opens.
    const auto load = app::state_from_link("?v=1&game=graph&graph=atur:b,c;b:c;c:&pos=a,b");
    REQUIRE_FALSE(load.errors.empty());
    CHECK(load.errors[0].where == "pos");
    const std::string link = app::link_from_state(load.state);
    const auto again = app::state_from_link(link);
    CHECK(again.errors.empty());
    CHECK(again.state == load.state);
    // A position that fits keeps the user's graph.
    const auto good = app::state_from_link("?v=1&game=graph&graph=atur:b,c;b:c;c:&pos=atur,b");
    CHECK(good.errors.empty());
    CHECK(good.state.pos == "atur,b");
}

TEST_CASE("finding (fuzz_link): a graph link whose pos did not read kept the example in an order its link did not read back to") {
    // ?game=graph&graph=b:a,k;bv:c;c:&pos=1,x,7: pos names no vertex, so the example a,b was kept
    // as typed, while the link written from it reads back as b,a (the graph's own vertex order).
    const auto load = app::state_from_link("?v=1&game=graph&graph=b:a,k;bv:c;c:&pos=1,x,7");
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].where == "pos");
    CHECK(load.state.pos == "b,a");
    const auto again = app::state_from_link(app::link_from_state(load.state));
    CHECK(again.errors.empty());
    CHECK(again.state == load.state);
    // With no pos at all the start position is used, as before.
    CHECK(app::state_from_link("?v=1&game=graph&graph=b:a,k;bv:c;c:").errors.empty());
}

TEST_CASE("finding: grundylab cgt of a sum of 59 parts ran 50 s: the winning first moves share one work budget") {
    // {1/2|*} + {1/4|*} + ...: listing the winning first moves reset the budget for every part,
    // so 59 parts had 59 budgets. Now the fold and the listing together stay within two.
    std::string sum;
    for (int i = 1; i < 60; ++i) sum += (i > 1 ? "+" : "") + std::string("{1/") + std::to_string(1 << (i % 10)) + "|*}";
    cgt::Limits lim;
    lim.work = 20'000;
    lim.outcome_work = 20'000;
    auto c = cgt::calculate(sum, lim);
    REQUIRE(c.ok());
    CHECK(c.value().store->work() <= 2 * lim.work + 1000);
    // Each part {x|*} with x > 0 is positive (Right moving first goes to *, and Left answers to 0),
    // so the sum is an L-position, where known.
    CHECK((c.value().outcome == Outcome::L || c.value().outcome == Outcome::Unknown));
}

TEST_CASE("finding: grundylab cgt of a sum of 39 switches {n|-n} ran for minutes: the outcome search counts every move") {
    // The parts search counted only positions it had not seen: each costs up to 78 moves of 39
    // parts, so a budget of 2,000,000 meant minutes. It counts moves now and says when it stops.
    std::string sum;
    for (int i = 1; i < 40; ++i) sum += (i > 1 ? "+" : "") + std::string("{") + std::to_string(i) + "|-" + std::to_string(i) + "}";
    cgt::Limits lim;
    lim.work = 2'000;
    lim.outcome_work = 2'000;
    auto c = cgt::calculate(sum, lim);
    REQUIRE(c.ok());
    CHECK_FALSE(c.value().canonical_known);
    if (c.value().outcome == Outcome::Unknown) CHECK(c.value().note.find("too large") != std::string::npos);
    else CHECK(c.value().outcome == Outcome::N); // a sum of switches {n|-n}: whoever starts takes the hottest
}

TEST_CASE("finding (fuzz_cgt): a canonical form too costly to read back within the limits gave no cap in its refusal") {
    // ±1024 is cheap to build; its canonical form {1024|-1024}, typed, costs more. Within a small
    // budget one reads and the other is refused: the refusal names the caps it ran into.
    cgt::Limits lim;
    lim.work = 20'000;
    auto pm = cgt::calculate("±1024", lim);
    auto braces = cgt::calculate("{1024|-1024}", lim);
    for (const auto* r : {&pm, &braces}) {
        if (r->ok()) continue;
        CHECK(r->error().message.find("20,000 steps of work, birthdays up to 1024") != std::string::npos);
        CHECK(r->error().offset == 0);
    }
    // With the default limits both read, to the same canonical form.
    auto a = cgt::calculate("±1024"), b = cgt::calculate("{1024|-1024}");
    if (a.ok() && b.ok()) CHECK(a.value().canonical_text == b.value().canonical_text);
    else CHECK((a.ok() || a.error().message.find("steps of work") != std::string::npos));
}

TEST_CASE("finding: a refused wasm memory growth aborted the explorer: a refused allocation stops the search with a message") {
    // An injected limit stands for the browser's refusal: the same path (the block is asked for
    // before the vector grows) is taken when malloc returns null in wasm.
    const auto rules = octal::parse_code("0.3").value(); // G(n) = n mod 2: one byte each
    octal::Sequence free_run(rules);
    REQUIRE(free_run.advance(200'000));
    octal::Sequence seq(rules);
    seq.set_memory_limit(64 * 1024);
    CHECK_FALSE(seq.advance(200'000));
    REQUIRE(seq.out_of_memory());
    CHECK(seq.size() > 1000);
    CHECK(seq.size() < 64 * 1024);
    CHECK(seq.storage_bytes() <= 64 * 1024);
    const std::string msg = seq.memory_message();
    CHECK(msg.rfind("memory: ", 0) == 0);
    CHECK(msg.find(" MB more; computed " + std::to_string(seq.size()) + " values") != std::string::npos);
    // What was computed is kept and right; asking again changes nothing.
    for (std::uint64_t n = 0; n < seq.size(); ++n) REQUIRE(seq[n] == free_run[n]);
    const auto size = seq.size();
    CHECK_FALSE(seq.advance(200'000));
    CHECK(seq.size() == size);

    // Widening (values past 255 need 2 bytes each) is asked for too: Lasker's Nim, G(n) near n.
    octal::Sequence wide(octal::parse_heap_rules("lasker", "code").value());
    wide.set_memory_limit(16'000);
    CHECK_FALSE(wide.advance(3000));
    CHECK(wide.out_of_memory());
    CHECK(wide.bytes_per_value() == 1);
    CHECK(wide.size() >= 250);
    CHECK(wide.max_value() <= 255);
    CHECK(wide.storage_bytes() <= 16'000);

    // A period search stops with its own status; the explorer's copy says the same.
    octal::PeriodSearch search(octal::parse_code("0.007").value(), 1'000'000);
    const_cast<octal::Sequence&>(search.sequence()).set_memory_limit(32 * 1024);
    CHECK(search.advance() == octal::PeriodSearch::Status::OutOfMemory);
    CHECK(search.sequence().memory_message().find("memory: ") == 0);
    octal::PeriodSearch copy(octal::parse_code("0.007").value(), 1'000'000);
    std::vector<std::uint8_t> bytes;
    for (std::uint64_t n = 0; n < search.sequence().size(); ++n) bytes.push_back(static_cast<std::uint8_t>(search.sequence()[n]));
    copy.append_copy(bytes.data(), bytes.size(), 1, search.sequence().state(), search.status());
    CHECK(copy.status() == octal::PeriodSearch::Status::OutOfMemory);
    CHECK(copy.sequence().out_of_memory());
}

TEST_CASE("finding: grundylab octal 4.7 pos 16777216 took 20 s and 680 MB listing 8,388,608 winning moves: a few are listed, all counted") {
    const auto rules = octal::parse_code("4.7").value();
    octal::PeriodSearch search(rules, 3001);
    REQUIRE(search.advance() != octal::PeriodSearch::Status::Running);
    const std::vector<octal::Heap> heaps{3000}; // G(3000) != 0: many winning moves
    auto all = octal::analyse_position(rules, search.value_lookup(), heaps);
    auto few = octal::analyse_position(rules, search.value_lookup(), heaps, UINT64_MAX, 10);
    REQUIRE(all);
    REQUIRE(few);
    // The count, by brute force: every option of every heap that leaves nim-sum 0.
    std::uint64_t brute = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i)
        octal::for_each_option(rules, heaps[i], [&](const octal::HeapOption& o) {
            Grundy g = all->nim_sum ^ all->values[i];
            for (unsigned t = 0; t < o.parts; ++t) g ^= search.lookup(o.left[t])->value;
            if (g == 0) ++brute;
        });
    CHECK(brute > 100);
    CHECK(all->winning_move_count == brute);
    CHECK(all->winning_moves.size() == brute);
    CHECK(few->winning_move_count == brute);
    REQUIRE(few->winning_moves.size() == 10);
    for (std::size_t k = 0; k < 10; ++k) CHECK(few->winning_moves[k] == all->winning_moves[k]); // the first ten, in order
}

TEST_CASE("finding: a mask review asked for 8 bytes a value (32 GiB at 2^32) and was skipped; it asks only for the rare list it keeps") {
    // 0.014 turns sparse at its review at n = 16384, with about 2,000 rare positions. The review
    // used to ask for a candidate list of n entries (128 KiB here) on top of the 70 KB held, before
    // counting them; under a limit of 200,000 bytes it was refused and the run went on naively.
    // Now it asks for the counted list only: the run peaks near 191 KB (values of 2 bytes past
    // 11,058, doubling at 22,118) and equals the free one, methods and all.
    const auto rules = octal::parse_code("0.014").value();
    octal::Sequence free_run(rules);
    REQUIRE(free_run.advance(32768));
    octal::Sequence tight(rules);
    tight.set_memory_limit(200'000);
    CHECK(tight.advance(32768));
    CHECK_FALSE(tight.out_of_memory());
    CHECK(tight.storage_bytes() <= 200'000);
    REQUIRE(free_run.methods().size() == 2);
    CHECK(free_run.methods()[1].begin == 16384);
    CHECK(free_run.methods()[1].method == octal::Method::Sparse);
    CHECK(tight.methods() == free_run.methods());
    CHECK(tight.rare_positions() == free_run.rare_positions());
    for (std::uint64_t n = 0; n < 32768; ++n) REQUIRE(tight[n] == free_run[n]);
}
