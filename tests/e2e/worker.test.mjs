// The explorer computes in a Web Worker (issue 13): the page shows the worker's values, Cancel,
// Continue and Extend keep their meaning, and without workers the page computes in its frames.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, clickWidget, nextFrames } from "./lib.mjs";

const site = useSite();
const explorer = (page) => page.evaluate(() => GrundyLab.getState().explorer);
const until = (page, fn, timeout = 60000) => page.waitForFunction(fn, null, { timeout, polling: 50 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The table's rows as drawn against the engine's own sequence, computed in the page's thread.
async function checkTable(page, code, rows) {
  const width = (await explorer(page)).tableWidth;
  const engine = await page.evaluate(([c, n]) => Array.from(GrundyLab.octalSequence(c, n).values), [code, rows * width]);
  for (let r = 0; r < rows; ++r) {
    const row = await page.evaluate((i) => GrundyLab.tableRow(i), r);
    assert.deepEqual(row.values, engine.slice(r * width, (r + 1) * width), `row ${r}`);
  }
}

test("0.16 is proved in the worker and the table shows the engine's values", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.16&n=2000000");
  await until(page, () => GrundyLab.getState().explorer.proved);
  const x = await explorer(page);
  assert.equal(x.worker, true, "computed in a worker");
  assert.equal(x.period, 149459);
  assert.equal(x.preperiod, 105351);
  assert.ok(x.computed < 2000000, "it stopped at the proof");
  assert.match(x.certificate, /149459/);
  await nextFrames(page, 2);
  await checkTable(page, "0.16", 12);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Cancel stops at once, Continue goes on from there, Extend raises the target", async () => {
  // 0.376's preperiod is 2,268,248: no proof within 2^21 values, several seconds of work.
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.376&n=2097152");
  await until(page, () => GrundyLab.getState().explorer.computed > 20000);
  assert.equal((await explorer(page)).worker, true);
  await clickWidget(page, "cancel");
  const stopped = await explorer(page);
  assert.equal(stopped.running, false);
  assert.equal(stopped.cancelled, true);
  await sleep(600); // a slice under way when Cancel was pressed is not taken
  assert.equal((await explorer(page)).computed, stopped.computed, "nothing arrives after Cancel");
  await clickWidget(page, "continue");
  assert.equal((await explorer(page)).running, true);
  await page.waitForFunction((n) => GrundyLab.getState().explorer.computed > n, stopped.computed, { timeout: 30000, polling: 50 });
  await until(page, () => !GrundyLab.getState().explorer.running, 120000);
  let x = await explorer(page);
  assert.equal(x.proved, false);
  assert.equal(x.computed, 2097152, "stopped at the target");
  await checkTable(page, "0.376", 5);

  await clickWidget(page, "extend");
  x = await explorer(page);
  assert.equal(x.target, 8388608);
  assert.equal(x.running, true);
  await until(page, () => GrundyLab.getState().explorer.computed > 2097152 + 10000);
  assert.match(await page.evaluate(() => location.search), /n=8388608/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the worker waits while another game is shown, and goes on when the explorer is back", async () => {
  const link = "?v=1&game=octal&rules=0.376&n=2097152";
  const { context, page, errors } = await openPage(site.browser, site.url, link);
  await until(page, () => GrundyLab.getState().explorer.computed > 20000);
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=nim&pos=3,4,5"));
  assert.equal(await page.evaluate(() => GrundyLab.getState().game), "nim");
  await sleep(600); // the slice under way when the explorer was left may still arrive
  const left = (await explorer(page)).computed;
  await sleep(1500);
  assert.equal((await explorer(page)).computed, left, "no values computed while Nim is shown");
  await page.evaluate((l) => GrundyLab.openLink(l), link);
  const back = await explorer(page);
  assert.equal(back.running, true);
  assert.ok(back.computed >= left, "nothing computed was lost");
  await page.waitForFunction((n) => GrundyLab.getState().explorer.computed > n + 10000, left, { timeout: 60000, polling: 50 });
  assert.deepEqual(errors, []);
  await context.close();
});

test("without Web Workers the explorer computes in the page's frames", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => { delete globalThis.Worker; });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(site.url + "?v=1&game=octal&rules=0.16&n=2000000");
  await page.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 30000 });
  await until(page, () => GrundyLab.getState().explorer.proved, 120000);
  const x = await explorer(page);
  assert.equal(x.worker, false);
  assert.equal(x.period, 149459);
  assert.equal(x.preperiod, 105351);
  assert.deepEqual(errors, []);
  await context.close();
});
