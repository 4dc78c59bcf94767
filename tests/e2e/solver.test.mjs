// End-to-end test of the outcome search past the canonical form (issue 43) in the page: a 7 x 7
// Domineering board of two regions (4 x 7 and 2 x 6: past the canonical form's reach) is analysed
// over frames with its progress shown, and answers N with Left's and Right's winning moves; each
// listed move is checked by the module's own analysis of what it leaves, and the empty 6 x 6 board
// is a first-player win (Breuker, Uiterwijk and van den Herik, 2000).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, board } from "./lib.mjs";

const site = useSite();

test("domineering: the outcome search runs over frames with progress, and answers N with winning moves", async () => {
  const pos = "......x/......x/xxxxxxx/......./......./......./.......";
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=domineering&pos=../..");
  // Slowed down (Chromium's throttling) while the progress is watched, so it spans several frames.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.evaluate((q) => GrundyLab.openLink(q), `?v=1&game=domineering&pos=${pos}`);
  await nextFrames(page, 1);
  const s = await page.evaluate(() => GrundyLab.getState().board);
  assert.equal(s.analysing, true, "the analysis is still under way after the first frame");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const b = await board(page); // waits until the analysis is done
  assert.equal(b.analysis.outcome, "N");
  assert.equal(b.analysis.method, "outcome search");
  assert.match(b.analysis.reason, /value is unknown/);
  assert.match(b.analysis.facts.parts, /2 separate regions/, "the analysis says how it split");
  for (const side of ["L", "R"]) {
    const wins = b.analysis.winningMoves.filter((m) => m.side === side);
    assert.ok(wins.length > 0, `${side} has a winning move listed`);
    // Left's move wins iff what it leaves is a win for Left moving second (L or P there).
    const after = await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=domineering&pos=${wins[0].to}`);
    assert.ok((side === "L" ? ["L", "P"] : ["R", "P"]).includes(after), `${side}'s move leaves ${after}`);
  }
  const six = await page.evaluate(() => GrundyLab.analyze("game=domineering&pos=....../....../....../....../....../......"));
  assert.equal(six.outcome, "N");
  assert.equal(six.method, "outcome search");
  assert.deepEqual(errors, []);
  await context.close();
});
