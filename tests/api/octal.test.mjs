// The octal-game calls of the engine module under node (ctest: api.node), against an independent
// nim-sequence written here in plain JS straight from Winning Ways, ch. 4.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { jsSequence } from "./octal_reference.mjs";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  E = await require(process.env.GL_ENGINE_JS)();
});

const digitsOf = (code) => [0, ...code.split(".")[1].split("").map(Number)];

// Guy and Smith (1956), Winning Ways ch. 4: the first row (0 <= n < 34) of Dawson's Kayles.
const TABLE1_ROW0 = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7];

test("codes and sets", () => {
  const dk = E.octalRules("0.07");
  assert.equal(dk.ok, true);
  assert.deepEqual([dk.a, dk.b, dk.c], [[2], [2], [2]]);
  assert.equal(dk.name, "Dawson's Kayles");
  assert.equal(E.octalRules(".770").code, "0.77");
  const bad = E.octalRules("0.0#7");
  assert.equal(bad.ok, false);
  assert.equal(bad.error.offset, 3);
  assert.equal(E.octalRules(7).ok, false);
  assert.equal(E.subtractionRules([1, 3, 4]).code, "0.3033");
  assert.equal(E.subtractionRules("2,3").code, "0.033");
  assert.equal(E.subtractionRules([0]).ok, false);
});

test("Dawson's Kayles: the sequence starts as Table 1 and has period 34 from 53", () => {
  const s = E.octalSequence("0.07", 204);
  assert.ok(s.values instanceof Uint8Array);
  assert.deepEqual(Array.from(s.values.slice(0, 34)), TABLE1_ROW0);
  assert.deepEqual(Array.from(s.values), jsSequence([0, 0, 7], 204));
  const p = E.octalPeriod("0.07");
  assert.equal(p.proved, true);
  assert.deepEqual([p.period, p.preperiod, p.checkBegin, p.checkEnd], [34, 53, 53, 142]);
  assert.deepEqual(p.exceptions, [0, 1, 15, 17, 18, 32, 35, 52]);
  assert.match(p.certificate, /53 ≤ n < 142/);
});

test("sequences agree with the JS definition on random codes, both algorithms", () => {
  let seed = 12345;
  const rnd = (m) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % m);
  for (let i = 0; i < 25; i++) {
    const len = 1 + rnd(4);
    let code = "0.";
    for (let k = 0; k < len; k++) code += String(k === len - 1 ? 1 + rnd(7) : rnd(8));
    const want = jsSequence(digitsOf(code), 300);
    assert.deepEqual(Array.from(E.octalSequence(code, 300).values), want, code);
    assert.deepEqual(Array.from(E.octalSequence(code, 300, { naive: true }).values), want, code + " naive");
  }
});

test("positions: value, outcome and winning moves by brute force", () => {
  const g = jsSequence([0, 0, 7], 40);
  const r = E.octalPosition("0.07", [5, 7, 12]);
  assert.deepEqual(r.values, [g[5], g[7], g[12]]);
  assert.equal(r.nimSum, g[5] ^ g[7] ^ g[12]);
  assert.equal(r.outcome, r.nimSum === 0 ? "P" : "N");
  // Every move of Dawson's Kayles: remove 2 adjacent squares from a row of h, leaving i and h-2-i.
  const expected = [];
  [5, 7, 12].forEach((h, heap) => {
    const others = [5, 7, 12].filter((_, j) => j !== heap).reduce((x, y) => x ^ g[y], 0);
    const seen = new Set();
    for (let i = 0; i <= (h - 2) / 2; i++) {
      const key = `${i},${h - 2 - i}`;
      if (h < 2 || seen.has(key)) continue;
      seen.add(key);
      if ((g[i] ^ g[h - 2 - i] ^ others) === 0) expected.push(`${heap}:${[i, h - 2 - i].filter((x) => x > 0).join("+")}`);
    }
  });
  assert.deepEqual(r.winningMoves.map((m) => `${m.heap}:${m.leaves.join("+")}`).sort(), expected.sort());
  assert.equal(E.octalPosition("0.07", [3, -1]).error.where, "heaps[1]");
  assert.equal(E.octalPosition("0.07", [2 ** 40]).ok, false);
});

test("a resumable search proves Kayles' period in small steps and reads far values from it", () => {
  const { ok, search } = E.octalSearch("0.77", 100000);
  assert.equal(ok, true);
  let status, steps = 0;
  do { status = search.advance(2000); steps++; } while (status === "running" && steps < 100000);
  assert.equal(status, "proved");
  assert.ok(steps > 3, "it took several steps");
  const r = search.result();
  assert.equal(r.period, 12);
  assert.equal(r.exceptions[r.exceptions.length - 1], 70);
  // Far beyond what was computed, a value comes from the period.
  const far = 1e9 + 5;
  assert.equal(search.value(far), search.value(71 + ((far - 71) % 12)));
  search.delete();
  assert.equal(E.octalSearch("0.#", 10).ok, false);
  assert.equal(E.octalSearch("0.07").ok, false, "a limit is required");
});

test("sparse space against the JS definition: 0.16 and 0.106 at n = 6000", () => {
  for (const code of ["0.16", "0.106"]) {
    const s = E.octalSequence(code, 6000);
    assert.ok(s.methods.some((m) => m.method === "sparse"), `${code} used sparse space`);
    assert.deepEqual(Array.from(s.values), jsSequence(digitsOf(code), 6000), code);
  }
});

test("calls too big for one go say so instead of freezing", () => {
  const r = E.octalSequence("0.007", 2 ** 26);
  assert.equal(r.ok, false);
  assert.match(r.error.message, /octalSearch/);
  assert.equal(E.octalSearch("0.07", 2 ** 30).ok, false, "more than a tab can hold");
  const { search } = E.octalSearch("0.77", 1000);
  assert.equal(typeof search.advance(), "string", "advance() without an argument answers");
  assert.equal(search.value(), null);
  search.delete();
});

// Lasker's Nim and Grundy's game (no octal code): the words lasker and grundy, by the rules in JS.
test("lasker and grundy: sequences by the mex rule, no octal period, positions", () => {
  const rule = (lasker, n) => {
    const g = [];
    for (let m = 0; m < n; m++) {
      const seen = new Set();
      if (lasker) for (let k = 0; k < m; k++) seen.add(g[k]);
      for (let a = 1; 2 * a <= m; a++) if (lasker || 2 * a < m) seen.add(g[a] ^ g[m - a]);
      let v = 0;
      while (seen.has(v)) v++;
      g.push(v);
    }
    return g;
  };
  const l = E.octalSequence("lasker", 200);
  assert.equal(l.ok, true);
  assert.equal(l.code, "lasker");
  assert.deepEqual(Array.from(l.values), rule(true, 200));
  const gr = E.octalSequence("grundy", 300);
  assert.deepEqual(Array.from(gr.values), rule(false, 300));
  assert.equal(E.octalRules("grundy").name, "Grundy's game");
  assert.equal(E.octalPeriod("grundy", 500).proved, false);
  // Lasker 2,5,7: values 2, 5, 8; the three winning moves split the 7.
  const p = E.octalPosition("lasker", [2, 5, 7]);
  assert.deepEqual(Array.from(p.values), [2, 5, 8]);
  assert.equal(p.winningMoves.length, 3);
  assert.equal(E.octalSequence("laskers", 10).ok, false);
});
