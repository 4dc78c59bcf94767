// Regression tests of issue 26 in the JS API (ctest: api.node): a plain link never breaks the
// engine module. Before, a misère search recursed once per move: a heap of 20,000 answered
// "Maximum call stack size exceeded", leaked wasm heap and left the stack pointer moved, and after
// about 25 such answers every call answered "memory access out of bounds".
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  E = await require(process.env.GL_ENGINE_JS)();
});

test("issue 26: 40 deep misère searches in a row, then every other call answers as before", () => {
  for (let i = 0; i < 40; i++) {
    const r = E.analyze("game=subtraction&pos=20000", true);
    assert.equal(r.ok, true, JSON.stringify(r).slice(0, 300));
    // Misère subtraction {1,2,3}: P iff n = 1 (mod 4); 20000 = 0 (mod 4) is N, and taking 3 wins.
    assert.equal(r.outcome, "N");
    assert.deepEqual(r.winningMoves.map((m) => m.to), ["19997"]);
  }
  const nim = E.analyze("game=nim&pos=3,5,7");
  assert.equal(nim.ok, true);
  assert.equal(nim.value, 3 ^ 5 ^ 7);
  const calc = E.cgt("{0,*|1}");
  assert.equal(calc.ok, true);
  assert.equal(calc.outcome, "L");
  assert.ok(E.games().length > 20);
});

test("issue 26: the issue's crashing links answer in the module too", () => {
  const deep = E.analyze("game=subtraction&pos=163006", true);
  assert.equal(deep.ok, true);
  assert.equal(deep.outcome, "N"); // 163006 = 2 (mod 4)
  assert.deepEqual(deep.winningMoves.map((m) => m.to), ["163005"]);
  const five = E.analyze("?v=1&game=subtraction&rules={21,35,44}&pos=99157,420590,455463,869005,271956", true);
  assert.equal(five.ok, true);
  if (five.method === "too large") assert.equal(five.outcome, "?");
  const sum = E.analyze("game=sum&pos=domineering:x.....x|subtraction():657232,666638,70962,322683,231501,265040,472041,667067,424655");
  // A partizan part (issue 42): the sum of canonical forms, no Grundy value. The row of five is
  // Right's -2 and the heaps of subtract {1,2,3} are their sizes mod 4, nim-summed: *3.
  assert.equal(sum.ok, true);
  assert.equal(sum.value, null);
  assert.equal(sum.canonical, "-2+*3");
  assert.equal(sum.outcome, "R");
  const chomp = E.analyze("game=sum&pos=chomp:12,12,12,12,12,12,11");
  assert.equal(chomp.ok, true);
  assert.equal(chomp.method, "too large");
  assert.match(chomp.reason, /Part 1 \(Chomp/);
  assert.equal(E.analyze("game=nim&pos=1,2,3").outcome, "P");
});

test("issue 26: the link's play= and the misere argument disagreeing is refused, as in the CLI", () => {
  const a = E.analyze("game=nim&pos=1,2&play=normal", true);
  assert.equal(a.ok, false);
  assert.equal(a.error.where, "play");
  assert.match(a.error.message, /play=normal and misere=true/);
  const b = E.analyze("game=nim&pos=1,2&play=misere", false);
  assert.equal(b.ok, false);
  assert.match(b.error.message, /play=misere and misere=false/);
  // Agreement, or one of the two alone, answers: misère Nim 1,2 is N (take the 2).
  assert.equal(E.analyze("game=nim&pos=1,2&play=misere", true).outcome, "N");
  assert.equal(E.analyze("game=nim&pos=1,2", true).outcome, "N");
  assert.equal(E.analyze("game=nim&pos=1,2&play=misere").play, "misere");
});
