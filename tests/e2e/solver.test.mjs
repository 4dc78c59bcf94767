// End-to-end test of the outcome search past the canonical form (issue 43) in the page: the empty
// 6 x 7 Domineering board (6 rows, 7 columns: past the canonical form's reach) is analysed over
// frames with its progress shown and answers L (Left wins moving first or second), with Left's
// winning moves, each checked by the module's own analysis of what it leaves. Through the module:
// a board of two regions names them, and the empty 6 x 6 board is a first-player win (Breuker,
// Uiterwijk and van den Herik, 2000).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, board, watchAnalysis } from "./lib.mjs";

const site = useSite();

test("domineering: the outcome search runs over frames with progress, and answers with winning moves", async () => {
  const pos = "......./......./......./......./......./.......";
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=domineering&pos=../..");
  await watchAnalysis(context, page, `?v=1&game=domineering&pos=${pos}`);
  const b = await board(page); // waits until the analysis is done
  assert.equal(b.analysis.outcome, "L");
  assert.equal(b.analysis.method, "outcome search");
  assert.match(b.analysis.reason, /value is unknown/);
  const wins = b.analysis.winningMoves;
  assert.ok(wins.length > 0 && wins.every((m) => m.side === "L"), "Left's winning moves, and none of Right's");
  // Left's move wins iff what it leaves is a win for Left moving second (L or P there).
  const after = await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=domineering&pos=${wins[0].to}`);
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
