// End-to-end tests of the boards of issue 42 added as one ruleset each on the grid contract:
// Toads and Frogs under a rules=a,b,c,d link (CGSuite's GenToadsAndFrogs), Amazons and Elephants
// and Rhinos. Each opens from a link; a person playing Left wins by clicking the board (an amazon's
// landing square, then its arrow in the menu) against the computer playing Right; and a move is
// made from the keyboard alone with the Move list. The engine's own analysis (GrundyLab.analyze)
// says which moves win; its values are tested against brute force in tests/unit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, pressKey, board, untilPersonsTurnOrEnd, playByClick, playByKeys, playLeftToWin, clickWidget, watchAnalysis } from "./lib.mjs";

const site = useSite();

// [game and rules, a position Left wins moving first, its canonical form (unit-tested elsewhere)]
const BOARDS = [
  ["toads&rules=1,2,2,1", "tt..f.f", "1/4"],
  ["amazons", "x.../o...", null], // N: Left moving first wins
  ["elephants", "xx..x.oo", "{6|3}"],
];

for (const [game, pos, canonical] of BOARDS) {
  const id = game.split("&")[0];

  test(`${id}: opens from a link, and a person playing Left wins by clicking the board`, async () => {
    const E = `game=${game}&pos=${pos}`;
    const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&${E}&computer=2&turn=1`);
    const s = await page.evaluate(() => GrundyLab.getState());
    assert.equal(s.game, id);
    assert.deepEqual(s.notices, [], "the link opens without a notice");
    if (game.includes("rules=")) assert.equal(s.rules, game.split("rules=")[1], "the rules are read back");
    const a = await page.evaluate((q) => GrundyLab.analyze(q), E);
    assert.ok(a.partizan);
    if (canonical) assert.equal(a.canonical, canonical);
    assert.ok(["L", "N"].includes(a.outcome), `Left moving first wins ${pos}`);
    assert.equal((await playLeftToWin(page)).winner, 1, "the person (Left) won");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${id}: a move made from the keyboard with the Move list`, async () => {
    const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=${game}&pos=${pos}&computer=off&turn=1`);
    const b = await board(page);
    const k = b.moves.findIndex((m) => m.legal);
    assert.ok(k >= 0);
    await playByKeys(page, k);
    const after = await board(page);
    assert.equal(after.movesMade, b.movesMade + 1, "one move made");
    assert.equal(after.position, b.moves[k].to, "the move chosen");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Fox and Geese (CGSuite's FoxAndGeese), a loopy board: the geese on row 3 and the fox on (1,1) are
// {6|2over} in CGSuite's values table (unit-tested with the rest of the table and against brute
// force in tests/unit/foxgeese_test.cpp); the geese (Left) win it, here by clicking against the
// computer's fox, and a goose on a light square is refused naming its character.
test("foxgeese: a loopy board opens from a link, shows CGSuite's value, and the geese win by clicking", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=foxgeese&pos=x.x.x.x./......../o.......&computer=2&turn=1");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.game, "foxgeese");
  assert.deepEqual(s.notices, [], "the link opens without a notice");
  const a = await page.evaluate(() => GrundyLab.analyze("game=foxgeese&pos=x.x.x.x./......../o......."));
  assert.equal(a.outcome, "L");
  assert.equal(a.canonical, "{6|2over}");
  const escaped = await page.evaluate(() => GrundyLab.analyze("game=foxgeese&pos=o.x."));
  assert.equal(escaped.canonical, "off");
  const bad = await page.evaluate(() => GrundyLab.analyze("game=foxgeese&pos=.x.o"));
  assert.equal(bad.ok, false);
  assert.equal(bad.error.offset, 1, "the goose on a light square");
  assert.equal((await playLeftToWin(page)).winner, 1, "the person (the geese, Left) won");
  assert.deepEqual(errors, []);
  await context.close();
});

// CGSuite's FoxAndGeese {4*|7/2} (the geese on row 4, the fox on (1,1)): 7,258 positions,
// simplified part by part. The page analyses it in steps: it goes on drawing with the progress
// growing, Cancel stops it, and left to finish it shows CGSuite's value.
test("foxgeese: a large loopy board is analysed over frames with its progress, and Cancel stops it", async () => {
  const pos = ".x.x.x.x/......../......../o.......";
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=foxgeese&pos=x.x.x.x./......../o.......");
  await watchAnalysis(context, page, `?v=1&game=foxgeese&pos=${pos}`, { cancel: true });
  await page.evaluate((q) => GrundyLab.openLink(q), `?v=1&game=foxgeese&pos=${pos}`);
  const s = await board(page);
  assert.equal(s.analysis.outcome, "L");
  assert.equal(s.analysis.canonical, "{4*|7/2}");
  assert.deepEqual(errors, []);
  await context.close();
});

test("toads: a bad rules= names the character and the classic game is shown", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=toads&rules=1,x,1,0&pos=tt..ff");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.notices[0].where, "rules");
  assert.equal(s.notices[0].offset, 2);
  assert.equal(s.board.position, "tt..ff");
  await context.close();
});

// Backsliding Toads and Frogs (Winning Ways ch. 11), a loopy board: a lone toad is on = {on|}, a lone
// toad and a lone frog on two strips on + off = dud, a draw with no canonical form as a stopper
// (outcome classes brute-forced in tests/unit/loopy_board_test.cpp). t.tff is won by Left
// moving first; the person playing Left wins it against the computer by the first winning move
// listed (the nearest win), and the page says what the player to move can aim at.
test("toads with backsliding: a loopy board opens from a link, says D for a draw, and Left wins by clicking", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=toads&variant=backsliding&pos=t.tff&computer=2&turn=1");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.rules, "1,1,1,0,backsliding");
  assert.deepEqual(s.notices, [], "the link opens without a notice");
  const on = await page.evaluate(() => GrundyLab.analyze("game=toads&variant=backsliding&pos=t."));
  assert.equal(on.canonical, "on");
  const dud = await page.evaluate(() => GrundyLab.analyze("game=toads&variant=backsliding&pos=t./.f"));
  assert.equal(dud.outcome, "D");
  assert.equal(dud.canonical, null);
  assert.equal(dud.valueName, "dud");
  const a = await page.evaluate(() => GrundyLab.analyze("game=toads&variant=backsliding&pos=t.tff"));
  assert.equal(a.outcome, "L");
  assert.equal((await playLeftToWin(page)).winner, 1, "the person (Left) won");
  assert.deepEqual(errors, []);
  await context.close();
});
