// E.cgt and E.cgtCompare: the partizan-game calculator from JS, checked against seed 000 §1 and
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
