// The octal explorer's model (app/explorer.h) and its links, checked without a browser.
#include <doctest.h>

#include <string>

#include "app/explorer.h"
#include "app/state.h"

using namespace gl;
using namespace gl::app;

namespace {
void run_to_end(Explorer& e, std::uint64_t slice = 500) {
    for (int i = 0; i < 1000000 && e.running(); ++i) e.step(slice);
}
} // namespace

TEST_CASE("the explorer starts on Dawson's Kayles and proves its period in small slices") {
    Explorer e;
    CHECK(e.code() == "0.07");
    int slices = 0;
    while (e.running()) {
        e.step(200);
        ++slices;
    }
    CHECK(slices > 5); // the work really was cut into slices
    REQUIRE(e.proved());
    CHECK(e.periodicity()->period == 34);
    CHECK(e.periodicity()->preperiod == 53);
    CHECK(e.computed() < e.target()); // it stopped at the proof
    // Values beyond those computed come from the period, and say so.
    auto far = e.value(1000000);
    REQUIRE(far);
    CHECK(far->source == octal::PeriodSearch::Source::Periodic);
    CHECK(far->value == e.value(53 + (1000000 - 53) % 34)->value);
    CHECK(e.is_exception(15));
    CHECK_FALSE(e.is_exception(16));
}

TEST_CASE("a bad code keeps the last valid game") {
    Explorer e;
    REQUIRE(e.set_rules_text("0.77").ok());
    auto bad = e.set_rules_text("0.7#");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().offset == 3);
    CHECK(e.code() == "0.77");
    CHECK(e.set_rules_text("S=1,3,4").ok());
    CHECK(e.code() == "0.3033");
    CHECK(e.set_rules_text("{2,3}").ok());
    CHECK(e.code() == "0.033");
    CHECK(e.set_rules_text("S=1,x").error().offset == 4);
}

TEST_CASE("cancel stops the work, extend goes on without recomputing") {
    Explorer e;
    REQUIRE(e.set_rules_text("0.007").ok()); // Treblecross: no period in reach
    REQUIRE(e.set_target(400).ok());
    e.step(2000);
    e.cancel();
    const auto done = e.computed();
    e.step(100000);
    CHECK(e.computed() == done);
    CHECK_FALSE(e.running());
    run_to_end(e); // cancelled: nothing happens
    e.resume();
    run_to_end(e);
    CHECK(e.computed() == 400);
    CHECK_FALSE(e.proved());
    const octal::Sequence* before = &e.sequence();
    e.extend(600);
    run_to_end(e);
    CHECK(e.computed() == 600);
    // Extending went on with the same sequence: nothing was recomputed from 0.
    CHECK(&e.sequence() == before);
    octal::Sequence fresh(e.rules());
    fresh.advance(600);
    CHECK(e.sequence().work_done() == fresh.work_done());
    // Asking again for the same n, or for more once a period is proved, keeps the work too.
    REQUIRE(e.set_rules_text("0.77").ok());
    run_to_end(e);
    REQUIRE(e.proved());
    const octal::Sequence* proved = &e.sequence();
    CHECK(e.set_target(e.target()).ok());
    CHECK(e.set_target(5000).ok());
    CHECK(&e.sequence() == proved);
    CHECK(e.proved());
    CHECK_FALSE(e.set_target(0).ok());
}

TEST_CASE("the mex table of a heap: Dawson's Kayles n = 5 and n = 6 (Guy and Smith (1956), Winning Ways ch. 4)") {
    Explorer e;
    run_to_end(e);
    auto t5 = e.mex_table(5);
    REQUIRE(t5);
    // Remove two adjacent squares from a row of 5: leave 3, or 1 + 2. Values G(3) = 1, G(1)^G(2) = 1.
    REQUIRE(t5->options.size() == 2);
    CHECK(t5->mex == 0);
    CHECK(t5->mex == e.value(5)->value);
    auto t6 = e.mex_table(6);
    REQUIRE(t6);
    CHECK(t6->mex == 3);
    // A heap with more options than are listed: the mex still uses them all.
    auto big = e.mex_table(5000, 100);
    REQUIRE(big);
    CHECK(big->options.size() == 100);
    CHECK(big->total == 2500); // from 5000 remove 2 squares: leave 4998, or a + b = 4998 with 1 <= a <= b
    CHECK(big->mex == e.value(5000)->value);
}

TEST_CASE("exports: CSV and a LaTeX table in Table 1's layout") {
    Explorer e;
    run_to_end(e);
    CHECK(e.csv(5) == "n,G(n)\n0,0\n1,0\n2,1\n3,1\n4,2\n");
    CHECK(e.csv(3, '\t') == "n\tG(n)\n0\t0\n1\t0\n2\t1\n");
    const std::string tex = e.latex(68, 34);
    CHECK(tex.find("\\begin{tabular}") != std::string::npos);
    CHECK(tex.find("0+ & \\underline{0} & \\underline{0} & 1 & 1 & 2") != std::string::npos);
    CHECK(tex.find("34+ & 4 & \\underline{0} & 1") != std::string::npos);
}

TEST_CASE("octal links round-trip, and keys of the other game are named") {
    State s = default_state("octal");
    s.rules = "0.77";
    s.n = 5000;
    s.width = 12;
    s.view = "mex";
    s.at = 70;
    s.embed = "table";
    auto back = state_from_link(link_from_state(s));
    CHECK(back.errors.empty());
    CHECK(back.state == s);

    auto sub = state_from_link("?pos=3&game=octal&rules=S=1,3,4&view=plot");
    REQUIRE(sub.errors.size() == 1);
    CHECK(sub.errors[0].where == "pos");
    CHECK(sub.errors[0].message.find("does not apply") != std::string::npos);
    CHECK(sub.state.rules == "0.3033");
    CHECK(sub.state.view == "plot");

    auto bad = state_from_link("?game=octal&rules=0.1#&n=0&view=pie");
    REQUIRE(bad.errors.size() == 3);
    CHECK(bad.errors[0].where == "rules");
    CHECK(bad.errors[0].offset == 3);
    CHECK(bad.state.rules == "0.07");
}

namespace {
// A search host in the same thread, standing in for the page's Web Worker: it runs its own
// PeriodSearch when pumped and reports the new values in chunks, as the worker does.
struct FakeHost final : SearchHost {
    std::unique_ptr<octal::PeriodSearch> search;
    std::uint64_t id = 0, sent = 0;
    bool paused = false;
    int starts = 0;
    bool start(std::uint64_t i, const std::string& code, std::uint64_t limit) override {
        search = std::make_unique<octal::PeriodSearch>(octal::parse_code(code).value(), limit);
        id = i;
        sent = 0;
        paused = false;
        ++starts;
        return true;
    }
    void set_limit(std::uint64_t i, std::uint64_t limit) override {
        if (i == id) search->raise_limit(limit);
    }
    void pause(std::uint64_t i) override {
        if (i == id) paused = true;
    }
    void resume(std::uint64_t i, std::uint64_t from) override {
        if (i != id) return;
        paused = false;
        sent = std::min(sent, from);
    }
    // One slice of work, then reports of at most `chunk` values each into `e` (a report the
    // explorer refuses is lost, as a message that arrives after Cancel).
    void pump(Explorer& e, std::uint64_t work, std::uint64_t chunk, bool ignore_pause = false) {
        if (!search || (paused && !ignore_pause)) return;
        search->advance(work);
        const octal::Sequence& seq = search->sequence();
        do {
            const std::uint64_t end = std::min(seq.size(), sent + chunk);
            std::vector<std::uint32_t> v;
            for (std::uint64_t n = sent; n < end; ++n) v.push_back(seq[n]);
            SearchReport r;
            r.id = id;
            r.begin = sent;
            r.values = v.data();
            r.count = v.size();
            r.width = 4;
            r.state = seq.state();
            r.status = end == seq.size() ? search->status() : octal::PeriodSearch::Status::Running;
            const bool taken = e.receive(r);
            CHECK(taken == !e.cancelled());
            sent = end;
        } while (sent < seq.size());
    }
};
} // namespace

TEST_CASE("a search in a host: the explorer's copy has the values, methods and proof of a local search") {
    for (const char* code : {"0.07", "0.127", "0.16"}) { // 0.16: a sparse-space mask, 510k values
        CAPTURE(code);
        Explorer local;
        REQUIRE(local.set_rules_text(code).ok());
        REQUIRE(local.set_target(1000000).ok());
        run_to_end(local, 100000);
        REQUIRE(local.proved());

        FakeHost host;
        Explorer e;
        e.set_host(&host);
        REQUIRE(e.set_rules_text(code).ok());
        REQUIRE(e.set_target(1000000).ok());
        CHECK(e.remote());
        e.step(1000000); // computes nothing: the host does
        CHECK(e.computed() == 0);
        for (int i = 0; i < 100000 && e.running(); ++i) host.pump(e, 2000000, 77777);
        REQUIRE(e.proved());
        CHECK(e.computed() == local.computed());
        CHECK(e.periodicity()->period == local.periodicity()->period);
        CHECK(e.periodicity()->preperiod == local.periodicity()->preperiod);
        CHECK(e.periodicity()->exception_count == local.periodicity()->exception_count);
        CHECK(e.periodicity()->certificate == local.periodicity()->certificate);
        CHECK(e.sequence().methods() == local.sequence().methods());
        CHECK(e.sequence().mask() == local.sequence().mask());
        CHECK(e.sequence().rare_positions() == local.sequence().rare_positions());
        CHECK(e.sequence().bytes_per_value() == local.sequence().bytes_per_value());
        CHECK(e.csv(5000) == local.csv(5000));
        for (std::uint64_t n = 0; n < local.computed(); n += 97) CHECK(e.is_exception(n) == local.is_exception(n));
        CHECK(e.mex_table(1234)->mex == local.mex_table(1234)->mex);
    }
}

TEST_CASE("a copy takes the proof made where the values were computed, if it fits them") {
    octal::PeriodSearch local(octal::parse_code("0.16").value(), 1000000);
    local.advance();
    REQUIRE(local.status() == octal::PeriodSearch::Status::Proved);
    const octal::Sequence& seq = local.sequence();
    std::vector<std::uint8_t> bytes;
    for (std::uint64_t n = 0; n < seq.size(); ++n) bytes.push_back(static_cast<std::uint8_t>(seq[n]));

    // The host's proof is taken as it is (the page does not prove 0.1777 a second time).
    octal::Periodicity sent = *local.periodicity();
    sent.certificate = "as the host wrote it";
    octal::PeriodSearch taken(octal::parse_code("0.16").value(), 1000000);
    taken.append_copy(bytes.data(), bytes.size(), 1, seq.state(), octal::PeriodSearch::Status::Proved, &sent);
    REQUIRE(taken.periodicity());
    CHECK(taken.periodicity()->certificate == "as the host wrote it");
    CHECK(taken.periodicity()->period == 149459);

    // A proof that does not fit the values (read from more values than arrived) is not taken:
    // the copy proves the period again from its own values.
    octal::Periodicity wrong = sent;
    wrong.values_used = seq.size() + 1;
    octal::PeriodSearch again(octal::parse_code("0.16").value(), 1000000);
    again.append_copy(bytes.data(), bytes.size(), 1, seq.state(), octal::PeriodSearch::Status::Proved, &wrong);
    REQUIRE(again.periodicity());
    CHECK(again.periodicity()->certificate == local.periodicity()->certificate);
    CHECK(again.periodicity()->preperiod == 105351);
}

TEST_CASE("a search in a host: cancel, continue and extend reach the host; stale reports are refused") {
    FakeHost host;
    Explorer e;
    e.set_host(&host);
    REQUIRE(e.set_rules_text("0.376").ok()); // a long preperiod: no proof within 3000 values
    REQUIRE(e.set_target(3000).ok());
    const std::uint64_t first = host.id;
    host.pump(e, 2000, 500);
    const std::uint64_t at_cancel = e.computed();
    REQUIRE(at_cancel > 0);
    e.cancel();
    CHECK(host.paused);
    CHECK_FALSE(e.running());
    host.pump(e, 2000, 500, true); // the slice under way when Cancel was pressed: refused
    CHECK(e.computed() == at_cancel);
    e.resume();
    CHECK_FALSE(host.paused);
    CHECK(host.sent == at_cancel); // reports again what was refused
    for (int i = 0; i < 100000 && e.running(); ++i) host.pump(e, 5000, 1000);
    CHECK_FALSE(e.proved());
    CHECK(e.computed() == 3000); // the limit was reached
    e.extend(6000);
    CHECK(e.running());
    CHECK(host.search->limit() == 6000);
    for (int i = 0; i < 100000 && e.running(); ++i) host.pump(e, 5000, 1000);
    CHECK(e.computed() == 6000);
    CHECK(host.starts == 1); // n and extend went on where the search stood

    // A report of an older search, or one that does not follow on, changes nothing.
    const std::uint32_t v[3] = {0, 1, 2};
    SearchReport stale;
    stale.id = first - 1;
    stale.begin = e.computed();
    stale.values = v;
    stale.count = 3;
    stale.width = 4;
    CHECK_FALSE(e.receive(stale));
    SearchReport gap = stale;
    gap.id = host.id;
    gap.begin = e.computed() + 1;
    CHECK_FALSE(e.receive(gap));
    CHECK(e.computed() == 6000);

    // Without a host the next search computes here again.
    e.host_failed();
    CHECK_FALSE(e.remote());
    run_to_end(e, 100000);
    CHECK(e.computed() == 6000);
}

TEST_CASE("a search in a host waits while another screen is shown, and goes on where it stood") {
    FakeHost host;
    Explorer e;
    e.set_host(&host);
    REQUIRE(e.set_rules_text("0.376").ok());
    REQUIRE(e.set_target(3000).ok());
    host.pump(e, 2000, 500);
    const std::uint64_t at_leave = e.computed();
    e.suspend(); // the user opened another game
    CHECK(host.paused);
    CHECK(e.running()); // not cancelled: nothing the user did stopped it
    host.pump(e, 2000, 500, true); // the slice under way is still taken
    const std::uint64_t after = e.computed();
    CHECK(after >= at_leave);
    host.pump(e, 2000, 500); // a paused host computes nothing
    CHECK(e.computed() == after);
    e.wake(); // back to the explorer
    CHECK_FALSE(host.paused);
    CHECK(host.sent == after);
    for (int i = 0; i < 100000 && e.running(); ++i) host.pump(e, 5000, 1000);
    CHECK(e.computed() == 3000);
    CHECK(host.starts == 1);

    // A cancelled search stays cancelled across a visit to another screen.
    REQUIRE(e.set_target(6000).ok());
    host.pump(e, 2000, 500);
    e.cancel();
    e.suspend();
    e.wake();
    CHECK(host.paused);
    CHECK(e.cancelled());
}

TEST_CASE("a search in a host: a report of the old limit arriving after Extend, and reports sent again") {
    FakeHost host;
    Explorer e;
    e.set_host(&host);
    REQUIRE(e.set_rules_text("0.16").ok());
    // The host reaches the first limit (1000) and says so; the report is read only after n rose.
    REQUIRE(host.search->advance() == octal::PeriodSearch::Status::LimitReached);
    std::vector<std::uint32_t> v;
    for (std::uint64_t n = 0; n < 1000; ++n) v.push_back(host.search->sequence()[n]);
    SearchReport late;
    late.id = host.id;
    late.values = v.data();
    late.count = v.size();
    late.width = 4;
    late.state = host.search->sequence().state();
    late.status = octal::PeriodSearch::Status::LimitReached;
    REQUIRE(e.set_target(1000000).ok());
    REQUIRE(e.receive(late));
    CHECK(e.computed() == 1000);
    CHECK(e.running()); // the old limit is not the end
    host.sent = 0;      // the host reports everything again: what is here already is skipped
    for (int i = 0; i < 100000 && e.running(); ++i) host.pump(e, 2000000, 65536);
    REQUIRE(e.proved());
    CHECK(e.periodicity()->period == 149459);
    CHECK(e.periodicity()->preperiod == 105351);
}

TEST_CASE("the table's legend says where its values come from, per game") {
    Explorer e; // Dawson's Kayles: a proved period gives the values past those computed
    run_to_end(e);
    REQUIRE(e.proved());
    auto octal_legend = e.table_legend();
    CHECK(octal_legend.exceptions);
    CHECK(octal_legend.values.find("proved period") != std::string::npos);

    REQUIRE(e.set_rules_text("lasker").ok());
    REQUIRE(e.set_target(200).ok());
    run_to_end(e);
    auto lasker = e.table_legend();
    CHECK_FALSE(lasker.exceptions);
    CHECK(lasker.values.find("proved period") == std::string::npos);
    CHECK(lasker.values.find("closed form") != std::string::npos);
    for (std::uint64_t n = 0; n < 200; ++n) CHECK(e.value(n)->source == octal::PeriodSearch::Source::Computed); // as the legend says

    REQUIRE(e.set_rules_text("grundy").ok());
    REQUIRE(e.set_target(300).ok());
    run_to_end(e);
    auto grundy = e.table_legend();
    CHECK_FALSE(grundy.exceptions);
    CHECK(grundy.values.find("proved period") == std::string::npos);
    CHECK(grundy.values.find("to n = " + std::to_string(e.computed() - 1)) != std::string::npos); // how far it was computed
    CHECK(grundy.values.find("no period is known") != std::string::npos);
}

TEST_CASE("the mex table of the empty heap has no options, in every family (Grundy's game's split count once wrapped at 0)") {
    for (const char* code : {"grundy", "lasker", "0.07", "{1,3,4}"}) {
        CAPTURE(code);
        Explorer e;
        REQUIRE(e.set_rules_text(code));
        REQUIRE(e.set_target(50));
        run_to_end(e);
        auto t = e.mex_table(0);
        REQUIRE(t);
        CHECK(t->total == 0);
        CHECK(t->mex == 0);
        // Grundy's game from 7: splits into two unequal heaps, 1 + 6, 2 + 5, 3 + 4.
        if (std::string(code) == "grundy") CHECK(e.mex_table(7)->total == 3);
    }
}
