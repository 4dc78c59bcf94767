// End-to-end tests of the play screen for heap games and sums (game=sum) in headless chromium:
// full games against the computer, played by clicking the real boards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickCell, clickWidget } from "./lib.mjs";

const site = useSite();

const sum = (page) => page.evaluate(() => GrundyLab.getState().sum);
const partsOf = (text) => text.split("|").map((p) => {
  const [rules, heaps] = p.split(":");
  return { rules, heaps: heaps.split(",").map(Number) };
});
const rowGame = (rules) => rules !== "nim" && !/^0\.[03]*$/.test(rules); // drawn as rows

// The cell to click for a move {part, heap, from, take, leaves}: rows are cut where the left piece
// ends; stacks lose the clicked token and all above it.
async function playMove(page, m) {
  const s = await sum(page);
  const part = partsOf(s.parts)[m.part];
  let index;
  if (rowGame(part.rules)) {
    await clickWidget(page, `take-${m.part}-${m.take}`).catch(() => {}); // only shown when there is a choice
    index = m.leaves.length === 2 ? m.leaves[0] : m.leaves.length === 1 ? m.from - m.take : 0;
  } else {
    index = m.leaves.length ? m.leaves[0] : 0;
  }
  await clickCell(page, m.part, m.heap, index);
}

// Some legal move for the person, found on the board itself: the first heap where a click works.
async function anyMove(page) {
  const before = (await sum(page)).movesMade;
  const parts = partsOf((await sum(page)).parts);
  for (let p = 0; p < parts.length; p++)
    for (let h = 0; h < parts[p].heaps.length; h++)
      for (let i = parts[p].heaps[h] - 1; i >= 0; i--) {
        await clickCell(page, p, h, i);
        if ((await sum(page)).movesMade > before) return;
      }
  throw new Error("no legal move found by clicking");
}

// The Grundy value of a starting position, from the engine's sequences (not from the board).
function initialValue(page, text) {
  return page.evaluate((parts) => parts.reduce((acc, p) => {
    const top = Math.max(...p.heaps) + 1;
    const g = p.rules === "nim" ? null : GrundyLab.octalSequence(p.rules, top).values;
    return p.heaps.reduce((a, h) => a ^ (g ? g[h] : h), acc);
  }, 0), partsOf(text));
}

async function untilPersonsTurnOrEnd(page, person) {
  await page.waitForFunction((pl) => { const s = GrundyLab.getState().sum; return s.winner !== null || s.turn === pl; },
                             person, { timeout: 15000 });
  return sum(page);
}

for (const [name, parts] of [["Kayles", "0.77:10"], ["a three-part sum (Nim + subtraction {1,2,3} + subtraction {2,3}, after Ferguson, Part I, §4)", "nim:7|0.333:10|0.033:6"]]) {
  test(`${name}: from an N-position with the computer to move, the computer wins`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, `?game=sum&pos=${parts}&computer=1`);
    assert.notEqual(await initialValue(page, parts), 0, "an N-position");
    for (let ply = 0; ply < 80; ply++) {
      const s = await untilPersonsTurnOrEnd(page, 2);
      if (s.winner !== null) break;
      await anyMove(page);
    }
    assert.equal((await sum(page)).winner, 1, "the computer (player 1) won");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [name, parts] of [["Kayles", "0.77:3,3"], ["a three-part sum", "nim:2|0.333:2|0.033:5"]]) {
  test(`${name}: from a P-position with the computer to move, the winning replies win`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, `?game=sum&pos=${parts}&computer=1`);
    assert.equal(await initialValue(page, parts), 0, "a P-position");
    for (let ply = 0; ply < 80; ply++) {
      const s = await untilPersonsTurnOrEnd(page, 2);
      if (s.winner !== null) break;
      assert.ok(s.winningMoves.length > 0, "after the computer's move from a P-position a winning reply exists");
      const before = s.movesMade;
      await playMove(page, s.winningMoves[0]);
      // The click made the move (the computer may already have answered it).
      assert.ok((await sum(page)).movesMade > before, "the click made the move");
    }
    assert.equal((await sum(page)).winner, 2, "the person (player 2) won");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("hints are exactly the moves to Grundy value 0, as the engine's position analysis says", async () => {
  for (const parts of ["0.77:8,5", "0.07:11", "0.137:9,4"]) {
    const { context, page } = await openPage(site.browser, site.url, `?game=sum&pos=${parts}`);
    const s = await sum(page);
    const [code, heaps] = parts.split(":");
    const engine = await page.evaluate(([c, h]) => GrundyLab.octalPosition(c, h.split(",").map(Number)), [code, heaps]);
    const key = (m) => `${m.heap}:${m.take}:${m.leaves.join("+")}`;
    assert.deepEqual(s.winningMoves.map(key).sort(), engine.winningMoves.map(key).sort(), parts);
    assert.equal(s.nimSum, engine.nimSum);
    await context.close();
  }
});

test("links round-trip for every game", async () => {
  const links = [
    "?v=1&game=nim&play=misere&pos=4,9,2&turn=2&computer=1&hints=off",
    "?v=1&game=sum&play=normal&pos=0.77:10&turn=1&computer=2&hints=on",
    "?v=1&game=sum&play=misere&pos=0.77:30|0.77:24&turn=1&computer=2&hints=on",
    "?v=1&game=sum&play=normal&pos=0.07:9|0.137:8&turn=2&computer=off&hints=on",
    "?v=1&game=sum&play=normal&pos=nim:7|0.333:10|0.033:6&turn=1&computer=off&hints=off",
    "?v=1&game=octal&rules=0.77&n=500&width=12&view=plot",
    "?v=1&game=octal&rules=0.07&n=1000&width=0&view=misere&heap=24",
  ];
  for (const link of links) {
    const { context, page } = await openPage(site.browser, site.url, link);
    await nextFrames(page, 2);
    assert.equal(await page.evaluate(() => location.search), link);
    assert.equal(await page.evaluate(() => GrundyLab.getState().link), link);
    await context.close();
  }
});

test("embed=board shows just a playable board, for Nim and for sums", async () => {
  for (const link of ["?game=nim&pos=3,5,7&embed=board", "?game=sum&pos=0.77:6|nim:2&embed=board"]) {
    const { context, page, errors } = await openPage(site.browser, site.url, link, { width: 720, height: 420 });
    assert.equal(await page.evaluate(() => GrundyLab.widgetRect("game")), null, "no toolbar");
    assert.equal(await page.evaluate(() => GrundyLab.widgetRect("status")) !== null, true, "whose turn it is");
    if (link.includes("game=nim")) {
      const { clickToken } = await import("./lib.mjs");
      await clickToken(page, 2, 6);
      assert.deepEqual((await page.evaluate(() => GrundyLab.getState())).heaps, [3, 5, 6]);
    } else {
      await clickCell(page, 1, 0, 1); // Nim heap of 2: take the top token
      assert.equal((await sum(page)).parts, "0.77:6|nim:1");
    }
    assert.match(await page.evaluate(() => location.search), /embed=board/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Issue 42 item 4: heaps past the board's 40 pieces, valued by the proved period, drawn by the
// generic play screen as one piece labelled with its size, whose menu holds the winning moves.
test("a Kayles heap of 1000000 beside Nim 3: one labelled piece; its winning move, clicked, leaves a P-position", async () => {
  const { board, playByClick } = await import("./lib.mjs");
  const q = "game=sum&pos=0.77:1000000|nim:3";
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&${q}&computer=off`);
  const a = await page.evaluate((l) => GrundyLab.analyze(l), q);
  // Kayles' G(1000000) = G(1000000 mod 12 = 4, past n = 71) = 1 (Winning Ways, ch. 4), Nim's 3: 1 ⊕ 3 = 2.
  assert.equal(a.value, 2);
  assert.equal(a.outcome, "N");
  const b = await board(page);
  assert.equal(b.cells[0].length, 1, "the big heap is one piece");
  const kayles = a.winningMoves.find((m) => m.label.startsWith("part 1"));
  assert.ok(kayles, "a winning move in the big heap");
  const index = b.moves.findIndex((m) => m.to === kayles.to);
  assert.ok(b.cells[0][0].includes(index), "the piece offers the winning move");
  await playByClick(page, index);
  const after = await board(page);
  assert.equal(after.movesMade, 1);
  assert.equal(await page.evaluate((l) => GrundyLab.analyze(l).outcome, `game=sum&pos=${kayles.to}`), "P");
  assert.deepEqual(errors, []);
  await context.close();
});
