// E.analyze reads every link the page reads (issue 24): a calculator link answers as E.cgt (and
// E.cgtCompare for vs=), an explorer link as E.octalPeriod plus G(0..n-1) when the link has n,
// checked against the calls themselves and against a nim-sequence computed here by the definition.
// The fields are written once for the CLI's --json and for JS (games/heap_write.h): the answers
// of the octal calls that share a schema carry the same fields.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { jsSequence } from "./octal_reference.mjs";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  E = await require(process.env.GL_ENGINE_JS)();
});


test("a calculator link answers as E.cgt: {3|1} is the switch 2 ± 1, its canonical form as written", () => {
  const a = E.analyze("?v=1&game=cgt&expr={3|1}");
  assert.deepEqual(a, E.cgt("{3|1}"));
  assert.equal(a.ok, true);
  assert.equal(a.canonical, "{3|1}");
  assert.equal(a.value, "2 ± 1");
  assert.equal(a.outcome, "L");
  assert.equal(a.properties.Mean, "2");
  assert.equal(a.properties.Temperature, "1");
  assert.equal(a.comparison, undefined);
  // vs=: the comparison E.cgtCompare gives, ^ || * (Winning Ways, ch. 2).
  const c = E.analyze("game=cgt&expr=^&vs=*");
  assert.deepEqual(c.comparison, E.cgtCompare("^", "*"));
  assert.equal(c.comparison.relation, "||");
  assert.equal(c.canonical, "^");
  // A bad expression is named by its key and character, as the page's reader names it.
  const bad = E.analyze("game=cgt&expr={0|");
  assert.equal(bad.ok, false);
  assert.equal(bad.error.where, "expr");
  assert.equal(bad.error.offset, 3);
});

test("an explorer link answers as E.octalPeriod, and G(0..n-1) when it has n: Dawson's Kayles, period 34 from 53", () => {
  const a = E.analyze("?v=1&game=octal&rules=0.07&n=200");
  const p = E.octalPeriod("0.07");
  for (const key of Object.keys(p)) assert.deepEqual(a[key], p[key], key);
  assert.equal(a.period, 34);
  assert.equal(a.preperiod, 53);
  assert.deepEqual(a.exceptions, [0, 1, 15, 17, 18, 32, 35, 52]);
  assert.equal(a.lastException, 52);
  assert.equal(a.bound, "octal");
  assert.equal(a.n, 200);
  assert.deepEqual(Array.from(a.values), jsSequence([0, 0, 7], 200));
  assert.deepEqual(a.methods, [
    { begin: 0, end: 176, method: "naive", mask: 0, domain: false },
    { begin: 176, end: 200, method: "period", period: 34, preperiod: 53 },
  ]);
  // Without n: the search the page runs (1000 values at most), no values listed.
  const b = E.analyze("?v=1&game=octal&rules=0.77");
  assert.equal(b.ok, true);
  assert.equal(b.period, 12); // Kayles (Guy and Smith 1956)
  assert.equal(b.preperiod, 71);
  assert.equal(b.values, undefined);
  assert.equal(b.methods, undefined);
  // The page stops at n: 0.07 is not proved within 100 values (its proof reads 176).
  const c = E.analyze("game=octal&rules=0.07&n=100");
  assert.equal(c.proved, false);
  assert.equal(c.valuesComputed, 100);
  assert.deepEqual(Array.from(c.values), jsSequence([0, 0, 7], 100));
});

test("Lasker's Nim through a link: the closed form G(4k+3) = 4k+4, G(4k+4) = 4k+3 and its note", () => {
  const a = E.analyze("game=octal&rules=lasker&n=12");
  assert.equal(a.ok, true);
  assert.equal(a.proved, false);
  assert.equal(a.title, "Arithmetic period 4, saltus 4, from n = 1");
  assert.equal(a.closedFormHolds, true);
  assert.deepEqual(Array.from(a.values), [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12]);
  // The same note as E.octalPeriod's for the same values.
  const p = E.octalPeriod("lasker", 12);
  for (const key of ["title", "closedFormHolds", "lines", "certificate", "zeros", "counts"]) assert.deepEqual(a[key], p[key], key);
});

test("what the page would not open as given is refused, naming the key", () => {
  const cases = [
    ["game=octal&rules=grundy&n=200000", undefined, "n", /at most 100000 for grundy/],
    ["game=octal&rules=0.07&pos=3", undefined, "pos", /does not apply to game octal/],
    ["game=octal&rules=0.07", true, "misere", /explorer computes normal-play values/],
    ["game=cgt&expr=*2", true, "misere", /calculator has no play convention/],
    ["game=octal&rules=0.07&n=100000000", undefined, "n", /at most 67108864 values in one call/],
  ];
  for (const [q, misere, where, message] of cases) {
    const r = E.analyze(q, misere);
    assert.equal(r.ok, false, q);
    assert.equal(r.error.where, where, q);
    assert.match(r.error.message, message, q);
  }
});

test("the CLI's refusals of a misère request, in E.analyze's words (one rule: app::answer_link)", () => {
  // A game under normal play only: the same sentence as `grundylab analyze 'game=domineering' --misere`.
  const d = E.analyze("game=domineering", true);
  assert.equal(d.ok, false);
  assert.equal(d.error.where, "play");
  assert.equal(d.error.message, "Domineering are played under normal play only");
  // The link's play= against the argument: the CLI's sentence with misere=true for --misere.
  const n = E.analyze("game=nim&pos=1,2&play=normal", { misere: true });
  assert.equal(n.error.message, "the query says play=normal and misere=true asks for misère play: give only one of them");
  // The tools name the argument and where their misère view is in JS.
  assert.equal(E.analyze("game=octal&rules=0.07", true).error.message,
    "the explorer computes normal-play values; its misère view is view=misere (E.misereQuotient)");
  // misere=false asks nothing of them: the answer is the link's.
  assert.deepEqual(E.analyze("game=cgt&expr=*2", false), E.analyze("game=cgt&expr=*2"));
  assert.equal(E.analyze("game=octal&rules=0.07&n=10", false).ok, true);
  assert.equal(E.analyze("game=domineering&pos=../..", false).outcome, "N");
});

test("one schema, one writer: the octal calls keep their fields and share the CLI's", () => {
  // E.octalPosition: Dawson's Kayles 5 + 7 (G = 0, 1): 5 -> 3 or 1 + 2, 7 -> 5 or 2 + 3.
  const pos = E.octalPosition("0.07", [5, 7]);
  assert.equal(pos.winningMoveCount, 4);
  assert.deepEqual(pos.winningMoves.map((m) => `${m.heap}:${m.from}-${m.take}=${m.leaves.join("+")}`),
    ["0:5-2=3", "0:5-2=1+2", "1:7-2=5", "1:7-2=2+3"]);
  const seq = E.octalSequence("0.07", 10);
  assert.equal(seq.n, 10);
  assert.deepEqual(seq.methods, [{ begin: 0, end: 10, method: "naive", mask: 0, domain: false }]);
  const nim = E.nimAnalyze([13, 12, 8]);
  assert.equal(nim.game, "nim");
  assert.deepEqual(nim.winningMoves, [{ heap: 0, from: 13, to: 4 }, { heap: 1, from: 12, to: 5 }, { heap: 2, from: 8, to: 1 }]);
  // Grundy's game: its P-positions below 300 (OEIS A002188's zeros) in the note, as the explorer shows them.
  const g = E.octalPeriod("grundy", 300);
  assert.deepEqual(g.zeros, [0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288]);
  assert.equal(g.counts.reduce((s, [, c]) => s + c, 0), 300);
});

test("analyze's budget ({budget: N}, the CLI's --budget): the steps a position's search may spend, checked", () => {
  // 4 x 4 Domineering: "too large" within 2,000 steps, its canonical form within the default budget
  // (in this order: the forms found stay in the module's shared values, and would answer the first).
  const pos = "game=domineering&pos=..../..../..../....";
  const small = E.analyze(pos, { budget: 2000 });
  assert.equal(small.ok, true);
  assert.equal(small.outcome, "?");
  assert.equal(small.method, "too large");
  assert.match(small.reason, /2,000 steps/);
  const whole = E.analyze(pos);
  assert.equal(whole.ok, true);
  assert.equal(whole.outcome, "N");
  assert.ok(whole.canonical);
  // The misère flag in the same object; a boolean still works as before.
  assert.deepEqual(E.analyze("game=nim&pos=1,1,5", { misere: true }), E.analyze("game=nim&pos=1,1,5", true));
  for (const bad of [0, -5, 2.5, "100", 1e10, NaN]) {
    const r = E.analyze(pos, { budget: bad });
    assert.equal(r.ok, false, `budget ${bad}`);
    assert.equal(r.error.where, "budget");
    assert.match(r.error.message, /whole number of steps from 1 to 1000000000/);
  }
});

test("a link's budget= is the search's budget where {budget} is not given; both given, they must agree", () => {
  // A 5 x 5 Domineering board with three squares taken, in no other test (the module keeps what it
  // found): "too large" within the link's 2,000 steps.
  const pos = "game=domineering&pos=x..../...../..x../...../....x";
  const small = E.analyze(pos + "&budget=2000");
  assert.equal(small.ok, true);
  assert.equal(small.outcome, "?");
  assert.match(small.reason, /more than 2,000 steps/);
  // Its link reopens the same search; the default budget is left out.
  assert.equal(small.link, pos + "&budget=2000");
  assert.equal(E.analyze(pos + "&budget=2000", { budget: 2000 }).outcome, "?");
  assert.equal(E.analyze(pos, { budget: 2000 }).link, pos + "&budget=2000");
  assert.equal(E.analyze("game=nim&pos=1,2,3").link.includes("budget"), false);
  const clash = E.analyze(pos + "&budget=2000", { budget: 3000 });
  assert.equal(clash.ok, false);
  assert.equal(clash.error.where, "budget");
  assert.equal(clash.error.message, "the query says budget=2000 and {budget} asks for 3000 steps: give only one of them");
  const bad = E.analyze(pos + "&budget=900000000");
  assert.equal(bad.ok, false);
  assert.equal(bad.error.where, "budget");
});
