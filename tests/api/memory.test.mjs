// Issue 14, "memory requests that the browser may refuse become a message, not an abort": the
// engine module built with a 32 MiB memory ceiling (GL_ENGINE_SMALL_JS, CMake target
// engine_module_small) stands for a browser that refuses to grow the wasm memory. A call that
// needs more answers {ok: false, error} naming memory, and the module answers afterwards.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const small = process.env.GL_ENGINE_SMALL_JS;
let E;
before(async () => {
  if (small) E = await require(small)();
});

test("finding: a refused memory growth aborted the module: octalSequence past the ceiling answers a memory error", { skip: !small }, () => {
  const r = E.octalSequence("0.3", 2 ** 25); // 32 Mi one-byte values: more than the 32 MiB ceiling
  assert.equal(r.ok, false);
  assert.match(r.error.message, /^memory: the browser refused \d+ MB more; computed \d+ values$/);
  const computed = Number(/computed (\d+) values/.exec(r.error.message)[1]);
  assert.ok(computed >= 1 << 20 && computed < 2 ** 25, `computed ${computed}`);
  // Still answering, with the memory given back.
  const after = E.octalSequence("0.3", 10);
  assert.equal(after.ok, true);
  assert.deepEqual(Array.from(after.values), [0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  assert.equal(E.octalSequence("0.3", 2 ** 25).ok, false); // the same again, not a crash
  assert.equal(E.nimAnalyze([3, 5, 6]).ok, true);
});

test("finding: a refused memory growth aborted the explorer's search: advance says \"memory\", result() names it", { skip: !small }, () => {
  // 0.1777's proof needs 3.8·10^8 values (sparse space computes them fast): the search grows
  // until refused.
  const { ok, search } = E.octalSearch("0.1777", 2 ** 28);
  assert.equal(ok, true);
  let status = "running";
  for (let i = 0; i < 10000 && status === "running"; ++i) status = search.advance(5e7);
  assert.equal(status, "memory");
  const r = search.result();
  assert.equal(r.ok, false);
  assert.match(r.error.message, /^memory: the browser refused \d+ MB more; computed \d+ values$/);
  assert.ok(search.size() > 1e6);
  assert.equal(search.value(1000), E.octalSequence("0.1777", 1001).values[1000]); // what it has is right
  assert.equal(search.advance(1e6), "memory"); // it stays stopped
  search.delete();
  assert.equal(E.octalPeriod("0.07").ok, true); // the module answers
});
