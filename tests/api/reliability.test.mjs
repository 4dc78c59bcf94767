// Regression tests of issue 14's findings in the JS API (ctest: api.node), each named after the
// finding. The engine module under node, as a notes author would call it.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let E;
before(async () => {
  E = await require(process.env.GL_ENGINE_JS)();
});

test("finding: search.advance(Infinity) returned \"running\" for ever with size() stuck at 0", () => {
  const { ok, search } = E.octalSearch("0.07", 1000);
  assert.equal(ok, true);
  assert.equal(search.advance(Infinity), "proved"); // one call: Infinity is all the work there is
  assert.equal(search.size(), 176);
  const big = E.octalSearch("0.007", 3000).search;
  assert.equal(big.advance(2 ** 64), "limit");
  assert.equal(big.size(), 3000);
  big.delete();
  search.delete();
});

test("finding: search.value(Infinity) and value(1e20) answered G(0), value(1.5) G(1): they are null", () => {
  const { search } = E.octalSearch("0.07", 1000);
  search.advance(Infinity);
  for (const n of [Infinity, -Infinity, NaN, 1e20, 2 ** 53, 1.5, -1, 0.5])
    assert.equal(search.value(n), null, `value(${n})`);
  // Whole numbers beyond what was computed come from the proved period (34 from 53).
  assert.equal(search.value(1), 0);
  assert.equal(search.value(2), 1);
  assert.equal(search.value(1e15), search.value(53 + ((1e15 - 53) % 34)));
  search.delete();
});

test("finding: octalPosition(\"4.7\", [2**24]) spent 18 s: the winning-move search is in the step budget", () => {
  const r = E.octalPosition("4.7", [2 ** 24]);
  // Either within the budget or refused pointing to octalSearch; never seconds of unbudgeted work.
  if (!r.ok) assert.match(r.error.message, /octalSearch/);
  else assert.ok(r.winningMoves.length * 10000 <= 1e9);
});

test("finding: octalSequence(\"0.3\", 2**26) spent 8.7 s copying: values come in one typed block", () => {
  const r = E.octalSequence("0.3", 2 ** 26);
  assert.equal(r.ok, true);
  assert.ok(r.values instanceof Uint8Array);
  assert.equal(r.values.length, 2 ** 26);
  // 0.3 is the subtraction game S = {1}: G(n) = n mod 2.
  for (const n of [0, 1, 2, 12345, 2 ** 26 - 1]) assert.equal(r.values[n], n % 2);
});

test("finding: subtractionRules([1,65]) named set, not the element set[1]", () => {
  const r = E.subtractionRules([1, 65]);
  assert.equal(r.ok, false);
  assert.equal(r.error.where, "set[1]");
});

test("finding: links counted UTF-8 bytes, named non-ASCII as a byte, and gave list words to n", () => {
  const accent = E.parseLink("?game=é&x=%zz");
  const bad = accent.errors.find((e) => e.where === "link");
  assert.equal(bad.offset, 10); // the 11th character, counted as JS counts "?game=é&x=%zz"
  assert.equal("?game=é&x=%zz".indexOf("%"), 10);
  const wide = E.octalRules("０.07");
  assert.match(wide.error.message, /'０' \(U\+FF10\)/);
  const n = E.parseLink("?game=octal&n=1,2").errors[0];
  assert.match(n.message, /one whole number 1\.\.536870912/);
  const key = E.parseLink("?" + "k".repeat(5000) + "=1").errors[0];
  assert.ok(key.text.length < 200, key.text.slice(0, 100));
});
