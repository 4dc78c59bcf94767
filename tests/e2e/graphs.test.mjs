// End-to-end tests of the games on undirected graphs (games/col_snort.h, games/kayles_graph.h)
// on the graph board in headless chromium: a Snort link opens with its canonical form, and a
// click on a vertex colours it for the player to move (Left); a Node Kayles click removes the
// vertex with its neighbours.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, clickAt, board, graphVertex as vertex } from "./lib.mjs";

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
