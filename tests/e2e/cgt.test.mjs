// End-to-end tests of partizan games in headless chromium: the calculator (game=cgt) typed into
// as a person would, its derivation followed with Next, two games compared, the game tree, and
// Domineering and Cutcake played against the computer by clicking the drawn board.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickAt, clickWidget, pressKey, board, untilPersonsTurnOrEnd, typeExpr } from "./lib.mjs";

const site = useSite();
const calc = (page) => page.evaluate(() => GrundyLab.getState().cgt);

test("the calculator: a typed game gives its outcome, canonical form, value and birthday, and the link follows", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr={0,*|1}");
  let c = await calc(page);
  assert.equal(c.canonical, "1/2");
  assert.equal(c.outcome, "L");
  await typeExpr(page, "{0|*}");
  c = await calc(page);
  assert.equal(c.canonical, "^");
  assert.equal(c.value, "↑");
  assert.equal(c.outcome, "L");
  assert.equal(c.birthday, 2);
  assert.equal(c.leftWinsFirst, true);
  assert.equal(c.rightWinsFirst, false);
  assert.deepEqual(c.leftMoves.map((m) => m.to), ["0"]);
  assert.match(await page.evaluate(() => location.search), /game=cgt&expr=\{0\|\*\}/);
  // A bad text is answered with the character and the last good result stays.
  await typeExpr(page, "{0|");
  c = await calc(page);
  assert.equal(c.error, "expr, character 4: '}' expected");
  assert.equal(c.canonical, "^");
  // Sums and juxtaposition; the history keeps each expression with its link.
  await typeExpr(page, "^+^+*");
  c = await calc(page);
  assert.equal(c.canonical, "^^*");
  assert.notEqual(c.outcome, "P", "^+^+* is not 0");
  assert.deepEqual(c.history.slice(0, 2).map((h) => h.expr), ["^+^+*", "{0|*}"]);
  assert.match(c.history[1].link, /^\?v=1&game=cgt&expr=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the calculator: a derivation followed one step at a time with Next and Back", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr={0,*|1}");
  let c = await calc(page);
  assert.equal(c.step, 0);
  assert.ok(c.stepCount >= 2, `${c.stepCount} steps`);
  assert.equal(c.steps[0].kind, "reversible");
  await clickWidget(page, "next");
  assert.equal((await calc(page)).step, 1);
  await clickWidget(page, "next");
  assert.equal((await calc(page)).step, 2);
  await clickWidget(page, "back");
  assert.equal((await calc(page)).step, 1);
  await clickWidget(page, "all-steps");
  c = await calc(page);
  assert.equal(c.step, c.stepCount);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the calculator: G ? H compares, with the outcome of G - H as witness; the tree opens an option", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=0");
  await typeExpr(page, "^ ? *");
  let c = await calc(page);
  assert.equal(c.comparison.relation, "||");
  assert.equal(c.comparison.difference.outcome, "N");
  assert.match(c.comparison.witness, /N-position/);
  assert.equal(c.vs, "*");
  assert.match(await page.evaluate(() => location.search), /&vs=/);
  await typeExpr(page, "{0|1} ? 1/2");
  assert.equal((await calc(page)).comparison.relation, "=");
  await typeExpr(page, "{2|{1|0}}");
  // The first Right option of {2|{1|0}} is {1|0}: "open" makes it the current game.
  await clickWidget(page, "tree-R-0-open");
  c = await calc(page);
  assert.equal(c.expr, "{1|0}");
  assert.equal(c.outcome, "N");
  assert.deepEqual(errors, []);
  await context.close();
});

// Clicks the cell that offers move `index` (a partizan board offers the player to move one move per cell).
async function playByClick(page, index) {
  const b = await board(page);
  for (let r = 0; r < b.cells.length; r++)
    for (let c = 0; c < b.cells[r].length; c++) {
      if (!b.cells[r][c].includes(index)) continue;
      const legal = b.cells[r][c].filter((m) => b.moves[m].legal);
      if (legal.length !== 1) continue;
      const spot = await page.evaluate(([r, c]) => GrundyLab.boardCell(r, c), [r, c]);
      assert.ok(spot, `cell ${r},${c} is drawn`);
      await clickAt(page, spot.x, spot.y);
      return;
    }
  throw new Error(`no cell offers just move ${index}`);
}

// 4 rows of 3 squares: 3/2 (the transpose of 3 x 4, -3/2), so Left wins whoever starts.
for (const [game, pos] of [["domineering", ".../.../.../..."], ["cutcake", "4x3,2x2"]]) {
  test(`${game}: a person playing Left with winning moves beats the computer playing Right`, async () => {
    const E = `game=${game}&pos=${pos}`;
    const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&${E}&computer=2&turn=1`);
    const a = await page.evaluate((q) => GrundyLab.analyze(q), E);
    assert.ok(a.partizan);
    assert.ok(["L", "N"].includes(a.outcome), `Left moving first wins ${pos} (${a.outcome}, ${a.canonical})`);
    for (let ply = 0; ply < 40; ply++) {
      const b = await untilPersonsTurnOrEnd(page, 1);
      if (b.winner !== null) break;
      const mine = b.analysis.winningMoves.filter((m) => m.side === "L");
      assert.ok(mine.length > 0, "Left has a winning move");
      const index = b.moves.findIndex((m) => m.to === mine[0].to && m.side === "L");
      const before = b.movesMade;
      await playByClick(page, index);
      assert.ok((await board(page)).movesMade > before, "the click made the move");
    }
    assert.equal((await board(page)).winner, 1, "the person (Left) won");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("domineering: the computer playing Left wins from a position Left wins, whatever Right clicks", async () => {
  const pos = ".../.../.../...";
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=domineering&pos=${pos}&computer=1&turn=1`);
  assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=domineering&pos=${pos}`), "L");
  for (let ply = 0; ply < 40; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 2);
    if (b.winner !== null) break;
    const index = b.moves.findIndex((m) => m.legal);
    assert.equal(b.moves[index].side, "R");
    await playByClick(page, index);
  }
  assert.equal((await board(page)).winner, 1, "the computer (Left) won");
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 40: a '+' typed in a link is CGSuite's plus, not form encoding's space (which opened
// +-1 as -1, an R-position, without a word); the page says how it read it, and writes %2B.
test("a link typed with '+': expr=+-1 is the switch ±1, a note says so, the address bar has %2B", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=+-1");
  await nextFrames(page, 3);
  const c = await calc(page);
  assert.equal(c.canonical, "+-1");
  assert.equal(c.outcome, "N"); // {1|-1}: whoever moves first wins (Winning Ways ch. 1)
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.deepEqual(s.notices, []);
  assert.equal(s.notes.length, 1);
  assert.match(s.notes[0].text, /^expr, character 1: '\+' is read as a plus sign/);
  const twin = await page.evaluate(() => document.getElementById("twin-text").textContent);
  assert.match(twin, /How this link was read:\n  expr, character 1: '\+' is read as a plus sign/);
  assert.match(await page.evaluate(() => location.search), /expr=%2B-1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("loopy games on the page: a link with on, a typed {pass|3/2} and dud; a mistake named, the last good game kept", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=on");
  let c = await calc(page);
  assert.equal(c.canonical, "on");
  assert.equal(c.outcome, "L");
  await typeExpr(page, "{pass|3/2}");
  c = await calc(page);
  assert.equal(c.canonical, "3/2under");
  await typeExpr(page, "dud");
  c = await calc(page);
  assert.equal(c.canonical, "dud");
  assert.equal(c.outcome, "D"); // a draw, whoever moves first (Siegel, CGT ch. VI)
  await typeExpr(page, "a{0|a");
  c = await calc(page);
  assert.match(c.error, /'}' expected/);
  assert.equal(c.canonical, "dud", "the last good game stays");
  assert.deepEqual(errors, []);
  await context.close();
});
