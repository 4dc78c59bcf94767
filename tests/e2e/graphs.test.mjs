// End-to-end tests of the games on undirected graphs (games/col_snort.h, games/kayles_graph.h)
// on the graph board in headless chromium: a Snort link opens with its canonical form, and a
// click on a vertex colours it for the player to move (Left); a Node Kayles click removes the
// vertex with its neighbours; a Col graph drawn by mouse in edit mode (a new vertex, an edge
// between two vertices, a deletion, undo), valued as it is drawn, and the link that keeps it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, clickAt, clickWidget, drag, board, graphPoint as point, graphVertex as vertex } from "./lib.mjs";

const site = useSite();

test("snort: a link shows the canonical form; a click on a vertex colours it for Left", async () => {
  // One edge of Snort is {1|-1} (Left's colour leaves the other end Left's alone): hot, N.
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=snort&pos=path:2&turn=1");
  let b = await board(page);
  assert.equal(b.position, "path:2");
  assert.equal(b.analysis.outcome, "N");
  const spot = await vertex(page, 1); // vertex 0 is drawn with id 1
  await clickAt(page, spot.x, spot.y);
  b = await board(page);
  assert.equal(b.movesMade, 1);
  assert.equal(b.position, "path:2;0l", "Left coloured vertex 0; its neighbour's tint follows");
  assert.equal(b.analysis.outcome, "L", "vertex 1 is Left's alone now: 1");
  assert.deepEqual(errors, []);
  await context.close();
});

test("nodekayles: a click removes the vertex with its neighbours", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nodekayles&pos=path:5");
  const spot = await vertex(page, 3); // the middle vertex, 2
  await clickAt(page, spot.x, spot.y);
  const b = await board(page);
  assert.equal(b.position, "path:5;1x,2x,3x");
  assert.equal(b.analysis.value, 0, "two vertices apart: * + * = 0");
  assert.deepEqual(errors, []);
  await context.close();
});

test("col: a graph drawn by mouse in edit mode is the position, valued as drawn; the link keeps it", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=col&pos=path:2");
  await clickWidget(page, "edit");
  assert.equal((await board(page)).editing, true);
  // Vertex 1 (id 2) to empty space: a path of three. Col on a path of three is 0 (CGSuite's own
  // tests; Winning Ways ch. 2: a Col position is a number or a number plus *).
  await drag(page, await vertex(page, 2), await point(page, 4, 3));
  let b = await board(page);
  assert.equal(b.position, "path:3");
  assert.equal(b.analysis.canonical, "0");
  // A vertex alone, by a click on empty space; then joined to vertex 0: a star of three leaves.
  const empty = await point(page, 1, 5);
  await clickAt(page, empty.x, empty.y);
  assert.equal((await board(page)).position, "0-1,1-2,3");
  await drag(page, await vertex(page, 4), await vertex(page, 2));
  b = await board(page);
  assert.equal(b.position, "0-1,1-2,1-3", "vertex 1 is the centre of a star with three leaves");
  // The same edge drawn again, or back, changes nothing.
  await drag(page, await vertex(page, 2), await vertex(page, 4));
  assert.equal((await board(page)).position, "0-1,1-2,1-3");
  const drawn = await page.evaluate(() => location.search);
  assert.match(drawn, /pos=0-1,1-2,1-3/);
  assert.match(drawn, /layout=/, "the link keeps where the vertices were drawn");
  // Delete a leaf, then undo the deletion.
  await clickWidget(page, "tool-Delete");
  const leaf = await vertex(page, 4);
  await clickAt(page, leaf.x, leaf.y);
  assert.equal((await board(page)).position, "path:3");
  await clickWidget(page, "undo-edit");
  assert.equal((await board(page)).position, "0-1,1-2,1-3");
  // The analysis agrees with the engine's own answer for the same link.
  b = await board(page);
  const a = await page.evaluate(() => GrundyLab.analyze("game=col&pos=0-1,1-2,1-3"));
  assert.equal(b.analysis.canonical, a.canonical);
  assert.deepEqual(errors, []);
  await context.close();
});
