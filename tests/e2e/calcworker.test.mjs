// The calculator's long expressions in a Web Worker (issue 41): the page tries each expression
// for about two frames; one that needs longer is computed in a worker while the page keeps
// drawing, shows what it computes and for how long, and can be cancelled. The answer that comes
// back is the one the engine gives when asked directly (GrundyLab.analyze on the same link).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickWidget, pressKey, calcSettled } from "./lib.mjs";

const site = useSite();
const calc = (page) => page.evaluate(() => GrundyLab.getState().cgt);
const frames = (page) => page.evaluate(() => GrundyLab.getState().frames);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Seconds of work in the page's engine: Kayles' heap 50 under misère play, its canonical form
// found from the heap game itself (about 2 s natively).
const LONG = "game.heap.Kayles(50).MisereCanonicalForm";
// Longer: Grundy's game's heap 1000, refused as past its work after several seconds in the page.
const LONGER = "game.heap.GrundysGame(1000).MisereCanonicalForm";

// Types without waiting for the answer (lib.mjs's typeExpr waits for it).
async function typeOnly(page, text) {
  await clickWidget(page, "expr");
  await pressKey(page, "Control+A");
  await page.keyboard.type(text);
  await pressKey(page, "Enter");
  await nextFrames(page, 1);
}

test("a long expression is computed in the background: the page keeps drawing, then shows the engine's answer", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr={1|0}");
  assert.equal((await calc(page)).canonical, "{1|0}");
  await typeOnly(page, LONG);
  let c = await calc(page);
  assert.deepEqual(c.pending, { expr: LONG, vs: "" }, "handed to the worker");
  assert.equal(c.canonical, "{1|0}", "the last result stays meanwhile");
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("calc-pending")), "the page says what it computes");
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("calc-cancel")), "with Cancel");
  assert.match(await page.evaluate(() => location.search), /Kayles%2850%29|Kayles\(50\)/, "the link holds what was asked");
  // The page's thread stays free while the worker computes (it used to stop for the whole
  // computation): the longest wait between two animation frames until the answer is there.
  const longest = await page.evaluate(() => new Promise((resolve) => {
    let last = performance.now(), worst = 0, n = 0;
    const tick = () => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
      ++n;
      if (GrundyLab.getState().cgt.pending) requestAnimationFrame(tick);
      else resolve({ worst, n });
    };
    requestAnimationFrame(tick);
  }));
  assert.ok(longest.n >= 10, `computed over ${longest.n} animation frames`);
  assert.ok(longest.worst < 1000, `the longest gap between animation frames was ${longest.worst} ms`);
  await calcSettled(page);
  c = await calc(page);
  assert.equal(c.expr, LONG);
  assert.equal(c.error, "");
  assert.equal(c.pending, null);
  assert.equal(c.history[0].expr, LONG);
  // The engine's own answer to the same link, computed in the page's thread.
  const direct = await page.evaluate((e) => GrundyLab.analyze("?v=1&game=cgt&expr=" + encodeURIComponent(e)), LONG);
  assert.equal(c.canonical, direct.canonical);
  assert.equal(c.outcome, direct.outcome);
  assert.deepEqual(c.properties, direct.properties);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Cancel stops the work at once and keeps the last result; a newer expression replaces an older one", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=^");
  await typeOnly(page, LONGER);
  assert.equal((await calc(page)).pending.expr, LONGER);
  await sleep(300);
  await clickWidget(page, "calc-cancel");
  let c = await calc(page);
  assert.equal(c.pending, null);
  assert.equal(c.canonical, "^");
  assert.equal(c.error, "");
  assert.match(await page.evaluate(() => location.search), /expr=%5E|expr=\^/, "the link is the result's again");
  // The field keeps what was typed: nothing the person had is lost.
  assert.equal(c.typed, LONGER);
  await sleep(1000);
  c = await calc(page);
  assert.equal(c.canonical, "^", "nothing arrives after Cancel");

  // Asked again, then replaced by a quick one before it is done: the quick one is shown at once,
  // and the long one never arrives.
  await typeOnly(page, LONGER);
  assert.equal((await calc(page)).pending.expr, LONGER);
  await typeOnly(page, "{2|-1}");
  c = await calc(page);
  assert.equal(c.pending, null);
  assert.equal(c.canonical, "{2|-1}");
  // A long one after a cancelled one is computed by a new worker.
  await typeOnly(page, LONG);
  await calcSettled(page);
  c = await calc(page);
  assert.equal(c.expr, LONG);
  assert.equal(c.error, "");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link to a long expression opens at once and fills in when the worker is done", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=" + encodeURIComponent(LONG));
  // openPage waits for the answer; the first frames showed the pending work (the text twin says so too).
  const c = await calc(page);
  assert.equal(c.expr, LONG);
  assert.equal(c.pending, null);
  const direct = await page.evaluate((e) => GrundyLab.analyze("?v=1&game=cgt&expr=" + encodeURIComponent(e)), LONG);
  assert.equal(c.outcome, direct.outcome);
  assert.equal(c.outcome, "N");
  assert.deepEqual(c.properties, direct.properties);
  assert.deepEqual(errors, []);
  await context.close();
});
