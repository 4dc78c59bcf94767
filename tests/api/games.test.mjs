// E.analyze and E.games: every registered game through the one JS entry point, checked against the
// definitions (mex of the options' values, winning moves = moves to P-positions) in plain JS.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const GrundyLabEngine = require(process.env.GL_ENGINE_JS);
const E = await GrundyLabEngine();

const mex = (values) => {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
};

function query(g, pos, extra = "") {
  let q = `game=${g.id}`;
  if (g.rulesKey) q += `&${g.rulesKey}=${encodeURIComponent(g.rulesDefault)}`;
  return `${q}&pos=${encodeURIComponent(pos)}${extra}`;
}

test("Nim (13, 12, 8): nim-sum 9 and exactly the moves 13→4, 12→5, 8→1 (Ferguson §2)", () => {
  const a = E.analyze("game=nim&pos=13,12,8");
  assert.equal(a.ok, true);
  assert.equal(a.value, 9);
  assert.equal(a.outcome, "N");
  assert.deepEqual(a.winningMoves.map((m) => m.to), ["4,12,8", "13,5,8", "13,12,1"]);
  assert.deepEqual(E.analyze("?v=1&game=nim&pos=1,1,5", true).winningMoves.map((m) => m.to), ["1,1,1"]);
  assert.equal(E.analyze("game=subtraction&rules={1,3,4}&pos=100").outcome, "P");
  assert.equal(E.analyze("?v=1&game=sum&pos=nim:7|0.07:9").value, 7);
});

test("every game: the value is the mex of its options' values, winning moves lead to P-positions", () => {
  for (const g of E.games().filter((g) => g.ruleset)) {
    const seen = new Set([g.example]);
    const queue = [g.example];
    for (let i = 0; i < 40 && queue.length; i++) {
      const pos = queue.shift();
      const a = E.analyze(query(g, pos));
      assert.equal(a.ok, true, `${g.id} ${pos}`);
      assert.equal(a.position, pos);
      // Games with typed moves (transfinite Nim) list a finite choice of their infinitely many options.
      if (a.value !== null && !g.typedMoves && a.options.length === a.optionCount && a.options.every((o) => o.value !== null))
        assert.equal(a.value, mex(a.options.map((o) => o.value)), `${g.id} ${pos}: value = mex`);
      if (a.partizan) {
        // Partizan: Left's move wins iff Right, moving first in what it leaves, loses (an L- or
        // P-position, Winning Ways, ch. 1); Right's likewise (R or P).
        const wins = a.options.filter((o) => (o.side === "L" ? ["L", "P"] : ["R", "P"]).includes(o.outcome));
        // As sets: a loopy board lists its winning moves quickest win first.
        assert.deepEqual(a.winningMoves.map((m) => m.side + m.to).sort(), wins.map((o) => o.side + o.to).sort(), `${g.id} ${pos}: winning moves`);
        for (const m of a.winningMoves)
          assert.ok((m.side === "L" ? ["L", "P"] : ["R", "P"]).includes(E.analyze(query(g, m.to)).outcome), `${g.id} ${m.to}`);
      } else {
        const toP = a.options.filter((o) => o.outcome === "P").map((o) => o.to);
        assert.deepEqual(a.winningMoves.map((m) => m.to), toP, `${g.id} ${pos}: winning moves`);
        for (const m of a.winningMoves) assert.equal(E.analyze(query(g, m.to)).outcome, "P", `${g.id} ${m.to}`);
      }
      for (const o of a.options) if (!seen.has(o.to)) { seen.add(o.to); queue.push(o.to); }
    }
  }
});

test("bad calls answer with error values that say where", () => {
  assert.equal(E.analyze().ok, false);
  assert.equal(E.analyze(5).error.where, "query");
  assert.equal(E.analyze("game=chess").error.where, "game");
  const bad = E.analyze("game=nim&pos=3,x,7");
  assert.equal(bad.error.where, "pos");
  assert.equal(bad.error.offset, 2);
  assert.equal(E.analyze("game=nim&pos=1", "yes").error.where, "misere");
  assert.equal(E.analyze("game=domineering", true).ok, false); // partizan: normal play only
  assert.equal(E.analyze("game=sum&pos=nim:3", true).outcome, "N"); // misère Nim: *3 alone
});

test("Welter's family through E.analyze: Welter's formula, height 2^k, ordinals as text", () => {
  // Welter (0, 3, 5, 9): 0 ⊕ 3 ⊕ 5 ⊕ 9 = 15, the mates' nim-sum 6: value 9.
  assert.equal(E.analyze("game=welter&pos=9,5,3,0").value, 9);
  assert.equal(E.analyze("game=welter&pos=0,5,5").error.message.startsWith("coin 3 repeats square 5"), true);
  assert.equal(E.analyze("game=welter2k&rules=1&pos=0,3").value, 2 * 0 + (0 ^ 1)); // columns 0, 1: V_S = 0; rows 0, 1
  const o = E.analyze("game=onim&pos=" + encodeURIComponent("w^2*3+w+5,w+2,7"));
  assert.equal(o.ordinal, "w^2*3");
  assert.equal(o.value, null);
  assert.deepEqual(o.winningMoves.map((m) => m.to), ["w+5,w+2,7"]);
  assert.equal(E.analyze("game=onim&pos=w+2,w+2").outcome, "P"); // '+' read as a space, a space as '+'
  const bad = E.analyze("game=onim&pos=" + encodeURIComponent("w^"));
  assert.equal(bad.error.where, "pos");
  assert.equal(bad.error.offset, 2);
  assert.equal(bad.error.message.startsWith("'w^' needs an exponent"), true);
  const ow = E.analyze("game=owelter&pos=" + encodeURIComponent("w,w+1"));
  assert.equal(ow.ordinal, "0");
  assert.equal(ow.value, 0);
  assert.ok(E.games().find((g) => g.id === "onim").typedMoves);
});
