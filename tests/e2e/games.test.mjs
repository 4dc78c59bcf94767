// End-to-end tests of the generic play screen (every ruleset without a screen of its own) in
// headless chromium: full games against the computer played by clicking the drawn board, hints,
// links, embeds and bad positions.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickAt, clickWidget, pressKey, board, untilPersonsTurnOrEnd, playByClick, playLeftToWin } from "./lib.mjs";

const site = useSite();


// [game, N-position, P-position] (each small enough for a short game).
const GAMES = [
  ["subtraction&rules=1,3,4", "9,12", "7,2"],
  ["chomp", "3,3", "3,1,1"],
  ["divide", "3,4", "3,5"],
  ["fibonacci", "10", "13"],
  ["wythoff", "3,7", "4,7"], // a chessboard (Picture grid): the queen's squares clicked
  ["lasker", "2,5,7", "2,3,6"],
  ["graph&graph=a:b,c;b:c;c:", "a", "a,a"],
  ["nimble", "1,3,3", "1,2,3"],
  ["turtles", "THTTH", "HHH"],
  ["staircase", "0,1,5", "1,0,1"],
  ["northcott", "W.....B./B..W....", "W..B/B..W"],
  ["sum", "chomp:3,3|nim:2", "chomp:2,1|fibonacci:13"], // a sum of different games
  ["sum", "moore(2):1,2,3|graph(a:b,c;b:c;c:):a", "moore(2):1,1,1|graph(a:b,c;b:c;c:):a,a"], // parts with rules
  ["graph&graph=subtraction:1,3,4/14", "13", "14"], // a preset: S = {1,3,4} drawn as its graph
];

for (const [game, nPos, pPos] of GAMES) {
  test(`${game}: from an N-position the computer (to move) wins`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=${game}&pos=${nPos}&computer=1`);
    assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=${game}&pos=${nPos}`), "N");
    for (let ply = 0; ply < 100; ply++) {
      const b = await untilPersonsTurnOrEnd(page, 2);
      if (b.winner !== null) break;
      const before = b.movesMade;
      await playByClick(page, 0); // any legal move
      assert.ok((await board(page)).movesMade > before, "the click made a move");
    }
    assert.equal((await board(page)).winner, 1, "the computer (player 1) won");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${game}: from a P-position a person answering with winning moves wins`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=${game}&pos=${pPos}&computer=1`);
    assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=${game}&pos=${pPos}`), "P");
    for (let ply = 0; ply < 100; ply++) {
      const b = await untilPersonsTurnOrEnd(page, 2);
      if (b.winner !== null) break;
      assert.ok(b.analysis.winningMoves.length > 0, "a winning reply exists");
      const index = b.moves.findIndex((m) => m.to === b.analysis.winningMoves[0].to);
      const before = b.movesMade;
      await playByClick(page, index);
      assert.ok((await board(page)).movesMade > before, "the click made the move");
    }
    assert.equal((await board(page)).winner, 2, "the person (player 2) won");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a sum of partizan boards (Clobber, Domineering, Nim): Left, a person, beats the computer playing Right by clicks", async () => {
  // Clobber xxo = up (Lessons in Play), the vertical domino ./. = 1, a Nim heap of 1 = *: 1^*, an L-position.
  const pos = "clobber:xxo|domineering:./.|nim:1";
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=sum&pos=${pos}&computer=2&turn=1`);
  let b = await board(page);
  assert.equal(b.analysis.canonical, "1^*");
  assert.equal(b.analysis.outcome, "L");
  assert.equal((await playLeftToWin(page, 30)).winner, 1, "the person (Left) won");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a generic game's link round-trips, and its analysis is the engine's", async () => {
  const link = "?v=1&game=subtraction&rules=1,3,4&play=normal&pos=100&turn=2&computer=off&hints=on";
  const { context, page } = await openPage(site.browser, site.url, link);
  assert.equal(await page.evaluate(() => location.search), link);
  const b = await board(page);
  assert.equal(b.analysis.outcome, "P");
  const engine = await page.evaluate(() => GrundyLab.analyze("game=subtraction&rules=1,3,4&pos=100"));
  assert.deepEqual(b.analysis, engine);
  await context.close();
});

test("a bad position names the character and keeps the game", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=subtraction&pos=3,x");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.notices[0].where, "pos");
  assert.equal(s.notices[0].offset, 2);
  assert.equal(s.board.position, "21", "the default position");
  assert.equal(s.game, "subtraction");
  await context.close();
});

test("a sum typed with a part of another game moves to the generic screen and back", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=sum&pos=nim:3|0.77:5");
  assert.equal(await page.evaluate(() => GrundyLab.getState().sum.parts), "nim:3|0.77:5");
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=sum&pos=nim:3|divide:3,4"));
  await nextFrames(page, 3);
  const b = await board(page);
  assert.equal(b.position, "nim:3|divide:3,4");
  assert.equal(b.analysis.value, 3 ^ 2); // Nim heap 3, Empty and Divide (3,4) has value 2
  assert.deepEqual(errors, []);
  await context.close();
});

test("embed=board: just the board, still playable", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=subtraction&pos=5&embed=board", { width: 720, height: 420 });
  assert.equal(await page.evaluate(() => GrundyLab.widgetRect("game")), null, "no toolbar");
  await playByClick(page, 0);
  await nextFrames(page, 2);
  assert.equal((await board(page)).movesMade, 1);
  assert.match(await page.evaluate(() => location.search), /embed=board/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("graph presets: a subtraction game drawn as its graph starts on its top vertex; the mex of every vertex is listed", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=graph&graph=subtraction:1,3,4/14");
  const b = await board(page);
  assert.equal(b.position, "14");
  assert.match(b.rules, /^14:13,11,10;13:12,10,9;/);
  assert.equal(b.analysis.outcome, "P"); // 14 ≡ 0 (mod 7)
  const steps = b.analysis.facts["mex, sinks first"];
  assert.match(steps, /^g\(0\) = mex\{\} = 0; g\(1\) = mex\{0: 0\} = 1; g\(2\) = mex\{1: 1\} = 0;/);
  // The link now holds the whole graph, which reopens the same game.
  const again = await page.evaluate(() => GrundyLab.analyze(location.search.slice(1)));
  assert.equal(again.position, "14");
  assert.equal(again.outcome, "P");
  // A preset typed into the Rules field.
  await clickWidget(page, "rules");
  await pressKey(page, "Control+A");
  await page.keyboard.type("atleasthalf/12");
  await pressKey(page, "Enter");
  await nextFrames(page, 3);
  const h = await board(page);
  assert.equal(h.position, "12");
  assert.equal(h.analysis.value, 4); // the least k with 2^k > 12
  assert.deepEqual(errors, []);
  await context.close();
});

test("graph: a cycle in a link is refused naming the edge that closes it; the last good graph stays", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=graph&graph=a:b;b:c;c:a&pos=a");
  const s = await page.evaluate(() => GrundyLab.getState());
  const n = s.notices.find((e) => e.where === "graph");
  assert.ok(n, "a notice on the graph key");
  assert.match(n.message, /the edge c → a closes the cycle a → b → c → a/);
  assert.equal(s.board.rules, "a:b,c;b:c;c:", "the default graph");
  await context.close();
});
