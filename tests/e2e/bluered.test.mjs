// End-to-end tests of Blue-Red(-Green) Hackenbush on the graph board in headless chromium: a link
// opens a picture whose value the page shows (checked against Berlekamp's rule for its stalks); a
// person playing Left clicks edges against the computer playing Right (a click on Right's red edge
// does nothing); edit mode draws a red edge and paints an edge green; embed=board and a bad link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickAt, clickWidget, board, clickEdgeOf, drag, graphPoint as point, graphVertex as vertex, untilPersonsTurnOrEnd, watchAnalysis } from "./lib.mjs";

const site = useSite();

test("bluered: a link shows the value; Left (a person) beats the computer playing Right by clicking edges", async () => {
  // Stalks blue-red (1/2), blue-blue-red (2 - 1/2 = 3/2) and red-blue-blue (-1 + 1/2 + 1/4 = -1/4)
  // by Berlekamp's rule, and a green edge (*): 1/2 + 3/2 - 1/4 + * = 7/4*.
  const pos = "0-1b,0-3b,0-6r,0-9g,1-2r,3-4b,4-5r,6-7b,7-8b";
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=bluered&pos=${pos}&computer=2&turn=1`);
  let b = await board(page);
  assert.equal(b.position, pos);
  assert.equal(b.analysis.canonical, "7/4*");
  assert.equal(b.analysis.outcome, "L");
  assert.deepEqual([...new Set(b.edges.map((e) => e.colour))].sort(), ["blue", "green", "red"]);
  // A red edge is Right's: Left's click on it does nothing.
  const red = b.edges.findIndex((e) => e.colour === "red");
  const spot = await page.evaluate((e) => GrundyLab.graphEdge(e), red);
  await clickAt(page, spot.x, spot.y);
  assert.equal((await board(page)).movesMade, 0, "Left cannot chop a red edge");
  for (let ply = 0; ply < 30; ply++) {
    b = await untilPersonsTurnOrEnd(page, 1);
    if (b.winner !== null) break;
    const mine = b.analysis.winningMoves.filter((m) => m.side === "L");
    assert.ok(mine.length > 0, `Left has a winning move in ${b.position}`);
    const index = b.moves.findIndex((m) => m.to === mine[0].to && m.side === "L");
    const before = b.movesMade;
    await clickEdgeOf(page, index);
    assert.ok((await board(page)).movesMade > before, "the click chopped the edge");
  }
  assert.equal((await board(page)).winner, 1, "the person (Left) won");
  assert.deepEqual(errors, []);
  await context.close();
});

test("hackenbush in colours: each region's step is drawn on the picture, a string by Berlekamp's rule", async () => {
  // A blue-red string (blue, red, blue: 1 - 1/2 + 1/4 = 3/4 by Berlekamp's rule) and a green tree
  // (two edges on one: the colon principle gives a stalk of 1, so *): 3/4*.
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=hackenbush&pos=0-1b,1-2r,2-3b,0-4g,4-5g,4-6g");
  let b = await board(page);
  assert.equal(b.analysis.canonical, "3/4*");
  const kinds = b.analysis.steps.map((s) => s.kind);
  assert.deepEqual([kinds[0], kinds.at(-1)], ["string", "sum"]);
  assert.ok(kinds.includes("colon"), kinds.join(" "));
  assert.equal(b.analysis.steps[0].value, "3/4");
  assert.match(b.analysis.reason, /Berlekamp/);
  await clickWidget(page, "step-next");
  b = await board(page);
  assert.equal(b.step, 0, "the first step is shown on the picture");
  await clickWidget(page, "step-next");
  assert.equal((await board(page)).step, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("bluered: a long analysis goes on over frames with its progress, and Cancel stops it", async () => {
  // Every colour, 20 edges, many circuits: past the budget of canonical forms (outcome only).
  const pos = "0-1g,0-2g,0-4b,0-7g,1-2b,1-3r,1-5g,1-6b,2-3r,2-5r,2-6b,2-7g,3-4g,3-6g,3-7b,4-5b,4-6r,5-6g,5-7r,6-7r";
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=bluered&pos=0-1b");
  const s = await watchAnalysis(context, page, `?v=1&game=bluered&pos=${pos}`, { cancel: true });
  assert.equal(s.analysis.outcome, "?");
  // The same picture again, left to finish: the outcome by search once the budget is spent.
  await page.evaluate((q) => GrundyLab.openLink(q), `?v=1&game=bluered&pos=${pos}`);
  const b = await board(page);
  assert.equal(b.analysis.outcome, "L");
  assert.match(b.analysis.reason, /Too large to canonicalise/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("bluered: edit mode draws a red edge on a blue one (1/2) and paints an edge green", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=bluered&pos=0-1b&layout=1:1,1.5");
  await clickWidget(page, "edit");
  await clickWidget(page, "colour-r");
  await drag(page, await vertex(page, 1), await point(page, 1, 3));
  let b = await board(page);
  assert.equal(b.position, "0-1b,1-2r");
  assert.equal(b.analysis.canonical, "1/2", "blue under red is 1/2");
  // Paint the red edge green: {1 | 1} ... a blue edge with green on top is 1*.
  await clickWidget(page, "colour-g");
  const k = b.edges.findIndex((e) => e.colour === "red");
  const mid = await page.evaluate((e) => GrundyLab.graphEdge(e), k);
  await clickAt(page, mid.x, mid.y);
  b = await board(page);
  assert.equal(b.position, "0-1b,1-2g");
  assert.equal(b.analysis.canonical, "1*");
  assert.match(await page.evaluate(() => location.search), /pos=0-1b,1-2g/);
  await clickWidget(page, "undo-edit");
  assert.equal((await board(page)).position, "0-1b,1-2r");
  assert.deepEqual(errors, []);
  await context.close();
});

test("bluered: a bad colour names the character and keeps the game; embed=board plays", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=bluered&pos=0-1b,1-2x");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.game, "bluered");
  assert.equal(s.notices[0].where, "pos");
  assert.equal(s.notices[0].offset, 8);
  assert.match(s.notices[0].message, /'x' is not a colour/);
  await context.close();
  const e = await openPage(site.browser, site.url, "?v=1&game=bluered&pos=0-1b,1-2r&embed=board", { width: 720, height: 420 });
  assert.equal(await e.page.evaluate(() => GrundyLab.widgetRect("edit")), null, "no toolbar");
  const b = await board(e.page);
  await clickEdgeOf(e.page, b.moves.findIndex((m) => m.side === "L" && m.to === "0"));
  assert.equal((await board(e.page)).position, "0");
  assert.deepEqual(e.errors, []);
  await e.context.close();
});
