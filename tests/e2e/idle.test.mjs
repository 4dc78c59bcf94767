// The page draws only when something changes (issue 13): an idle page or embed draws nothing,
// input and background work still draw at once. Frames are counted by the page itself
// (GrundyLab.getState().frames).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, clickToken } from "./lib.mjs";

const site = useSite();

const state = (page) => page.evaluate(() => GrundyLab.getState());
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Frames drawn by the page during `ms` milliseconds of nobody touching it.
async function idleFrames(page, ms) {
  const before = (await state(page)).frames;
  await sleep(ms);
  return (await state(page)).frames - before;
}

test("an idle page draws at most a couple of frames in 3 s, and a click still answers at once", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7");
  await sleep(500); // the frames that follow loading settle
  const idle = await idleFrames(page, 3000);
  assert.ok(idle <= 2, `an idle page drew ${idle} frames in 3 s`);

  const framesBefore = (await state(page)).frames;
  await clickToken(page, 2, 6); // one click: 7 -> 6
  const s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 6]);
  assert.ok(s.frames > framesBefore, "the click was drawn");

  // And once the click is drawn, the page is idle again.
  await sleep(500);
  const after = await idleFrames(page, 3000);
  assert.ok(after <= 2, `the page drew ${after} frames in 3 s after the click`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the computer's pending move is played without any input", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7&turn=1&computer=1");
  await page.waitForFunction(() => GrundyLab.getState().movesMade === 1, null, { timeout: 5000 });
  const s = await state(page);
  assert.equal(s.analysis.nimSum, 0, "the computer made a winning move");
  await sleep(500);
  const idle = await idleFrames(page, 3000);
  assert.ok(idle <= 2, `the page drew ${idle} frames in 3 s after the computer's move`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an explorer embed draws while it computes and stops once the period is proved", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.07&n=3000&embed=table");
  await page.waitForFunction(() => GrundyLab.getState().explorer.proved, null, { timeout: 20000 });
  await sleep(500);
  const idle = await idleFrames(page, 3000);
  assert.ok(idle <= 2, `a proved explorer embed drew ${idle} frames in 3 s`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link opened through the JS API is drawn without input", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7");
  await sleep(500);
  const before = (await state(page)).frames;
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=nim&pos=4,4"));
  await page.waitForFunction((b) => GrundyLab.getState().frames > b, before, { timeout: 2000 });
  await page.waitForFunction(() => GrundyLab.tokenSpot(1, 3) !== null, null, { timeout: 2000 });
  assert.deepEqual((await state(page)).heaps, [4, 4]);
  assert.deepEqual(errors, []);
  await context.close();
});
