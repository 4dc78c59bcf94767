// The misère-quotient calls of the engine module under node (ctest: api.node): misereQuotient
// against misère Nim's quotient for heaps up to 3 (Plambeck 2005) and, for Kayles, against a
// misère search written here in plain JS; analyze of a misère sum decided by the quotient.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  E = await require(process.env.GL_ENGINE_JS)();
});

// Kayles (0.77): take 1 or 2 adjacent pins, leaving 0, 1 or 2 rows. Misère: P iff the sum has a
// move and every move leads to N.
const memo = new Map();
function kaylesMisereP(heaps) {
  const s = heaps.filter((h) => h > 0).sort((a, b) => a - b);
  const key = s.join(",");
  if (memo.has(key)) return memo.get(key);
  let any = false, toP = false;
  for (let i = 0; i < s.length && !toP; i++) {
    const rest = s.slice(0, i).concat(s.slice(i + 1));
    for (const take of [1, 2]) {
      for (let left = 0; left + take <= s[i] && !toP; left++) {
        any = true;
        if (kaylesMisereP(rest.concat([left, s[i] - take - left]))) toP = true;
      }
    }
  }
  const p = any && !toP;
  memo.set(key, p);
  return p;
}

test("misère Nim's quotient for heaps up to 3: <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}", () => {
  const q = E.misereQuotient("0.333", 3);
  assert.equal(q.ok, true);
  assert.equal(q.order, 6);
  assert.deepEqual(q.generators, ["a", "b"]);
  assert.deepEqual(q.relations, ["a^2 = 1", "b^3 = b"]);
  assert.deepEqual(q.pPortion, ["a", "b^2"]);
  assert.deepEqual(q.heaps, ["1", "a", "b", "ab"]);
  assert.equal(q.tame, true);
  assert.equal(q.table.length, 6);
});

test("Kayles's quotient for heaps up to 14 predicts every sum of up to four heaps as search does", () => {
  const q = E.misereQuotient("0.77", 14);
  assert.equal(q.ok, true);
  assert.equal(q.tame, false);
  const index = new Map(q.elements.map((e, i) => [e, i]));
  const p = new Set(q.pPortion);
  const mul = (x, y) => q.table[index.get(x)][index.get(y)];
  let sums = 0;
  const walk = (heaps, from) => {
    const element = heaps.reduce((x, h) => mul(x, q.heaps[h]), "1");
    assert.equal(p.has(element), kaylesMisereP(heaps), `Kayles ${heaps}`);
    sums++;
    if (heaps.length === 4) return;
    for (let h = from; h <= 14; h++) walk(heaps.concat([h]), h);
  };
  walk([], 1);
  assert.ok(sums > 3000);
});

test("bad arguments are refused with the field named; a quotient that is not found says where it stopped", () => {
  assert.equal(E.misereQuotient("0.7#", 5).error.where, "code");
  assert.equal(E.misereQuotient("0.77", 0).error.where, "maxHeap");
  assert.equal(E.misereQuotient("0.77", 1e6).error.where, "maxHeap");
  assert.equal(E.misereQuotient("0.77", "x").error.where, "maxHeap");
  assert.equal(E.misereQuotient(7, 5).error.where, "code");
  // Dawson's Kayles to heap 30: order 360, as Siegel's MisereSolver found it (2007).
  const q = E.misereQuotient("0.07", 30);
  assert.equal(q.ok, true);
  assert.equal(q.order, 360);
  const d = E.misereQuotient("0.6", 20);
  assert.equal(d.ok, false);
  assert.match(d.error.message, /heap 17: no quotient found.*proved up to heap 16/);
});

test("a misère sum of Kayles heaps beyond search is decided by the quotient, with its winning moves", () => {
  const a = E.analyze("?v=1&game=sum&pos=0.77:20|0.77:17&play=misere");
  assert.equal(a.ok, true);
  assert.equal(a.outcome, "N");
  assert.match(a.reason, /misère quotient of 0\.77 up to heap 20, order 24/);
  assert.equal(a.winningMoves.length, 5);
  const b = E.analyze("?v=1&game=sum&pos=0.77:4,9,12&play=misere");
  assert.equal(b.outcome, "P"); // 4 + 9 + 12: a misère P-position of Kayles
  assert.deepEqual(b.winningMoves, []);
});
