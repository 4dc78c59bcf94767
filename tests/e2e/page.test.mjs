// End-to-end tests of the served page in Debian's headless chromium (ctest: e2e.chromium).
// The page is one ImGui canvas: tests click at the coordinates the page reports for its tokens
// and widgets, and read the state back through the page's JS API (window.GrundyLab) and the URL.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickToken, clickWidget, pressKey, distinctColours } from "./lib.mjs";

const site = useSite();

const state = (page) => page.evaluate(() => GrundyLab.getState());
const query = (page) => page.evaluate(() => location.search);

test("the page renders the default Nim position without console errors", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url);
  const s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 7]);
  assert.equal(s.play, "normal");
  assert.equal(s.analysis.nimSum, 1);
  assert.equal(s.analysis.outcome, "N");
  assert.deepEqual(s.analysis.winningMoves.map((m) => [m.heap, m.to]), [[0, 2], [1, 4], [2, 6]]);
  assert.equal(await query(page), "?v=1&game=nim&play=normal&pos=3,5,7&turn=1&computer=off&hints=on");
  assert.equal(await page.locator("#overlay").isHidden(), true);
  const colours = await distinctColours(site.browser, await page.screenshot());
  assert.ok(colours > 50, `the canvas shows a drawing (${colours} colours)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link restores game, play convention, position and view", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&play=misere&pos=13,12,8&turn=2&computer=off&hints=off");
  const s = await state(page);
  assert.deepEqual(s.heaps, [13, 12, 8]);
  assert.equal(s.play, "misere");
  assert.equal(s.hints, false);
  assert.equal(s.turn, 2);
  assert.equal(s.analysis.nimSum, 9);
  assert.deepEqual(s.notices, []);
  assert.equal(await query(page), "?v=1&game=nim&play=misere&pos=13,12,8&turn=2&computer=off&hints=off");
  assert.deepEqual(errors, []);
  await context.close();
});

test("clicking a token takes it and every token above it, and the URL follows", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?pos=3,5,7");
  await clickToken(page, 2, 6); // the top token of the 7-heap: the winning move 7 -> 6
  let s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 6]);
  assert.equal(s.analysis.outcome, "P");
  assert.equal(s.analysis.nimSum, 0);
  assert.match(await query(page), /[?&]pos=3,5,6(&|$)/);

  await clickToken(page, 1, 1); // second token from the bottom of the 5-heap: leaves 1
  s = await state(page);
  assert.deepEqual(s.heaps, [3, 1, 6]);
  assert.equal(s.movesMade, 2);
  assert.match(await query(page), /[?&]pos=3,1,6(&|$)/);

  // The address bar now reproduces the position in a new tab.
  const url = await page.evaluate(() => location.href);
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.waitForFunction(() => globalThis.GrundyLab !== undefined);
  assert.deepEqual((await state(tab)).heaps, [3, 1, 6]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the misère toggle is one click away and follows Bouton's rule", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?pos=1,1,5");
  await clickWidget(page, "misere");
  const s = await state(page);
  assert.equal(s.play, "misere");
  assert.match(await query(page), /play=misere/);
  // One heap above 1: reduce it so that an odd number of 1-heaps is left (5 -> 1).
  assert.deepEqual(s.analysis.winningMoves, [{ heap: 2, from: 5, to: 1 }]);
  await context.close();
});

test("Copy link reaches the system clipboard and the copied link reproduces the state", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?pos=4,9,2&play=misere");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  await clickToken(page, 1, 3);
  await clickWidget(page, "copy-link");
  await page.waitForFunction(() => globalThis.__grundyClipboard && globalThis.__grundyClipboard.state === 2);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  assert.match(copied, /pos=4,3,2/);

  const { context: fresh, page: tab } = await openPage(site.browser, "", copied);
  const s = await state(tab);
  assert.deepEqual(s.heaps, [4, 3, 2]);
  assert.equal(s.play, "misere");
  assert.deepEqual(errors, []);
  await fresh.close();
  await context.close();
});

for (const [name, link, where, words] of [
  ["a letter in a heap", "?pos=3,x,7", "pos", /character 3: 'x' is not a number/],
  ["a negative heap", "?pos=3,-2,7", "pos", /negative/],
  ["an absurdly large heap", "?pos=3,99999999999999999999999,7", "pos", /too large/],
  ["an unknown game", "?game=chess&pos=1,2", "game", /unknown game 'chess'/],
  ["a broken escape", "?pos=%zz", "link", /two hex digits/],
]) {
  test(`a bad link (${name}) opens with a message and the default position`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, link);
    const s = await state(page);
    assert.deepEqual(s.heaps, [3, 5, 7]);
    assert.equal(s.notices.length, 1);
    assert.equal(s.notices[0].where, where);
    assert.match(s.notices[0].text, words);
    assert.ok(await page.evaluate(() => GrundyLab.widgetRect("dismiss") !== null), "the message is on screen");
    assert.ok((await distinctColours(site.browser, await page.screenshot())) > 50);
    assert.deepEqual(errors, []);
    await clickWidget(page, "dismiss");
    assert.deepEqual((await state(page)).notices, []);
    await context.close();
  });
}

test("a bad typed position is refused with a message and nothing is lost", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?pos=6,2");
  await clickWidget(page, "position");
  await pressKey(page, "Control+A");
  await page.keyboard.type("4,,2");
  await pressKey(page, "Enter");
  await nextFrames(page, 3);
  let s = await state(page);
  assert.deepEqual(s.heaps, [6, 2]);
  assert.match(s.positionError, /position, character 3/);

  await clickWidget(page, "position");
  await pressKey(page, "Control+A");
  await page.keyboard.type("13,12,8");
  await pressKey(page, "Enter");
  await nextFrames(page, 3);
  s = await state(page);
  assert.deepEqual(s.heaps, [13, 12, 8]);
  assert.equal(s.positionError, "");
  assert.deepEqual(s.analysis.winningMoves.map((m) => [m.from, m.to]), [[13, 4], [12, 5], [8, 1]]);
  await context.close();
});

for (const [width, height] of [[1280, 800], [800, 600]]) {
  test(`the whole board fits at ${width}x${height}`, async () => {
    const { context, page } = await openPage(site.browser, site.url, "?pos=12,1,9,12,3,7", { width, height });
    const spots = await page.evaluate(() => [0, 1, 2, 3, 4, 5].flatMap((h) =>
      Array.from({ length: GrundyLab.getState().heaps[h] }, (_, i) => GrundyLab.tokenSpot(h, i))));
    assert.equal(spots.length, 44);
    for (const t of spots) {
      assert.ok(t.x - t.r >= 0 && t.x + t.r <= width && t.y - t.r >= 0 && t.y + t.r <= height, JSON.stringify(t));
      assert.ok(t.r >= 5, "tokens are big enough to click");
    }
    for (const name of ["misere", "hints", "copy-link", "position", "restart"]) {
      const r = await page.evaluate((n) => GrundyLab.widgetRect(n), name);
      assert.ok(r && r.x >= 0 && r.x + r.w <= width && r.y + r.h <= height, `${name} is on screen`);
    }
    await context.close();
  });
}

test("against the computer from an N-position, the computer wins by clicks alone", async () => {
  // Player 1 is the computer and moves first from 13,12,8 (nim-sum 9, an N-position).
  const { context, page, errors } = await openPage(site.browser, site.url, "?pos=13,12,8&computer=1");
  for (let ply = 0; ply < 60; ply++) {
    await page.waitForFunction(() => { const s = GrundyLab.getState(); return s.winner !== null || s.turn === 2; }, null, { timeout: 10000 });
    const s = await state(page);
    if (s.winner !== null) break;
    // The person (player 2) clicks the top token of the largest heap: takes one token.
    const heap = s.heaps.indexOf(Math.max(...s.heaps));
    await clickToken(page, heap, s.heaps[heap] - 1);
  }
  const s = await state(page);
  assert.equal(s.winner, 1, "the computer (player 1) won");
  assert.ok(s.movesMade >= 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Undo takes back the person's move and the computer's reply; Redo replays", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?pos=3,5,7&computer=2");
  await clickToken(page, 2, 6); // 7 -> 6, a winning move: the computer must reply
  await page.waitForFunction(() => GrundyLab.getState().movesMade === 2, null, { timeout: 10000 });
  const after = await state(page);
  assert.equal(after.turn, 1);
  await clickWidget(page, "undo");
  let s = await state(page);
  assert.deepEqual(s.heaps, [3, 5, 7]);
  assert.equal(s.turn, 1);
  assert.equal(s.canRedo, true);
  await clickWidget(page, "redo");
  s = await state(page);
  // Redo replays the person's 7 -> 6. The computer (player 2) is then to move and may already have
  // answered on a slow machine: then exactly one heap of (3, 5, 6) is smaller and it is player 1's turn.
  if (s.movesMade === 1) {
    assert.deepEqual(s.heaps, [3, 5, 6]);
    assert.equal(s.turn, 2);
  } else {
    assert.equal(s.movesMade, 2);
    assert.equal(s.turn, 1);
    const changed = [3, 5, 6].filter((h, i) => s.heaps[i] !== h);
    assert.equal(changed.length, 1, `one heap changed after the computer's reply: ${s.heaps}`);
    assert.ok([3, 5, 6].every((h, i) => s.heaps[i] <= h));
  }
  await context.close();
});

test("grundylab-ready fires when the link's state, tokens and widgets are all there", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener("grundylab-ready", () => {
      const s = GrundyLab.getState();
      globalThis.__seenAtReady = { heaps: s.heaps, notices: s.notices.length, token: GrundyLab.tokenSpot(1, 1),
                                   widget: GrundyLab.widgetRect("misere") };
    });
  });
  await page.goto(site.url + "?pos=1,2&play=sideways");
  await page.waitForFunction(() => globalThis.__seenAtReady !== undefined);
  const seen = await page.evaluate(() => globalThis.__seenAtReady);
  assert.deepEqual(seen.heaps, [1, 2]);
  assert.equal(seen.notices, 1);
  assert.ok(seen.token && seen.widget);
  await context.close();
});

test("the largest board (12 heaps of 99) draws completely and stays playable at 800x600", async () => {
  const heaps = Array.from({ length: 12 }, (_, i) => 99 - i);
  const { context, page, errors } = await openPage(site.browser, site.url, "?pos=" + heaps.join(","), { width: 800, height: 600 });
  const shot = await page.screenshot();
  assert.ok((await distinctColours(site.browser, shot)) > 50);
  // Every heap's top token and bottom token are inside the canvas, each heap in its own column.
  const tops = await page.evaluate((hs) => hs.map((h, i) => [GrundyLab.tokenSpot(i, 0), GrundyLab.tokenSpot(i, h - 1)]), heaps);
  for (const [bottom, top] of tops) {
    assert.ok(top.y > 0 && bottom.y < 600 && top.y < bottom.y);
  }
  for (let i = 1; i < tops.length; i++) assert.ok(tops[i][0].x > tops[i - 1][0].x);
  // A click on the 50th tile from the bottom leaves 49 tokens.
  await clickToken(page, 0, 49);
  const s = await state(page);
  assert.equal(s.heaps[0], 49);
  assert.equal(await page.evaluate(() => GrundyLab.tokenSpot(0, 49)), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the page's JS API answers bad calls with values, not exceptions", async () => {
  const { context, page } = await openPage(site.browser, site.url);
  const r = await page.evaluate(() => ({
    noArgs: GrundyLab.nimAnalyze(),
    badMisere: GrundyLab.nimAnalyze([1, 2], "false"),
    link: GrundyLab.openLink(undefined),
    spot: GrundyLab.tokenSpot("a", 0),
    widget: GrundyLab.widgetRect(),
  }));
  assert.equal(r.noArgs.ok, false);
  assert.equal(r.noArgs.error.where, "heaps");
  assert.equal(r.badMisere.ok, false);
  assert.equal(r.link.ok, false);
  assert.equal(r.spot, null);
  assert.equal(r.widget, null);
  assert.deepEqual((await state(page)).heaps, [3, 5, 7], "a bad openLink changed nothing");
  await context.close();
});
