// End-to-end tests of misère play in the page (issue 22): misère canonical forms typed into the
// calculator in CGSuite's notation, with their properties and options; the misère form of a
// position on the play screen; the explorer's misère-quotient view of Kayles; and a misère Kayles
// sum too large for search, won against the computer by clicking the winning moves the quotient finds.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, typeExpr, clickWidget, nextFrames, board, untilPersonsTurnOrEnd, playByClick } from "./lib.mjs";

const site = useSite();
const calc = (page) => page.evaluate(() => GrundyLab.getState().cgt);
const rect = (page, name) => page.evaluate((n) => GrundyLab.widgetRect(n), name);

test("a misère form typed into the calculator: its canonical form, genus and options", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=0");
  await typeExpr(page, "*[[2],0]");
  const c = await calc(page);
  assert.equal(c.canonical, "*[2#0]");
  assert.equal(c.properties.Genus, "1^2");
  assert.equal(c.properties.IsRestive, "true");
  assert.equal(c.properties.IsPrime, "true"); // CGSuite's value; *[2#0] has no proper parts
  assert.equal(c.properties.Parts, "[]");
  assert.equal(c.properties.Options, "[*[0],*[2#]]");
  assert.ok(await rect(page, "misere"), "the misère panel is shown");
  assert.ok(await rect(page, "properties"), "the properties table is shown");
  assert.equal(await rect(page, "thermograph"), null, "no thermograph for a misère game");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Grundy's game under misère play shows the position's misère form, which opens in the calculator", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=grundy&pos=13&play=misere");
  await page.waitForFunction(() => GrundyLab.widgetRect("misere-form") !== null);
  const a = await page.evaluate(() => GrundyLab.analyze("game=grundy&pos=13&play=misere"));
  assert.equal(a.misereForm, "*[2[2]21]"); // CGSuite prints Grundy's game 13 so
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link to a misère game opens it (the link reader reads CGSuite's misère notation)", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=*%5B%5B2%5D,0%5D");
  const c = await calc(page);
  assert.equal(c.canonical, "*[2#0]");
  assert.deepEqual(await page.evaluate(() => GrundyLab.getState().notices), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the explorer's misère view: Kayles's quotient for heaps up to 20, its tables, and a link that reopens it", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.77&view=misere&heap=20");
  await page.waitForFunction(() => GrundyLab.getState().explorer.misere.order !== undefined, null, { timeout: 60000 });
  const m = (await page.evaluate(() => GrundyLab.getState().explorer)).misere;
  const q = await page.evaluate(() => GrundyLab.misereQuotient("0.77", 20)); // the same quotient by the API
  assert.equal(m.order, q.order);
  assert.deepEqual(m.heaps, q.heaps);
  assert.equal(m.tame, false);
  assert.equal(m.heaps[4], m.heaps[1], "Kayles heaps 1 and 4 have one element");
  for (const w of ["misere-heaps", "misere-table", "misere-latex", "misere-heap"])
    assert.ok(await rect(page, w), `${w} is drawn`);
  const link = await page.evaluate(() => GrundyLab.getState().link);
  assert.match(link, /game=octal&rules=0\.77.*view=misere/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a misère Kayles sum too large for search: the quotient decides it, and a person clicking its winning moves beats the computer", async () => {
  const E = "game=sum&pos=0.77:30|0.77:24|0.77:19&play=misere";
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&${E}&computer=2&turn=1`);
  const a = await page.evaluate((q) => GrundyLab.analyze(q), E);
  assert.equal(a.outcome, "N");
  assert.match(a.reason, /misère quotient of 0\.77 up to heap \d+, order \d+/);
  for (let ply = 0; ply < 60; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 1);
    if (b.winner !== null) break;
    assert.equal(b.analysis.outcome, "N", "the person is always to move in an N-position");
    const best = b.analysis.winningMoves[0];
    const index = b.moves.findIndex((mv) => mv.to === best.to);
    assert.ok(index >= 0, "the winning move is on the board");
    const before = b.movesMade;
    await playByClick(page, index);
    assert.ok((await board(page)).movesMade > before, "the click made the move");
  }
  const end = await board(page);
  assert.equal(end.winner, 1, "the person won: the computer made the last move");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the sums board's Misère play box opens the same position under misère play, decided by the quotient", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=sum&pos=0.77:30|0.77:24|0.77:19&turn=2&computer=off");
  await nextFrames(page, 2);
  await clickWidget(page, "misere");
  await nextFrames(page, 3);
  const link = await page.evaluate(() => GrundyLab.getState().link);
  assert.match(link, /game=sum/);
  assert.match(link, /play=misere/);
  assert.match(link, /pos=0\.77:30\|0\.77:24\|0\.77:19/, "the position is kept");
  assert.match(link, /turn=2/, "the turn is kept");
  const a = await page.evaluate(() => GrundyLab.analyze(GrundyLab.getState().link));
  assert.match(a.reason, /misère quotient of 0\.77/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the explorer's misère view grows Dawson's Kayles past heap 24, where heap 25 splits old elements: order 144 at heap 26", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.07&view=misere&heap=26");
  await page.waitForFunction(() => GrundyLab.getState().explorer.misere.order !== undefined, null, { timeout: 60000 });
  const m = (await page.evaluate(() => GrundyLab.getState().explorer)).misere;
  assert.equal(m.maxHeap, 26);
  assert.equal(m.order, 144); // Plambeck and Siegel's |Q_26(0.07)|, as MisereSolver finds it
  assert.equal(m.stopped, "");
  assert.deepEqual(errors, []);
  await context.close();
});
