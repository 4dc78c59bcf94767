// End-to-end tests of Welter's game and its family in headless chromium: full games on the Young
// diagram against the computer, played by clicking hooks (from an N-position the computer wins;
// from a P-position a person answering with winning moves wins); links of welter, welter2k, onim
// and owelter reloading to the same game; a move typed as a new ordinal; the μ panel's widget.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickAt, clickWidget, pressKey } from "./lib.mjs";

const site = useSite();
const board = (page) => page.evaluate(() => GrundyLab.getState().board);

// Clicks the Young diagram's cell of move `index`: the rows between the strip (first) and the
// numbers (last) are the diagram, one move per cell.
async function clickHook(page, index) {
  const b = await board(page);
  for (let r = 1; r + 1 < b.cells.length; r++)
    for (let c = 0; c < b.cells[r].length; c++) {
      if (b.cells[r][c].length !== 1 || b.cells[r][c][0] !== index) continue;
      const spot = await page.evaluate(([r, c]) => GrundyLab.boardCell(r, c), [r, c]);
      assert.ok(spot, `cell ${r},${c} is drawn`);
      await clickAt(page, spot.x, spot.y);
      return;
    }
  throw new Error(`no cell of the Young diagram removes move ${index}`);
}

async function untilPersonsTurnOrEnd(page, person) {
  await page.waitForFunction((pl) => { const b = GrundyLab.getState().board; return b.winner !== null || b.turn === pl; },
                             person, { timeout: 20000 });
  return board(page);
}

test("Welter on the Young diagram: from an N-position the computer (to move) wins against hook clicks", async () => {
  const pos = "2,4,7"; // 2 ⊕ 4 ⊕ 7 ⊕ (2|4) ⊕ (2|7) ⊕ (4|7) = 1 ⊕ 3 ⊕ 1 ⊕ 1 = 2
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=welter&pos=${pos}&computer=1`);
  assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=welter&pos=${pos}`), "N");
  for (let ply = 0; ply < 60; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 2);
    if (b.winner !== null) break;
    const before = b.movesMade;
    await clickHook(page, b.moves.length - 1); // some hook
    assert.ok((await board(page)).movesMade > before, "the click removed a hook");
  }
  assert.equal((await board(page)).winner, 1, "the computer (player 1) won");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Welter on the Young diagram: from a P-position a person removing winning hooks wins", async () => {
  const start = "2,3,6"; // 2 ⊕ 3 ⊕ 6 = 7, (2|3) = 1, (2|6) = 7, (3|6) = 1: 7 ⊕ 1 ⊕ 7 ⊕ 1 = 0
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=welter&pos=${start}&computer=1`);
  assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=welter&pos=${start}`), "P");
  for (let ply = 0; ply < 60; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 2);
    if (b.winner !== null) break;
    assert.ok(b.analysis.winningMoves.length > 0, "a winning reply exists");
    const index = b.moves.findIndex((m) => m.to === b.analysis.winningMoves[0].to);
    const before = b.movesMade;
    await clickHook(page, index);
    const after = await board(page);
    assert.ok(after.movesMade > before, "the click removed the hook");
  }
  assert.equal((await board(page)).winner, 2, "the person (player 2) won");
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [query, position] of [
  ["game=welter&pos=9,0,5,3", "0,3,5,9"],
  ["game=welter2k&rules=2&pos=37,3,18", "3,18,37"],
  ["game=onim&pos=w^2*3+w+5,w+2,7", "w^2*3+w+5,w+2,7"],
  ["game=owelter&pos=w^2*3+w+5,w+2,7", "7,w+2,w^2*3+w+5"],
]) {
  test(`a link reloads the same game and position: ${query}`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&${query}&turn=2`);
    let b = await board(page);
    assert.equal(b.position, position);
    assert.equal(b.turn, 2);
    const link = await page.evaluate(() => location.search);
    await page.reload();
    await page.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 30000 });
    await nextFrames(page, 3);
    b = await board(page);
    assert.equal(b.position, position);
    assert.equal(await page.evaluate(() => location.search), link);
    assert.deepEqual(b.analysis, await page.evaluate((q) => GrundyLab.analyze(q), b.analysis.link));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("transfinite Nim: a move typed as the new ordinal, and its errors", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=onim&pos=w^2*3+w+5,w+2,7");
  let b = await board(page);
  assert.equal(b.analysis.ordinal, "w^2*3");
  assert.equal(b.analysis.value, null);
  assert.equal(b.analysis.winningMoves[0].to, "w+5,w+2,7");
  // Heap 1 (chosen by default) to "w^": named error, position kept.
  await clickWidget(page, "typed-to");
  await page.keyboard.type("w^");
  await pressKey(page, "Enter"); // held for frames: ImGui 1.86 reads keys once per frame
  await nextFrames(page, 4);
  b = await board(page);
  assert.equal(b.position, "w^2*3+w+5,w+2,7");
  // Now the winning move, typed.
  await clickWidget(page, "typed-to");
  await pressKey(page, "Control+A"); // the whole field, replaced by what is typed
  await page.keyboard.type("w+5");
  await pressKey(page, "Enter");
  await nextFrames(page, 4);
  b = await board(page);
  assert.equal(b.position, "w+5,w+2,7");
  assert.equal(b.analysis.outcome, "P");
  assert.deepEqual(errors, []);
  await context.close();
});
