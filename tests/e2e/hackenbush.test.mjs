// End-to-end tests of Green Hackenbush on the graph board in headless chromium: a picture drawn by
// mouse in edit mode (edges from the ground and from vertices, a loop, undo of an edit), edges
// chopped by clicking them (what no longer touches the ground falls away), full games against the
// computer from an N- and from a P-position, the steps shown one at a time, and the link reloaded.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickAt, clickWidget, board, clickEdgeOf, drag, graphPoint as point, graphVertex as vertex, untilPersonsTurnOrEnd } from "./lib.mjs";

const site = useSite();

test("a picture drawn by mouse: edges from the ground and from vertices, a circuit, a loop, undo", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=hackenbush&pos=0");
  await clickWidget(page, "edit");
  assert.equal((await board(page)).editing, true);
  await drag(page, await point(page, 1, 0), await point(page, 1, 1.5));       // the ground to empty space
  assert.equal((await board(page)).position, "0-1");
  await drag(page, await vertex(page, 1), await point(page, 0, 3));           // vertex 1 to empty space
  await drag(page, await vertex(page, 1), await point(page, 2, 3));
  assert.equal((await board(page)).position, "0-1,1-2,1-3");
  await drag(page, await vertex(page, 2), await vertex(page, 3));            // between two vertices
  let b = await board(page);
  assert.equal(b.position, "0-1,1-2,1-3,2-3");
  assert.equal(b.analysis.value, 2, "a triangle on a stalk of one: 1 + (three loops = 1)");
  const v3 = await vertex(page, 3);
  await drag(page, v3, v3);                                                  // released where it started: a loop
  assert.equal((await board(page)).position, "0-1,1-2,1-3,2-3,3-3");
  await clickWidget(page, "undo-edit");
  b = await board(page);
  assert.equal(b.position, "0-1,1-2,1-3,2-3");
  const drawn = await page.evaluate(() => location.search);
  assert.match(drawn, /pos=0-1,1-2,1-3,2-3/);
  assert.match(drawn, /layout=1:1,1.5\|2:0,3\|3:2,3/, "the link keeps the drawing");
  // The link reopens the same picture, drawn the same (edit mode off: the same fit).
  const again = await openPage(site.browser, site.url, drawn);
  await clickWidget(again.page, "edit");
  for (const id of [1, 2, 3]) {
    const [a, b] = [await vertex(page, id), await vertex(again.page, id)];
    assert.ok(Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1, `vertex ${id} stands where it was drawn`);
  }
  await again.context.close();
  // The steps, one at a time: the fusion of the triangle first.
  await clickWidget(page, "step-next");
  b = await board(page);
  assert.equal(b.step, 0);
  assert.equal(b.analysis.steps[0].kind, "fusion");
  assert.deepEqual(b.analysis.steps[0].vertices, [1, 2, 3]);
  // Delete a vertex: its edges go.
  await clickWidget(page, "tool-Delete");
  await clickAt(page, (await vertex(page, 3)).x, (await vertex(page, 3)).y);
  assert.equal((await board(page)).position, "0-1,1-2");
  assert.deepEqual(errors, []);
  await context.close();
});

test("chopping an edge by clicking it: what no longer touches the ground falls away", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=hackenbush&pos=0-1,1-2,2-3,2-4,0-5");
  let b = await board(page);
  const k = b.edges.findIndex((e) => e.u === 1 && e.v === 2);
  const spot = await page.evaluate((e) => GrundyLab.graphEdge(e), k);
  await clickAt(page, spot.x, spot.y);
  b = await board(page);
  assert.equal(b.movesMade, 1);
  assert.equal(b.position, "0-1,0-5", "the fork above 1-2 fell with it");
  assert.equal(await page.evaluate(() => GrundyLab.graphVertex(3)), null, "vertex 3 is gone");
  assert.deepEqual(errors, []);
  await context.close();
});

test("hackenbush: from an N-position the computer (to move) wins", async () => {
  const pos = "0-1,1-2,1-3,3-3,0-4,4-5,4-5";
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=hackenbush&pos=${pos}&computer=1`);
  assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).outcome, `game=hackenbush&pos=${pos}`), "N");
  for (let ply = 0; ply < 40; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 2);
    if (b.winner !== null) break;
    const before = b.movesMade;
    await clickEdgeOf(page, 0);
    assert.ok((await board(page)).movesMade > before, "the click chopped an edge");
  }
  assert.equal((await board(page)).winner, 1, "the computer (player 1) won");
  assert.deepEqual(errors, []);
  await context.close();
});

test("hackenbush: from a P-position a person answering with winning moves wins, and the link reloads", async () => {
  const pos = "0-1,1-2,2-2,0-3,3-4,4-5,0-6,6-7,7-8,0-8"; // 3 ⊕ 3 ⊕ a square (0)
  const { context, page, errors } = await openPage(site.browser, site.url, `?v=1&game=hackenbush&pos=${pos}&computer=1`);
  assert.equal(await page.evaluate((q) => GrundyLab.analyze(q).value, `game=hackenbush&pos=${pos}`), 0);
  let link = null;
  for (let ply = 0; ply < 40; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 2);
    if (b.winner !== null) break;
    assert.ok(b.analysis.winningMoves.length > 0, "a winning reply exists");
    const index = b.moves.findIndex((m) => m.to === b.analysis.winningMoves[0].to);
    const before = b.movesMade;
    await clickEdgeOf(page, index);
    assert.ok((await board(page)).movesMade > before, "the click chopped the edge");
    if (!link && (await board(page)).position !== "0") link = await page.evaluate(() => location.search);
  }
  assert.equal((await board(page)).winner, 2, "the person (player 2) won");
  assert.deepEqual(errors, []);
  await context.close();
  // The link of a position in mid-game reopens that position. The computer is to move there and
  // would answer at once, so the link is reopened with the computer off to read the position it holds.
  const params = new URLSearchParams(link);
  const expected = params.get("pos");
  params.set("computer", "off");
  const again = await openPage(site.browser, site.url, "?" + params.toString());
  assert.equal((await board(again.page)).position, expected);
  assert.ok(await again.page.evaluate(() => GrundyLab.graphEdge(0)), "its edges are drawn");
  await again.context.close();
});

test("hackenbush: a bad position names the edge and keeps the game; embed=board plays", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=hackenbush&pos=0-1,2-3");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.notices[0].where, "pos");
  assert.equal(s.notices[0].offset, 4);
  assert.match(s.notices[0].message, /not connected to the ground/);
  assert.equal(s.game, "hackenbush");
  await context.close();
  const e = await openPage(site.browser, site.url, "?v=1&game=hackenbush&pos=0-1,1-2&embed=board", { width: 720, height: 420 });
  assert.equal(await e.page.evaluate(() => GrundyLab.widgetRect("edit")), null, "no toolbar");
  await clickEdgeOf(e.page, 1);
  assert.equal((await board(e.page)).position, "0-1");
  assert.deepEqual(e.errors, []);
  await e.context.close();
});

test("hackenbush in colour: a blue, a red and a green edge (*) under game=hackenbush; Left cannot chop red; drawing in blue makes it partizan", async () => {
  // 1 - 1 + * = * (Winning Ways ch. 1-2): whoever moves first wins by chopping the green edge.
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=hackenbush&pos=0-1b,0-2r,0-3&turn=1");
  let b = await board(page);
  assert.equal(b.analysis.canonical, "*");
  assert.equal(b.analysis.outcome, "N");
  assert.deepEqual([...new Set(b.edges.map((e) => e.colour))].sort(), ["blue", "green", "red"]);
  assert.ok(b.analysis.winningMoves.every((m) => m.to === "0-1b,0-2r"), "the winning chop is the green edge's");
  const red = b.edges.findIndex((e) => e.colour === "red");
  const spot = await page.evaluate((e) => GrundyLab.graphEdge(e), red);
  await clickAt(page, spot.x, spot.y);
  assert.equal((await board(page)).movesMade, 0, "Left cannot chop a red edge");
  const green = b.edges.findIndex((e) => e.colour === "green");
  await clickEdgeOf(page, b.moves.findIndex((m) => m.to === "0-1b,0-2r" && m.side === "L"));
  b = await board(page);
  assert.equal(b.movesMade, 1, "Left chopped the green edge");
  assert.equal(b.analysis.outcome, "P");
  assert.ok(green >= 0);
  assert.deepEqual(errors, []);
  await context.close();
});
