// End-to-end test of the outcome search past the canonical form (issue 43) in the page: the empty
// 7 x 7 Domineering board (past the canonical form's reach) is analysed over frames with its
// progress shown and answers N (a first-player win, Breuker, Uiterwijk and van den Herik, 2000),
// with winning moves for both sides, one checked by the module's own analysis of what it leaves
// (the 6 x 7 board watched before now finishes within the page's first step). Through the module:
// a board of two regions names them, and the empty 6 x 6 board is a first-player win (Breuker,
// Uiterwijk and van den Herik, 2000). Cram's empty 3 x 14 board, past the budget, answers N by the
// mirror strategy.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, board, watchAnalysis, clickWidget } from "./lib.mjs";

const site = useSite();

test("domineering: the outcome search runs over frames with progress, and answers with winning moves", async () => {
  const pos = "......./......./......./......./......./......./.......";
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=domineering&pos=../..");
  await watchAnalysis(context, page, `?v=1&game=domineering&pos=${pos}`);
  const b = await board(page); // waits until the analysis is done
  assert.equal(b.analysis.outcome, "N");
  assert.equal(b.analysis.method, "outcome search");
  assert.match(b.analysis.reason, /value is unknown/);
  const wins = b.analysis.winningMoves;
  assert.ok(wins.some((m) => m.side === "L") && wins.some((m) => m.side === "R"), "winning moves for each side");
  // Left's move wins iff what it leaves is a win for Left moving second (L or P there).
  const left = wins.find((m) => m.side === "L");
  const after = await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=domineering&pos=${left.to}`);
  assert.ok(["L", "P"].includes(after), `Left's move leaves ${after}`);
  const two = await page.evaluate(() => GrundyLab.analyze("game=domineering&pos=......x/......x/xxxxxxx/......./......./......./......."));
  assert.equal(two.outcome, "N");
  assert.match(two.facts.parts, /2 separate regions/, "the analysis says how it split");
  const six = await page.evaluate(() => GrundyLab.analyze("game=domineering&pos=....../....../....../....../....../......"));
  assert.equal(six.outcome, "N");
  assert.equal(six.method, "outcome search");
  assert.deepEqual(errors, []);
  await context.close();
});

test("cram: a board past the budget is analysed over frames, and the mirror strategy answers N with the central domino", async () => {
  // The empty 3 x 14 board: its value is out of the default budget's reach, but it is its own
  // image under the half turn with one domino (the middle row's centre squares) that is its own
  // image, so the first player takes it and copies (Winning Ways, ch. 13). What that move leaves
  // is 0 by the same rule.
  const row = "..............";
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cram&pos=../..");
  await watchAnalysis(context, page, `?v=1&game=cram&pos=${row}/${row}/${row}`);
  const b = await board(page);
  assert.equal(b.analysis.outcome, "N");
  assert.equal(b.analysis.method, "closed form");
  assert.equal(b.analysis.value, null);
  assert.match(b.analysis.reason, /out of reach/);
  assert.equal(b.analysis.winningMoves.length, 1);
  const centre = b.analysis.winningMoves[0];
  assert.equal(centre.to, `${row}/......xx....../${row}`);
  const after = await page.evaluate((q) => GrundyLab.analyze(q), `game=cram&pos=${centre.to}`);
  assert.equal(after.outcome, "P");
  assert.equal(after.value, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("domineering: the empty 8 x 8 board is analysed over frames with progress, and answers N", async () => {
  // Issue 43: the empty 8 x 8 board is a first-player win (Breuker, Uiterwijk and van den Herik,
  // 2000). Its outcome takes about half of the default budget; listing its winning moves is past it.
  const pos = "......../......../......../......../......../......../......../........";
  const { page, context, errors } = await openPage(site.browser, site.url, "?v=1&game=domineering&pos=../..");
  await page.evaluate((q) => GrundyLab.openLink(q), `?v=1&game=domineering&pos=${pos}`);
  await nextFrames(page, 1);
  const s = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(s.analysing, true, "the analysis is under way after the first frame");
  assert.ok(s.analysisProgress > 0 && s.analysisProgress < 1, `progress ${s.analysisProgress}`);
  await page.waitForFunction(() => !GrundyLab.getState().board.analysing, null, { timeout: 180000, polling: 200 });
  const b = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(b.analysis.outcome, "N");
  assert.equal(b.analysis.method, "outcome search");
  assert.match(b.analysis.reason, /value is unknown/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("clobber: a position past the default budget offers a search ten times longer, which decides it", async () => {
  // Alternating 4 x 6 Clobber: "too large" within the page's default budget; the button
  // (GamePlay::set_search_budget) searches again with 80,000,000 steps, over frames with its
  // progress, and answers P: both players lose moving first, as the native search of
  // docs/benchmarks.md finds each side's first move losing (build/clobber_bench 4x6).
  const pos = "xoxoxo/oxoxox/xoxoxo/oxoxox";
  const { page, context, errors } = await openPage(site.browser, site.url, `?v=1&game=clobber&pos=${pos}`);
  await page.waitForFunction(() => !GrundyLab.getState().board.analysing, null, { timeout: 180000, polling: 200 });
  let b = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(b.analysis.outcome, "?");
  assert.equal(b.analysis.method, "too large");
  assert.match(b.analysis.reason, /8,000,000 steps/);
  await clickWidget(page, "search-longer");
  await nextFrames(page, 1);
  b = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(b.analysing, true, "the longer search is under way, with its progress");
  await page.waitForFunction(() => !GrundyLab.getState().board.analysing, null, { timeout: 300000, polling: 200 });
  b = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(b.analysis.outcome, "P");
  assert.equal(b.analysis.method, "outcome search");
  assert.deepEqual(b.analysis.winningMoves, [], "a P-position: no winning move for either side");
  assert.equal(await page.evaluate(() => GrundyLab.widgetRect("search-longer")), null, "decided: no longer offered");
  // The link holds the longer budget: opened again, it searches as far and answers at once P.
  const link = await page.evaluate(() => GrundyLab.getState().link);
  assert.match(link, /&budget=80000000(&|$)/);
  await page.evaluate((q) => GrundyLab.openLink(q), link.slice(link.indexOf("?")));
  await page.waitForFunction(() => !GrundyLab.getState().board.analysing, null, { timeout: 300000, polling: 200 });
  b = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(b.analysis.outcome, "P", "the shared link's budget decides it again");
  assert.deepEqual(errors, []);
  await context.close();
});
