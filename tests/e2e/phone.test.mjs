// Phones and tablets (issue 25): the page in Chromium's phone emulation at 390×844 (a touch
// screen, a mobile viewport, a coarse pointer), driven by real touch events (CDP
// Input.dispatchTouchEvent, as a finger makes them). A swipe scrolls the page and the analysis
// panel, with inertia when the finger is lifted moving; the panel's scrollbar can be dragged; a tap
// makes a move; tapping a text field gives the page's text box the focus (the element a phone's
// keyboard types into), what is typed there reaches the field and Enter applies it; targets are
// at least 40 CSS px and no control runs off the screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames } from "./lib.mjs";

const site = useSite();
const W = 390, H = 844;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function phone(query) {
  const { context, page, errors } = await openPage(site.browser, site.url, query, { width: W, height: H, phone: true });
  const cdp = await context.newCDPSession(page);
  const send = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  const finger = {
    down: (x, y) => send("touchStart", [{ x, y, id: 1 }]),
    move: (x, y) => send("touchMove", [{ x, y, id: 1 }]),
    up: () => send("touchEnd", []),
    // A tap: down and up at once, as a finger does; then the frames that show it.
    async tap(x, y) {
      await this.down(x, y);
      await this.up();
      await nextFrames(page, 6);
    },
    // A swipe from (x, y) by (dx, dy) in `steps` moves `ms` apart; `rest` ms still before lifting
    // (a finger that rests leaves no inertia).
    async swipe(x, y, dx, dy, { steps = 8, ms = 16, rest = 0 } = {}) {
      await this.down(x, y);
      for (let k = 1; k < steps; k++) {
        await pause(ms);
        await this.move(x + (dx * k) / steps, y + (dy * k) / steps);
      }
      await pause(ms);
      if (rest) {
        await this.move(x + dx, y + dy);
        await pause(rest);
        await this.up();
      } else { // lifted while moving: the last move and the lift together, as a flick ends
        await Promise.all([this.move(x + dx, y + dy), this.up()]);
      }
    },
  };
  return { context, page, errors, finger };
}

const widget = (page, name) => page.evaluate((n) => GrundyLab.widgetRect(n), name);
const spot = (page, heap, index) => page.evaluate(([h, i]) => GrundyLab.tokenSpot(h, i), [heap, index]);
const summary = (page) => page.evaluate(() => document.getElementById("twin-status").textContent);
const focused = (page) => page.evaluate(() => document.activeElement && document.activeElement.id);

test("at 390×844 a swipe scrolls the page and the analysis panel (with inertia), its scrollbar drags, a tap moves", async () => {
  const { context, page, errors, finger } = await phone("?v=1&game=nim&pos=3,5,7");
  assert.equal(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), true, "phone emulation: a coarse pointer");
  // The page is taller than the screen: the analysis starts below the board, out of sight.
  const top0 = await widget(page, "analysis-value");
  assert.ok(top0.y > H * 0.8, `the analysis starts low on the page (y ${top0.y})`);

  // A swipe up on the board (which does not scroll itself) scrolls the page to its end.
  await finger.swipe(W / 2, 700, 0, -600, { steps: 10, rest: 250 });
  await nextFrames(page, 6);
  const panel = await widget(page, "analysis");
  const top1 = await widget(page, "analysis-value");
  assert.ok(top1.y < top0.y - 200, `the page scrolled: the analysis rose from ${top0.y} to ${top1.y}`);
  assert.ok(panel.y + panel.h <= H + 1 && panel.y > 0, `the whole panel is on the screen: ${JSON.stringify(panel)}`);
  const token = await spot(page, 2, 0);
  assert.ok(token.y > 0 && token.y < panel.y, "the board is still in sight above the panel");

  // A slow swipe up inside the panel scrolls the panel, not the page: the board stays put.
  await finger.swipe(W / 2, panel.y + panel.h - 40, 0, -120, { steps: 6, ms: 30, rest: 250 });
  await nextFrames(page, 6);
  const top2 = await widget(page, "analysis-value");
  const moved = top1.y - top2.y;
  assert.ok(moved > 80 && moved < 140, `the panel followed the finger (${moved} px of 120)`);
  assert.equal((await spot(page, 2, 0)).y, token.y, "the page did not move");

  // Down again, then a quick flick up: the panel goes on moving after the finger is lifted.
  await finger.swipe(W / 2, panel.y + 60, 0, 200, { steps: 6, ms: 30, rest: 250 });
  await nextFrames(page, 6);
  const back = await widget(page, "analysis-value");
  assert.ok(Math.abs(back.y - top1.y) < 2, `a swipe down scrolls the panel back to its top (${back.y}, was ${top1.y})`);
  await finger.swipe(W / 2, panel.y + panel.h - 60, 0, -90, { steps: 3, ms: 16 });
  const lifted = (await widget(page, "analysis-value")).y;
  await nextFrames(page, 30);
  const coasted = (await widget(page, "analysis-value")).y;
  assert.ok(coasted < lifted - 20, `inertia: the panel went on from ${lifted} to ${coasted} after the finger left`);
  assert.ok(back.y - coasted > 110, `the flick moved the panel ${back.y - coasted} px, more than the finger's 90`);
  console.log(`swipes: page ${top0.y - top1.y} px, panel ${moved} px for a 120 px swipe, flick of 90 px: ${back.y - lifted} px` +
              ` when lifted, ${back.y - coasted} px in all`);

  // The panel's scrollbar, held by a finger and dragged to the top, scrolls it back to its start.
  const bar = { x: panel.x + panel.w - 12, y: panel.y + panel.h - 30 };
  await finger.swipe(bar.x, bar.y, 0, -(panel.h - 40), { steps: 8, ms: 30, rest: 250 });
  await nextFrames(page, 6);
  const top3 = await widget(page, "analysis-value");
  assert.ok(Math.abs(top3.y - top1.y) < 2, `the scrollbar dragged the panel to its top (${top3.y}, top ${top1.y})`);

  // Touch targets: tokens are 44 px slots (at least 36 px across), controls at least 40 px tall.
  const t0 = await spot(page, 2, 0), t1 = await spot(page, 2, 1);
  assert.ok(t0.y - t1.y >= 40, `a token's slot is ${t0.y - t1.y} px tall`);
  assert.ok(2 * t0.r >= 36, `a token is ${2 * t0.r} px across`);
  console.log(`a token: ${2 * t0.r} px across in a ${t0.y - t1.y} px slot`);
  for (const name of ["move-choice", "move-play", "analysis"]) {
    const r = await widget(page, name);
    assert.ok(r.h >= 40, `${name} is ${r.h} px tall`);
  }

  // A tap on the top token of the heap of 7 takes it: 3, 5, 6 (the twin says so too).
  const top7 = await spot(page, 2, 6);
  await finger.tap(top7.x, top7.y);
  await page.waitForFunction(() => GrundyLab.getState().pos === "3,5,6", null, { timeout: 5000 });
  assert.match(await summary(page), /3, 5, 6/);
  assert.equal((await page.evaluate(() => GrundyLab.getState().movesMade)), 1, "one tap, one move");
  assert.deepEqual(errors, []);
  await context.close();
});

test("tapping a text field gives the phone's keyboard a real text box; typing goes into the field, Enter applies it", async () => {
  const { context, page, errors, finger } = await phone("?v=1&game=nim&pos=3,5,7");
  const field = await widget(page, "position");
  assert.ok(field.h >= 40, `the field is ${field.h} px tall`);
  assert.notEqual(await focused(page), "textbox");
  await finger.tap(field.x + field.w / 2, field.y + field.h / 2);
  assert.equal(await focused(page), "textbox", "the page's text box has the focus");
  const box = () => page.evaluate(() => document.getElementById("textbox").value);
  assert.equal(await box(), "3,5,7", "the box holds the field's text");
  for (let i = 0; i < 5; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type("1, 2");
  await nextFrames(page, 4);
  // The field takes no blanks: what it kept is shown back in the box.
  assert.equal(await box(), "1,2");
  await page.keyboard.type(",3");
  await nextFrames(page, 4);
  assert.equal(await page.evaluate(() => GrundyLab.getState().pos), "3,5,7", "not applied before Enter");
  await page.keyboard.press("Enter"); // a phone's keyboard presses and releases at once
  await page.waitForFunction(() => GrundyLab.getState().pos === "1,2,3", null, { timeout: 5000 });
  await nextFrames(page, 4);
  assert.match(await summary(page), /1, 2, 3/, "the twin has the new position");
  assert.notEqual(await focused(page), "textbox", "Enter leaves the field: the box gives the focus back (the keyboard closes)");

  // Tapped again and left by a tap elsewhere: the box loses the focus, the field keeps its text.
  await finger.tap(field.x + field.w / 2, field.y + field.h / 2);
  assert.equal(await focused(page), "textbox");
  const status = await widget(page, "status");
  await finger.tap(status.x + 10, status.y + status.h / 2);
  assert.notEqual(await focused(page), "textbox", "a tap outside the field leaves it");
  assert.deepEqual(errors, []);
  await context.close();
});

test("at 390×844 every control is on the screen and at least 40 px tall: Nim, the calculator, the explorer", async () => {
  const screens = [
    ["?v=1&game=nim&pos=3,5,7", ["game", "keys", "misere", "hints", "opponent", "embed", "copy-link", "copy-analysis",
                                  "position", "restart", "undo", "redo", "move-choice", "move-play"]],
    ["?v=1&game=cgt&expr={3||2|1}", ["game", "keys", "embed", "copy-link", "copy-analysis", "expr"]],
    ["?v=1&game=octal&rules=0.07", ["game", "keys", "code", "view-table", "view-plot", "view-mex", "view-misere"]],
  ];
  for (const [query, names] of screens) {
    const { context, page, errors } = await phone(query);
    for (const name of names) {
      const r = await widget(page, name);
      assert.ok(r, `${query}: '${name}' is drawn`);
      assert.ok(r.x >= 0 && r.x + r.w <= W + 0.5, `${query}: '${name}' within the width: ${JSON.stringify(r)}`);
      assert.ok(r.h >= 40, `${query}: '${name}' is ${r.h} px tall`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("at 390×844 a long Kayles row goes on in the next line: every pin a finger's 40 px, on the screen; its buttons too", async () => {
  const { context, page, errors, finger } = await phone("?v=1&game=sum&pos=0.77:20|0.07:7,3");
  const pins = [];
  for (let i = 0; i < 20; i++) pins.push(await page.evaluate(([p, h, k]) => GrundyLab.cellSpot(p, h, k), [0, 0, i]));
  for (const [i, c] of pins.entries()) {
    assert.ok(c, `pin ${i} is drawn`);
    assert.ok(2 * c.r >= 0.8 * 40, `pin ${i} is ${2 * c.r} px across (a 40 px slot)`);
    assert.ok(c.x - c.r >= 0 && c.x + c.r <= W, `pin ${i} is within the width: ${JSON.stringify(c)}`);
  }
  assert.ok(pins.some((c) => c.y > pins[0].y + 40), "the row goes on in a line below");
  for (let i = 1; i < 20; i++) { // in order: left to right, then on in the next line
    const a = pins[i - 1], b = pins[i];
    assert.ok(b.y > a.y + 1 || (Math.abs(b.y - a.y) < 1 && b.x > a.x), `pin ${i} follows pin ${i - 1}`);
  }
  for (const name of ["take-0-1", "take-0-2"]) {
    const r = await widget(page, name);
    assert.ok(r && r.x >= 0 && r.x + r.w <= W + 0.5 && r.h >= 40, `'${name}' on the screen and 40 px: ${JSON.stringify(r)}`);
  }
  // A tap on the last pin of the first line takes it (Kayles, take 1).
  const last = pins.filter((c) => Math.abs(c.y - pins[0].y) < 1).pop();
  const before = await summary(page);
  await finger.tap(last.x, last.y);
  assert.notEqual(await summary(page), before, "the tap made a move");
  assert.deepEqual(errors, []);
  await context.close();
});

test("at 390×844 the generic board's cells are a finger's 40 px (Chomp 12 wide): the board scrolls sideways instead", async () => {
  const { context, page, errors } = await phone("?v=1&game=chomp&pos=12,12,10,8,5,1");
  for (const index of [0, 3, 6]) {
    const c = await page.evaluate(([r, i]) => GrundyLab.boardCell(r, i), [5, index]); // row 1, the poisoned row
    assert.ok(c, `cell ${index} of row 1 is drawn`);
    assert.ok(2 * c.r >= 0.8 * 40, `cell ${index} is ${2 * c.r} px across (a 40 px slot)`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("at 390×844 tall Nim heaps keep 40 px tokens: the board scrolls, opened at its base, and a swipe goes up it", async () => {
  const { context, page, errors, finger } = await phone("?v=1&game=nim&pos=20,30,45");
  const bottom = await spot(page, 2, 0), top = await spot(page, 2, 44);
  assert.ok(bottom && top, "the first and last tokens of heap 3 are placed");
  assert.ok(bottom.y - top.y >= 44 * 40 - 1, `45 tokens stand 40 px apart: ${bottom.y - top.y} px`);
  assert.ok(2 * bottom.r >= 0.8 * 40 * 0.85, `a token is ${2 * bottom.r} px across`);
  // The board opens scrolled to the heaps' base: the top of the 45 is above the screen.
  assert.ok(top.y < 0, `the board starts at its base: the top token is at ${top.y}`);
  // A swipe down on the board scrolls it: the top token comes down towards the screen.
  await finger.swipe(bottom.x, 600, 0, 200, { rest: 200 });
  await nextFrames(page, 6);
  const after = await spot(page, 2, 44);
  assert.ok(after.y > top.y + 150, `the board scrolled: the top token went from ${top.y} to ${after.y}`);
  assert.deepEqual(errors, []);
  await context.close();
});
