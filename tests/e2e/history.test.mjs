// The browser's Back and Forward step through moves and screens (the History API), and a link
// with problems stays in the address bar as the reader wrote it until they act.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickToken, clickWidget } from "./lib.mjs";

const site = useSite();

const state = (page) => page.evaluate(() => GrundyLab.getState());
const query = (page) => page.evaluate(() => location.search);

// Back or Forward, then the frame that reads the entry.
async function step(page, direction) {
  await (direction === "back" ? page.goBack() : page.goForward());
  await nextFrames(page, 4);
}

test("Back and Forward step through the moves of a game", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7");
  const opened = await query(page);
  await clickToken(page, 2, 6); // 7 -> 6
  await clickToken(page, 1, 1); // 5 -> 1
  assert.deepEqual((await state(page)).heaps, [3, 1, 6]);

  await step(page, "back");
  let s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 6], "Back undoes the last move");
  assert.equal(s.turn, 2);
  assert.match(await query(page), /[?&]pos=3,5,6(&|$)/);

  await step(page, "back");
  s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 7], "Back again: the position the link opened");
  assert.equal(s.turn, 1);
  assert.equal(await query(page), opened);

  await step(page, "forward");
  assert.deepEqual((await state(page)).heaps, [3, 5, 6], "Forward replays it");
  assert.deepEqual(s.notices, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Back returns from another screen to the game, with its position", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=2,4");
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=octal&rules=0.07&n=200"));
  await nextFrames(page, 4);
  assert.match(await query(page), /game=octal&rules=0\.07/);
  await step(page, "back");
  const s = await state(page);
  assert.match(await query(page), /game=nim/);
  assert.deepEqual(s.heaps, [2, 4]);
  await step(page, "forward");
  assert.match(await query(page), /game=octal&rules=0\.07/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the computer, Back returns to the person's turn and the computer does not move again", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7&computer=2");
  await clickToken(page, 2, 6); // 7 -> 6; the computer answers
  await page.waitForFunction(() => GrundyLab.getState().movesMade === 2, null, { timeout: 10000 });
  await step(page, "back");
  await page.waitForTimeout(1500); // longer than the computer's pause before it moves
  const s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 7]);
  assert.equal(s.turn, 1, "the person is to move");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link with problems stays in the address bar and the notice as written, until the reader acts", async () => {
  const bad = "?v=1&game=nim&pos=3,x,7";
  const { context, page, errors } = await openPage(site.browser, site.url, bad);
  let s = await state(page);
  assert.equal(s.notices.length, 1);
  assert.equal(s.notices[0].where, "pos");
  assert.equal(await query(page), bad, "the reader's text is not replaced by the defaults");
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("dismiss") !== null), "the notice is on screen");

  await clickToken(page, 2, 6); // a move on the default position: now the address bar follows
  s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 6]);
  assert.match(await query(page), /[?&]pos=3,5,6(&|$)/);
  await step(page, "back");
  assert.equal(await query(page), bad, "Back returns to the link as written");
  assert.equal((await state(page)).notices.length, 1, "... with its notice again");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link with many problems lists them all on request", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url,
    "?v=1&game=nim&play=x&pos=3,x,7&turn=9&computer=7&hints=maybe&zz=1");
  const s = await state(page);
  assert.ok(s.notices.length > 4, `${s.notices.length} problems`);
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("more-problems") !== null), "a button opens the rest");
  await clickWidget(page, "more-problems");
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("more-problems") !== null), "... and closes them again");
  assert.deepEqual(errors, []);
  await context.close();
});

test("an explorer n over its game's cap is said, not silently capped, and the link stays as written", async () => {
  // Grundy's game is computed by the mex rule, O(n) per value: the page computes at most 100,000.
  const link = "?v=1&game=octal&rules=grundy&n=200000";
  const { context, page, errors } = await openPage(site.browser, site.url, link);
  const s = await state(page);
  assert.equal(s.notices.length, 1);
  assert.equal(s.notices[0].where, "n");
  assert.match(s.notices[0].text, /at most 100000 .*showing 100000/);
  assert.equal(await query(page), link);
  assert.deepEqual(errors, []);
  await context.close();
});
