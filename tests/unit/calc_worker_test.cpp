// The calculator's long expressions in a worker (app/calculator.h, cgt/calc_wire.h): the answer
// that crosses from the worker reads back as the very answer computed here (every text, the
// derivation, the thermograph, the game tree's forms), a first try cut short by its deadline is
// never shown, and a job cancelled or replaced is never installed. The host here is a stand-in
// for the page's Web Worker: it keeps the jobs and answers them when the test says.
#include <doctest.h>

#include <string>
#include <vector>

#include "app/calculator.h"
#include "app/page.h"
#include "cgt/calc_wire.h"
#include "core/deadline.h"

using namespace gl;
using namespace gl::app;

namespace {

struct FakeHost final : CalcHost {
    struct Job {
        std::uint64_t id;
        std::string expr, vs;
    };
    std::vector<Job> started;
    std::vector<std::uint64_t> cancelled;
    bool works = true;
    bool start(std::uint64_t id, const std::string& expr, const std::string& vs) override {
        if (!works) return false;
        started.push_back({id, expr, vs});
        return true;
    }
    void cancel(std::uint64_t id) override { cancelled.push_back(id); }
    // The worker's side of the last job, handed back.
    bool answer(Calculator& c) const {
        const Job& j = started.back();
        return c.receive(j.id, Calculator::answer_wire(j.expr, j.vs));
    }
};

// Two forms of two stores are the same game tree, node by node (to `depth`).
void same_tree(cgt::Store& a, cgt::Id g, cgt::Store& b, cgt::Id h, int depth = 6) {
    REQUIRE(a.text(g) == b.text(h));
    CHECK(a.number(g).has_value() == b.number(h).has_value());
    CHECK(a.nimber(g) == b.nimber(h));
    if (depth == 0 || a.number(g) || a.nimber(g)) return;
    const std::vector<cgt::Id> al = a.left(g), ar = a.right(g), bl = b.left(h), br = b.right(h);
    REQUIRE(al.size() == bl.size());
    REQUIRE(ar.size() == br.size());
    for (std::size_t i = 0; i < al.size(); ++i) same_tree(a, al[i], b, bl[i], depth - 1);
    for (std::size_t i = 0; i < ar.size(); ++i) same_tree(a, ar[i], b, br[i], depth - 1);
}

void same_walls(const cgt::Wall& a, const cgt::Wall& b) {
    REQUIRE(a.points.size() == b.points.size());
    for (std::size_t i = 0; i < a.points.size(); ++i) {
        CHECK(a.points[i].first == b.points[i].first);
        CHECK(a.points[i].second == b.points[i].second);
    }
}

// The calculator fed through the worker's string shows what the calculator computing here shows.
void round_trip(const std::string& expr, const std::string& vs = {}) {
    CAPTURE(expr);
    CAPTURE(vs);
    Calculator here;
    REQUIRE(here.set(expr, vs));
    FakeHost host;
    Calculator there;
    there.set_host(&host, -1); // no first try: every expression goes to the host
    REQUIRE(there.set(expr, vs));
    REQUIRE(there.pending());
    REQUIRE(host.started.size() == 1);
    CHECK(host.answer(there));
    CHECK_FALSE(there.take_error());
    CHECK_FALSE(there.pending());
    REQUIRE(there.calc() != nullptr);
    CHECK(there.export_text() == here.export_text());
    CHECK(there.export_latex() == here.export_latex());
    CHECK(there.step_count() == here.step_count());
    CHECK(there.history() == here.history());
    const cgt::Calc& a = *here.calc();
    const cgt::Calc& b = *there.calc();
    CHECK(b.brace_text == a.brace_text);
    CHECK(b.misere_options == a.misere_options);
    CHECK(static_cast<bool>(b.misere) == static_cast<bool>(a.misere));
    CHECK(b.loopy_outcome == a.loopy_outcome);
    CHECK(b.left_moves.size() == a.left_moves.size());
    for (std::size_t i = 0; i < a.left_moves.size() && i < b.left_moves.size(); ++i) CHECK(b.left_moves[i].to == a.left_moves[i].to);
    REQUIRE(b.thermograph.has_value() == a.thermograph.has_value());
    if (a.thermograph) {
        same_walls(a.thermograph->left, b.thermograph->left);
        same_walls(a.thermograph->right, b.thermograph->right);
        CHECK(a.thermograph->mean == b.thermograph->mean);
        CHECK(a.thermograph->temperature == b.thermograph->temperature);
    }
    if (a.canonical_known && !a.misere && a.loopy_outcome.empty()) same_tree(*a.store, a.canonical, *b.store, b.canonical);
    REQUIRE(b.terms.size() == a.terms.size());
    for (std::size_t i = 0; i < a.terms.size(); ++i) {
        CHECK(b.terms[i].source == a.terms[i].source);
        same_tree(*a.store, a.terms[i].value, *b.store, b.terms[i].value, 3);
        REQUIRE(b.terms[i].left.size() == a.terms[i].left.size());
        for (std::size_t k = 0; k < a.terms[i].left.size(); ++k)
            same_tree(*a.store, a.terms[i].left[k], *b.store, b.terms[i].left[k], 2);
    }
    REQUIRE((here.comparison() != nullptr) == (there.comparison() != nullptr));
    if (here.comparison()) {
        CHECK(there.comparison()->witness == here.comparison()->witness);
        CHECK(there.comparison()->relation == here.comparison()->relation);
        CHECK(there.comparison()->known == here.comparison()->known);
        CHECK(there.comparison()->difference.left_moves.size() == here.comparison()->difference.left_moves.size());
    }
}

} // namespace

TEST_CASE("calculator worker: every kind of answer crosses from the worker whole") {
    // Games and their trees, numbers and nimbers held as one node (2^40, *2^40), a sum too large
    // to list (*2^40 has no first moves listed), relations, methods, comparisons, misère and loopy games.
    for (const char* e : {"{0,*|1}", "{3||2*|1*}", "3+-1", "+-(1,1*)", "{0|v*}", "^+^+*", "Tiny(2)", "^<2> + v[3]",
                          "{3||2*|1*}.Temperature", "{5|-5}.Cool(2)", "^ <| *", "1/2:1", "-7/8 + *4", "2^40", "*(2^40) + ^", "*(2^40)",
                          "{{1|0},*|{0|-1}} + {2|-2}", "*200 + *37", "{1|{0|-5}} + {4||3|-2}", "*[2#0]", "*[2,2]+*[3]",
                          "game.heap.Kayles(12).MisereCanonicalForm", "on", "{pass|0}"})
        round_trip(e);
    round_trip("{0|1}", "1/2");
    round_trip("^", "*");
    round_trip("*200 + ^", "*201");
}

TEST_CASE("calculator worker: a first try cut short is never shown; the worker's answer is") {
    FakeHost host;
    Calculator c;
    c.set_host(&host, 0);
    // Cheap: answered at once, no job.
    REQUIRE(c.set("{1|0}"));
    CHECK(host.started.empty());
    CHECK(c.expr() == "{1|0}");
    // Enough work to pass a deadline of 0 ms: a job, and the last result stays meanwhile.
    REQUIRE(c.set("*300 + *299"));
    REQUIRE(host.started.size() == 1);
    REQUIRE(c.pending() != nullptr);
    CHECK(c.pending()->entry.expr == "*300 + *299");
    CHECK(c.expr() == "{1|0}");
    CHECK(c.typed() == "*300 + *299"); // the input box keeps what was asked
    CHECK(c.holds("*300 + *299", ""));
    CHECK_FALSE(c.holds("{1|0}", ""));
    CHECK(host.answer(c));
    CHECK_FALSE(c.pending());
    CHECK(c.expr() == "*300 + *299");
    CHECK(c.calc()->name.text == "*7");
    CHECK(c.history().size() == 2);
    // A syntax error is found by the first try (no work): said at once, nothing asked of the host.
    auto bad = c.set("{0|");
    CHECK_FALSE(bad);
    CHECK(host.started.size() == 1);
    CHECK(c.expr() == "*300 + *299");
    // Without a deadline the same expression is answered here.
    Calculator plain;
    REQUIRE(plain.set("*300 + *299"));
    CHECK(plain.calc()->name.text == "*7");
}

TEST_CASE("calculator worker: a job replaced or cancelled is never installed; its error is said once") {
    FakeHost host;
    Calculator c;
    c.set_host(&host, 0);
    REQUIRE(c.set("*300"));
    const std::uint64_t first = host.started.back().id;
    const std::string first_wire = Calculator::answer_wire("*300", "");
    REQUIRE(c.set("*301")); // replaces the first job
    CHECK(host.cancelled == std::vector<std::uint64_t>{first});
    CHECK_FALSE(c.receive(first, first_wire)); // the first job's late answer
    CHECK(c.calc() == nullptr);
    const std::uint64_t second = host.started.back().id;
    c.cancel();
    CHECK(host.cancelled.back() == second);
    CHECK_FALSE(c.pending());
    CHECK_FALSE(c.receive(second, Calculator::answer_wire("*301", "")));
    CHECK(c.calc() == nullptr);

    // The worker's error (found only when computed whole): said once, the last result kept.
    REQUIRE(c.set("{1|0}"));
    CHECK_FALSE(c.set("*300 + {"));
    CHECK_FALSE(c.pending()); // a syntax error: the first try says it
    REQUIRE(c.set("*300"));
    REQUIRE(c.pending());
    CHECK(c.receive(c.pending()->id, Calculator::answer_wire("{0|", "")));
    auto e = c.take_error();
    REQUIRE(e.has_value());
    CHECK(e->where == "expr");
    CHECK(e->offset == 3);
    CHECK_FALSE(c.take_error());
    CHECK(c.expr() == "{1|0}");
}

TEST_CASE("calculator worker: an answer that does not read back is an error, never half a result") {
    const std::string wire = Calculator::answer_wire("{3||2*|1*} + ^ + *[2#0]", "");
    const std::string cmp = Calculator::answer_wire("{0|1} + *300", "1/2");
    for (const std::string* w : {&wire, &cmp}) {
        for (std::size_t cut = 0; cut < w->size(); cut += 1 + cut / 64) {
            FakeHost host;
            Calculator c;
            c.set_host(&host, 0);
            REQUIRE(c.set("*300"));
            REQUIRE(c.pending());
            CHECK(c.receive(c.pending()->id, std::string_view(*w).substr(0, cut)));
            CHECK(c.calc() == nullptr);
            CHECK(c.take_error().has_value());
        }
        // One character more than the answer: refused as well.
        FakeHost host;
        Calculator c;
        c.set_host(&host, 0);
        REQUIRE(c.set("*300"));
        CHECK(c.receive(c.pending()->id, *w + "0"));
        CHECK(c.calc() == nullptr);
    }
}

TEST_CASE("calculator worker: a worker that cannot load leaves the page computing; one that stops says so") {
    FakeHost host;
    Calculator c;
    c.set_host(&host, 0);
    REQUIRE(c.set("*300"));
    c.host_failed("out of memory", false);
    CHECK_FALSE(c.pending());
    CHECK(c.calc() == nullptr);
    auto e = c.take_error();
    REQUIRE(e.has_value());
    CHECK(e->message.find("out of memory") != std::string::npos);
    REQUIRE(c.set("*300"));
    REQUIRE(c.pending());
    c.host_failed("the engine did not load", true);
    CHECK_FALSE(c.pending());
    REQUIRE(c.calc() != nullptr);
    CHECK(c.calc()->name.text == "*300");
    REQUIRE(c.set("*301"));
    CHECK_FALSE(c.pending()); // no host any more
    CHECK(host.started.size() == 2);
    // A host that cannot start a job: computed here.
    FakeHost none;
    none.works = false;
    Calculator d;
    d.set_host(&none, 0);
    REQUIRE(d.set("*300"));
    CHECK_FALSE(d.pending());
    CHECK(d.calc()->name.text == "*300");
}

TEST_CASE("calculator worker: the page's link holds the expression being computed") {
    FakeHost host;
    Page p;
    p.calculator().set_host(&host, 0);
    p.open_link("?v=1&game=cgt&expr=*300%2B*7");
    REQUIRE(p.calculator().pending());
    CHECK(p.link().find("expr=*300%2B*7") != std::string::npos);
    CHECK(p.link().find("expr=*300%2B*7") != std::string::npos);
    // Opening the same link again does not start the job again.
    p.open_link("?v=1&game=cgt&expr=*300%2B*7");
    CHECK(host.started.size() == 1);
    CHECK(host.answer(p.calculator()));
    CHECK(p.calculator().calc()->name.text == "*299");
    CHECK(p.link().find("expr=*300%2B*7") != std::string::npos);
}

TEST_CASE("deadline: passed() is false without one, and a budget stops once it passes") {
    CHECK_FALSE(Deadline::passed());
    cgt::Store s;
    {
        Deadline d(0);
        CHECK(Deadline::passed());
        CHECK(d.hit());
        s.of_nimber(300); // far past 4,096 steps: the store looks at the deadline and stops
        CHECK(s.exhausted());
    }
    CHECK_FALSE(Deadline::passed());
    {
        Deadline d(1e9);
        cgt::Store t;
        t.of_nimber(300);
        CHECK_FALSE(t.exhausted());
        CHECK_FALSE(d.hit());
    }
}
