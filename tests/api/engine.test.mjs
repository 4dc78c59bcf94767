// Tests of the engine's Embind API under node (ctest: api.node), against an independent
// brute-force solver written here in plain JS.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  const file = process.env.GL_ENGINE_JS;
  assert.ok(file, "GL_ENGINE_JS names build-wasm/site/grundylab-engine.js");
  E = await require(file)();
});

// Brute force over Nim positions: is the position (a sorted array) a P-position?
function solver(misere) {
  const memo = new Map();
  const isP = (heaps) => {
    const key = heaps.join(",");
    if (memo.has(key)) return memo.get(key);
    let anyMove = false, toP = false;
    for (let i = 0; i < heaps.length && !toP; i++)
      for (let k = 0; k < heaps[i]; k++) {
        anyMove = true;
        const next = heaps.slice(); next[i] = k; next.sort((a, b) => a - b);
        if (isP(next)) { toP = true; break; }
      }
    // No move: normal play, the mover lost (P); misère, the mover won (N).
    const p = anyMove ? !toP : !misere;
    memo.set(key, p);
    return p;
  };
  return isP;
}

test("Nim (13, 12, 8): nim-sum 9 and the three winning moves of Ferguson, Part I, §2.3", () => {
  const a = E.nimAnalyze([13, 12, 8], false);
  assert.equal(a.ok, true);
  assert.equal(a.nimSum, 9);
  assert.equal(a.outcome, "N");
  assert.deepEqual(a.winningMoves, [{ heap: 0, from: 13, to: 4 }, { heap: 1, from: 12, to: 5 }, { heap: 2, from: 8, to: 1 }]);
});

test("outcomes and winning moves agree with a JS brute force (normal and misère, 3 heaps <= 6)", () => {
  for (const misere of [false, true]) {
    const isP = solver(misere);
    for (let a = 0; a <= 6; a++) for (let b = 0; b <= 6; b++) for (let c = 0; c <= 6; c++) {
      const heaps = [a, b, c];
      const r = E.nimAnalyze(heaps, misere);
      const sorted = heaps.slice().sort((x, y) => x - y);
      assert.equal(r.outcome, isP(sorted) ? "P" : "N", `${heaps} misere=${misere}`);
      const expected = [];
      heaps.forEach((h, i) => { for (let k = 0; k < h; k++) {
        const next = heaps.slice(); next[i] = k;
        if (isP(next.sort((x, y) => x - y))) expected.push(`${i}:${k}`);
      } });
      assert.deepEqual(r.winningMoves.map((m) => `${m.heap}:${m.to}`), expected, `${heaps} misere=${misere}`);
    }
  }
});

test("bad input gives an error value naming the element, never an exception", () => {
  const cases = [
    [[3, -1, 7], "heaps[1]", /negative/],
    [[3, 2.5], "heaps[1]", /whole number/],
    [[2 ** 60], "heaps[0]", /2\^53-1/],
    [["7"], "heaps[0]", /not a number/],
    ["3,5,7", "heaps", /array/],
  ];
  for (const [input, where, words] of cases) {
    const r = E.nimAnalyze(input, false);
    assert.equal(r.ok, false, JSON.stringify(input));
    assert.equal(r.error.where, where);
    assert.match(r.error.message, words);
  }
});

test("large heaps are exact up to 2^53-1", () => {
  const big = 2 ** 53 - 1;
  const r = E.nimAnalyze([big, big - 1], false);
  assert.equal(r.nimSum, 1);
  assert.deepEqual(r.winningMoves, [{ heap: 0, from: big, to: big - 1 }]);
});

test("mex and nim-sum", () => {
  assert.equal(E.mex([0, 1, 3]).value, 2);
  assert.equal(E.mex([]).value, 0);
  assert.equal(E.nimSum([27, 17]).value, 10); // Ferguson, Part I, §2.6 exercise 1(a)
  assert.equal(E.mex([1, -1]).ok, false);
});

test("parseLink reads links as the page does", () => {
  const good = E.parseLink("?v=1&game=nim&play=misere&pos=1,1,5&turn=2&computer=1&hints=off");
  assert.equal(good.ok, true);
  assert.deepEqual(good.state, { game: "nim", play: "misere", pos: "1,1,5", heaps: [1, 1, 5], turn: 2, computer: 1, hints: false });
  assert.equal(good.link, "?v=1&game=nim&play=misere&pos=1,1,5&turn=2&computer=1&hints=off");
  // Keys may be left out and come in any order; the canonical link has them all.
  assert.equal(E.parseLink("?hints=off&pos=4").link, "?v=1&game=nim&play=normal&pos=4&turn=1&computer=off&hints=off");

  const bad = E.parseLink("?pos=3,x,7&zoom=2");
  assert.equal(bad.ok, false);
  assert.deepEqual(bad.state.heaps, [3, 5, 7]);
  assert.deepEqual(bad.errors.map((e) => [e.where, e.offset]), [["pos", 2], ["zoom", null]]);
  assert.match(bad.errors[0].text, /^pos, character 3: 'x' is not a number/);
});

test("the game list names Nim, the sums and the octal explorer, each with its grammar and an example link", () => {
  const ids = E.games().map((g) => g.id);
  for (const id of ["nim", "sum", "octal", "subtraction"]) assert.ok(ids.includes(id), id);
  for (const g of E.games()) {
    assert.ok(g.title && g.rules && g.grammar && g.source, g.id);
    assert.match(g.link, new RegExp(`^\\?v=1&game=${g.id}`));
  }
  assert.match(E.version(), /^\d+\.\d+\.\d+$/);
});

test("missing or mistyped arguments give error values too", () => {
  assert.equal(E.nimAnalyze().ok, false);
  assert.equal(E.nimAnalyze().error.where, "heaps");
  assert.equal(E.nimAnalyze([3, 4]).ok, true, "misere defaults to false");
  assert.equal(E.nimAnalyze([3, 4]).play, "normal");
  assert.equal(E.nimAnalyze([1, 2], "false").ok, false);
  assert.equal(E.nimAnalyze(null, false).ok, false);
  assert.equal(E.parseLink().ok, false);
  assert.equal(E.parseLink(5).error.where, "query");
  assert.equal(E.mex().ok, false);
  assert.equal(E.nimSum("1,2").ok, false);
});

// Every object in v is a plain JS object or array (or a typed array): no Embind handle, no function.
function assertPlain(v, path = "answer") {
  if (v === null || typeof v !== "object") return assert.notEqual(typeof v, "function", path);
  if (ArrayBuffer.isView(v)) return;
  const proto = Object.getPrototypeOf(v);
  assert.ok(proto === Object.prototype || proto === Array.prototype, `${path} is a plain object or array`);
  for (const [k, x] of Object.entries(v)) assertPlain(x, `${path}.${k}`);
}

test("the answers of fixed fields are plain objects with the documented keys, in the documented order", () => {
  // JSON.stringify shows the key order: docs/js-api.md and README.md list the keys in this order.
  assert.equal(JSON.stringify(E.mex([0, 1, 3])), '{"ok":true,"value":2}');
  assert.equal(JSON.stringify(E.nimSum([27, 17])), '{"ok":true,"value":10}');
  const bad = E.mex([1, -1]);
  assert.deepEqual(Object.keys(bad), ["ok", "error"]);
  assert.deepEqual(Object.keys(bad.error), ["where", "offset", "message", "text"]);
  const link = E.parseLink("?pos=3,x,7");
  assert.deepEqual(Object.keys(link), ["ok", "state", "errors", "notes", "link"]);
  // Dawson's Kayles 0.07: d2 = 7 = 1 + 2 + 4, so taking 2 may leave no heap, one or two (A = B = C = {2}).
  const rules = E.octalRules("0.07");
  assert.equal(JSON.stringify(rules), JSON.stringify({ ok: true, code: "0.07", family: "octal", maxParts: 2, finite: true, constrained: false,
    name: "Dawson's Kayles", a: [2], b: [2], c: [2], splitWithoutTaking: false, k: 2 }));
  // The subtraction game {1,3,4}: take 1, 3 or 4 and leave the rest as one heap or none, digit 3 each (0.3033).
  const sub = E.subtractionRules([1, 3, 4]);
  assert.deepEqual(Object.keys(sub), Object.keys(rules));
  assert.deepEqual([sub.code, sub.a, sub.b, sub.c, sub.maxParts], ["0.3033", [1, 3, 4], [1, 3, 4], [], 1]);
  const games = E.octalGames();
  for (const g of games) assert.deepEqual(Object.keys(g), ["code", "name", "about"]);
  assert.ok(games.some((g) => g.code === "0.77" && g.name === "Kayles"));
  const { search } = E.octalSearch("0.07", 1000);
  search.advance(1e6);
  const state = search.state();
  assert.deepEqual(Object.keys(state), ["methods", "sparse", "mask", "domain", "rareLabel", "rarePositions", "lastRare", "work", "refusedBytes"]);
  assert.ok(state.methods.length > 0);
  for (const m of state.methods) {
    assert.equal(m.length, 5);
    assert.deepEqual(m.map((x) => typeof x), ["number", "number", "number", "number", "boolean"]);
  }
  assert.equal(state.methods[0][0], 0, "the first method starts at heap 0");
  search.delete();
  for (const a of [bad, link, rules, sub, games, state]) assertPlain(a);
});
