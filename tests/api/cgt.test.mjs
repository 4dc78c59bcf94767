// E.cgt and E.cgtCompare: the partizan-game calculator from JS, checked against Winning Ways ch. 1–2 and
// against itself (a comparison's relation is the outcome of G - H; G = H iff G - H is P), and
// E.analyze on Domineering checked against a minimax on the board written here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const GrundyLabEngine = require(process.env.GL_ENGINE_JS);
const E = await GrundyLabEngine();

test("known values: {0|} = 1, {|} = 0, {0|0} = *, {0|*} = ^, {-1|1} = 0, *+* = 0, {1|0} is a switch", () => {
  const cases = [["{0|}", "1"], ["{|}", "0"], ["{0|0}", "*"], ["{0|*}", "^"], ["{-1|1}", "0"], ["*+*", "0"],
                 ["{0,*|1}", "1/2"], ["{1|1/2}", "{1|1/2}"], ["{1|0}", "{1|0}"]];
  for (const [expr, canonical] of cases) {
    const c = E.cgt(expr);
    assert.equal(c.ok, true, expr);
    assert.equal(c.canonical, canonical, expr);
    assert.equal(E.cgt(c.canonical).canonical, canonical, `${expr}: the canonical form reads back`);
  }
  assert.equal(E.cgt("{1|0}").value, "1/2 ± 1/2");
  assert.equal(E.cgt("{1|0}").outcome, "N");
  assert.notEqual(E.cgt("^+^+*").outcome, "P");
});

test("comparison: the relation is the outcome of G - H, and = exactly when G - H is a P-position", () => {
  const games = ["0", "*", "^", "v", "1/2", "{1|0}", "^*", "{0|1}", "-1", "*2", "{1|1/2}"];
  const rel = { P: "=", L: ">", R: "<", N: "||" };
  for (const g of games)
    for (const h of games) {
      const k = E.cgtCompare(g, h);
      assert.equal(k.ok, true);
      assert.equal(k.relation, rel[E.cgt(`(${g}) - (${h})`).outcome], `${g} ? ${h}`);
      assert.equal(k.relation, rel[k.difference.outcome]);
    }
  assert.equal(E.cgtCompare("^", "*").relation, "||");
  assert.equal(E.cgtCompare("{0|1}", "1/2").relation, "=");
});

test("bad expressions are answered with the field and the character", () => {
  const bad = E.cgt("{0|");
  assert.equal(bad.ok, false);
  assert.equal(bad.error.text, "expr, character 4: '}' expected");
  assert.equal(E.cgt(5).error.where, "expr");
  assert.equal(E.cgtCompare("^", "{").error.where, "H");
  assert.equal(E.cgt().ok, false);
});

// Minimax on a Domineering board (rows of '.' and '#').
function winsFirst(rows, left, memo = new Map()) {
  const key = rows.join("/") + left;
  if (memo.has(key)) return memo.get(key);
  let win = false;
  for (let r = 0; r < rows.length && !win; r++)
    for (let c = 0; c < rows[r].length && !win; c++) {
      const [r2, c2] = left ? [r + 1, c] : [r, c + 1];
      if (r2 >= rows.length || c2 >= rows[r].length || rows[r][c] !== "." || rows[r2][c2] !== ".") continue;
      const next = rows.map((s) => s.split(""));
      next[r][c] = next[r2][c2] = "#";
      win = !winsFirst(next.map((s) => s.join("")), !left, memo);
    }
  memo.set(key, win);
  return win;
}

test("domineering through E.analyze: the outcome class agrees with minimax on the board", () => {
  for (const pos of ["../..", ".../.../...", "..#/.../#..", "..../.#../....", "..../..../...."]) {
    const a = E.analyze(`game=domineering&pos=${pos}`);
    assert.equal(a.ok, true, pos);
    assert.equal(a.partizan, true);
    assert.equal(a.value, null);
    const rows = pos.split("/");
    const lf = winsFirst(rows, true), rf = winsFirst(rows, false);
    assert.equal(a.outcome, lf && rf ? "N" : lf ? "L" : rf ? "R" : "P", pos);
    assert.equal(E.cgt(a.canonical).outcome, a.outcome, `${pos}: ${a.canonical}`);
  }
});

// Issue 21: the calculator reads and prints CGSuite's notation. The expected values are CGSuite's
// readings or published ones (Winning Ways; Siegel, Combinatorial Game Theory), not this code's.
test("issue 21: the four inputs once answered wrongly, each read as CGSuite reads it", () => {
  // 3+-1 is 3 + ±1 = {4|2} (it gave 2); 10*^ is ten copies of up (it gave 10 + ^*);
  // *(3+5) is the nimber *8 (it gave 8 + *); (*+*)*3 is three copies of * + * = 0 (it gave *3).
  for (const [expr, canonical] of [["3+-1", "{4|2}"], ["10*^", "^10"], ["*(3+5)", "*8"], ["(*+*)*3", "0"]]) {
    const c = E.cgt(expr);
    assert.equal(c.ok, true, expr);
    assert.equal(c.canonical, canonical, expr);
  }
});

test("issue 21: slash notation out, the brace form beside it", () => {
  const c = E.cgt("{{5|4}|{3|2}}");
  assert.equal(c.ok, true);
  assert.equal(c.canonical, "{5|4||3|2}");
  assert.equal(c.braces, "{{5|4}|{3|2}}");
  assert.equal(E.cgt("{5|4||3|2}").braces, "{{5|4}|{3|2}}", "slash notation reads in too");
  const pm = E.cgt("{1|-1}");
  assert.equal(pm.canonical, "+-1");
  assert.equal(pm.braces, "{1|-1}");
});

test("issue 21: properties and methods as CGSuite names them ({3||2*|1*}: mean 9/4, temperature 3/4, Siegel)", () => {
  const t = E.cgt("{3||2*|1*}.Temperature");
  assert.equal(t.ok, true);
  assert.equal(t.result, "3/4");
  assert.equal(t.resultKind, "number");
  const g = E.cgt("{3||2*|1*}");
  assert.equal(g.ok, true);
  assert.equal(g.canonical, "{3||2*|1*}");
  assert.equal(g.properties.Mean, "9/4");
  assert.equal(g.properties.Temperature, "3/4");
  assert.equal(g.result, undefined, "a plain game has no result");
});

test("issue 21: relations answer true or false", () => {
  const r = E.cgt("^ <| *");
  assert.equal(r.ok, true);
  assert.equal(r.result, "true");
  assert.equal(r.resultKind, "boolean");
  assert.equal(E.cgt("* > 0").result, "false");
});

test("issue 21: a misspelt property names the right one", () => {
  const bad = E.cgt("^.temperature");
  assert.equal(bad.ok, false);
  assert.match(bad.error.message, /did you mean Temperature/);
});

// Every example of the README's calculator grammar ("`EXPR` → `ANSWER`", from "The grammar" to the
// properties table) is typed as written and must give exactly the answer the README prints: the
// README is what a newcomer copies from.
test("every calculator example in the README answers as the README says", async () => {
  const fs = await import("node:fs");
  const url = await import("node:url");
  const readme = fs.readFileSync(url.fileURLToPath(new URL("../../README.md", import.meta.url)), "utf8");
  const from = readme.indexOf("**The grammar**"), to = readme.indexOf("**Properties and methods**");
  assert.ok(from > 0 && to > from, "the grammar section is in the README");
  const section = readme.slice(from, to);
  const pairs = [...section.matchAll(/`([^`]+)` → `([^`]+)`/g)].map((m) => [m[1], m[2]].map((t) => t.replace(/\\\|/g, "|")));
  assert.ok(pairs.length > 60, `examples found: ${pairs.length}`);
  for (const [expr, answer] of pairs) {
    const c = E.cgt(expr);
    assert.equal(c.ok, true, `${expr}: ${c.ok ? "" : c.error.text}`);
    assert.equal(c.result !== undefined ? c.result : c.canonical, answer, expr);
  }
});

test("misère games from JS: CGSuite's forms read and printed, properties, and a registry position's misère form", () => {
  const c = E.cgt("*[[2],0]");
  assert.equal(c.ok, true);
  assert.equal(c.canonical, "*[2#0]");
  assert.equal(c.play, "misere");
  assert.equal(c.outcome, "N");
  assert.equal(c.properties.Genus, "1^2");
  assert.equal(c.properties.Mate, "*[2#1]");
  assert.equal(E.cgt("*[2#].Genus").result, "0^0");
  assert.equal(E.cgt("*[2]+*[2] == *[0]").result, "false"); // *2 + *2 is P but not 0 in misère play
  assert.equal(E.cgt("*[2#0] < *").ok, false);
  // Grundy's game 22 under misère play: CGSuite's own test prints this form.
  const a = E.analyze("game=grundy&pos=22", true);
  assert.equal(a.misereForm, "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]");
  assert.equal(E.analyze("game=grundy&pos=22").misereForm, undefined); // normal play: none
});

test("issue 45: loopy games from JS (Siegel, CGT ch. VI; CGSuite's loopy-game docs)", () => {
  for (const [expr, outcome, canonical] of [["on", "L", "on"], ["off", "R", "off"], ["{0|pass}", "L", "over"],
                                            ["{pass|3/2}", "L", "3/2under"], ["{pass|*}", "L", "^[on]"]]) {
    const c = E.cgt(expr);
    assert.equal(c.ok, true, expr);
    assert.equal(c.outcome, outcome, expr);
    assert.equal(c.canonical, canonical, expr);
    assert.equal(E.cgt(canonical).canonical, canonical, `${expr}: the canonical form reads back`);
  }
  const dud = E.cgt("dud"); // a draw whoever starts; not a stopper: on & off, printed dud
  assert.equal(dud.ok, true);
  assert.equal(dud.outcome, "D");
  assert.equal(dud.canonical, "dud");
  assert.equal(E.cgt("a{{|a}|}").canonical, "1 & 0");
  assert.equal(E.cgt("{0|{dud|},*}").canonical, "^ & v*");
  assert.equal(E.cgt("on + over").canonical, "on"); // CGSuite: on + over = on
  assert.equal(E.cgt("over - over").canonical, "over & under"); // CGSuite: over.Degree (its onside) is over
  assert.equal(E.cgt("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}").canonical, null); // Bach's carousel: its sides are no stoppers
  assert.equal(E.cgt("(1+over).LeftStop").result, "1over");
  assert.equal(E.cgt("on > 1000").result, "true");
  assert.equal(E.cgt("dud.LeftStop").ok, false);
});
