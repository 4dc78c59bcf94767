// The JS API never throws (issue 14): every exported function of the engine module is called with
// thousands of generated hostile argument lists - wrong types, NaN, ±Infinity, huge and sparse
// arrays, objects, proxies that throw, missing arguments - and must answer a value: {ok: true, ...}
// or {ok: false, error: {where, offset, message, text}} (the few calls documented to return a
// plain value return that type). Afterwards the wasm heap holds what it held before (every
// search deleted, nothing leaked). Fixed seed: the same calls every run.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  E = await require(process.env.GL_ENGINE_JS)();
});

// A small deterministic generator (mulberry32).
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const throwing = new Proxy({}, { get() { throw new Error("hostile getter"); }, has() { throw new Error("hostile has"); } });
const throwingArray = new Proxy([1, 2, 3], { get(t, k) { if (k === "length" || k === "0") throw new Error("hostile"); return t[k]; } });
const hostile = [
  undefined, null, true, false, 0, -0, 1, 2, 7, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 31, 2 ** 53, 2 ** 64, 1e308, -1e308,
  4096, Number.MIN_VALUE, "", "0.07", "4.07", "0.77", "{1,3,4}", "1,3,4", "S=1,2", "game=nim&pos=1,2", "?game=octal&n=0",
  "game=sum&pos=nim:3|0.07:5", "game=graph&graph=a:b;b:&pos=a", "x".repeat(100000), "\u0000", "é", "\uD800", "０.07",
  "%zz", "game=" + "g".repeat(5000), [], [1, 2, 3], [13, 12, 8], [-1], [NaN], [Infinity], [1.5], ["1"], [[1]], [null],
  [2 ** 53], [1, , 3], new Array(2 ** 20).fill(1), new Array(2 ** 32 - 1), new Array(1e7), {}, { length: 5 }, { naive: true },
  { naive: 1 }, Object.create(null), new Uint8Array(3), throwing, throwingArray, Symbol("s"), 5n, () => 1, new Date(0),
  Promise.resolve(1), /re/, new Map(), new Set([1]),
];

function checkError(name, args, r) {
  const label = `${name}(${args.map((a) => { try { return String(a).slice(0, 30); } catch { return typeof a; } }).join(", ")})`;
  assert.equal(typeof r, "object", label);
  assert.notEqual(r, null, label);
  assert.equal(typeof r.ok, "boolean", label);
  if (r.ok) return;
  const e = r.error ?? r.errors?.[0];
  assert.ok(e, `${label}: an error`);
  assert.equal(typeof e.where, "string", label);
  assert.equal(typeof e.message, "string", label);
  assert.ok(e.message.length > 0, label);
  assert.equal(typeof e.text, "string", label);
  assert.ok(e.offset === null || (Number.isInteger(e.offset) && e.offset >= 0), label);
}

// The functions and how many arguments each takes; checks of the plain-value ones.
const calls = {
  nimAnalyze: 2, mex: 1, nimSum: 1, parseLink: 1, analyze: 2, octalRules: 1, subtractionRules: 1, cgt: 1, cgtCompare: 2,
  octalSequence: 3, octalPeriod: 2, octalPosition: 2,
};
const plain = {
  games: (r) => Array.isArray(r) && r.length > 0,
  octalGames: (r) => Array.isArray(r) && r.length > 0,
  version: (r) => typeof r === "string",
};

function runAll(random, count) {
  const pick = () => hostile[Math.floor(random() * hostile.length)];
  let made = 0;
  for (let i = 0; i < count; i++) {
    for (const [name, arity] of Object.entries(calls)) {
      const n = Math.floor(random() * (arity + 2)); // fewer or more arguments than expected too
      const args = Array.from({ length: n }, pick);
      let r;
      assert.doesNotThrow(() => { r = E[name](...args); }, `${name} threw`);
      checkError(name, args, r);
      made++;
    }
    for (const [name, ok] of Object.entries(plain)) {
      const args = Array.from({ length: Math.floor(random() * 3) }, pick);
      let r;
      assert.doesNotThrow(() => { r = E[name](...args); }, `${name} threw`);
      assert.ok(ok(r), name);
    }
    // The resumable search and its methods.
    const args = Array.from({ length: Math.floor(random() * 4) }, pick);
    let s;
    assert.doesNotThrow(() => { s = E.octalSearch(...args); }, "octalSearch threw");
    checkError("octalSearch", args, s);
    if (s.ok) {
      for (let k = 0; k < 6; k++) {
        const a = pick();
        let st, v, size, res;
        assert.doesNotThrow(() => { st = s.search.advance(a); }, "advance threw");
        assert.ok(["running", "proved", "limit"].includes(st), `advance(${String(a).slice(0, 20)}) = ${st}`);
        assert.doesNotThrow(() => { v = s.search.value(pick()); }, "value threw");
        assert.ok(v === null || Number.isInteger(v), "value is an integer or null");
        assert.doesNotThrow(() => { size = s.search.size(pick()); res = s.search.result(pick()); }, "size/result threw");
        assert.ok(Number.isInteger(size));
        checkError("result", [], res);
      }
      s.search.delete();
    }
  }
  return made;
}

test("every exported function answers {ok, error} to thousands of hostile argument lists", () => {
  const made = runAll(rng(14), 400);
  assert.ok(made >= 4000, `${made} calls`);
});

test("the wasm heap returns to where it was after the calls and delete()", () => {
  runAll(rng(7), 60); // fills what is built once (the registry, caches)
  const before = E.memoryInUse();
  assert.ok(Number.isInteger(before) && before > 0);
  runAll(rng(7), 60);
  assert.equal(E.memoryInUse(), before);
});
