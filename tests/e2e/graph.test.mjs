// End-to-end tests of graph games (game=graph) on the graph board in headless chromium: a full game
// against the computer from a P-position played by clicking a token and then the vertex it moves
// to (the person answering with winning moves wins), the mex shown for a selected vertex, a preset,
// and the editor: an edge and a vertex added by dragging (the link follows), a cycle refused with
// its vertices named while the last good graph stays, and undo.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickAt, clickWidget, board, drag, graphPoint as point, graphVertex as vertex, untilPersonsTurnOrEnd } from "./lib.mjs";

const site = useSite();
const idOf = (b, name) => b.vertices[b.vertexLabels.indexOf(name)];

async function clickVertex(page, id) {
  const spot = await vertex(page, id);
  assert.ok(spot, `vertex ${id} is drawn`);
  await clickAt(page, spot.x, spot.y);
  await nextFrames(page, 2);
}

test("from a P-position a person moving tokens by clicking them and their followers beats the computer", async () => {
  // g(a) = 2, g(b) = 1, g(c) = 0, g(d) = mex{2, 1} = 0: the tokens a, a, b, b, d have nim-sum 0.
  const link = "?v=1&game=graph&graph=a:b,c;b:c;c:;d:a,b&pos=a,a,b,b,d&computer=1";
  const { context, page, errors } = await openPage(site.browser, site.url, link);
  assert.equal(await page.evaluate(() => GrundyLab.analyze("game=graph&graph=a:b,c;b:c;c:;d:a,b&pos=a,a,b,b,d").outcome), "P");
  let b = await board(page); // (the computer may have moved already)
  assert.deepEqual(b.vertexLabels, ["a", "b", "c", "d"]);
  const counts = b.vertexLabels.map((v) => b.position.split(",").filter((t) => t === v).length);
  assert.deepEqual(b.vertexTokens, counts, "stacked tokens are counted");
  assert.equal(counts.reduce((x, y) => x + y), 5);
  let plies = 0;
  for (; plies < 40; plies++) {
    b = await untilPersonsTurnOrEnd(page, 2);
    if (b.winner !== null) break;
    assert.equal(b.analysis.outcome, "N", "the computer left a position the person wins");
    const win = b.analysis.winningMoves[0];
    const [from, to] = win.label.split(" → ");
    const before = b.movesMade;
    await clickVertex(page, idOf(b, from)); // the token
    assert.equal((await board(page)).selected, idOf(b, from), "the token is selected");
    await clickVertex(page, idOf(b, to)); // where it goes
    b = await board(page);
    assert.ok(b.movesMade > before, "the two clicks made the move");
    if (b.movesMade === before + 1) assert.equal(b.position, win.to, "the clicks made the winning move"); // (else the computer has answered)
  }
  assert.ok(plies >= 2, "a real game was played");
  assert.equal((await board(page)).winner, 2, "the person (player 2) won");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the editor: an edge and a vertex drawn, a cycle refused by name, undo; presets", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=graph&graph=a:b,c;b:c;c:&pos=a");
  await clickWidget(page, "edit");
  let b = await board(page);
  assert.equal(b.editing, true);
  // From the sink c to empty space: a new vertex d and the edge c -> d.
  const c = await vertex(page, idOf(b, "c"));
  await drag(page, c, { x: c.x + 160, y: c.y });
  b = await board(page);
  assert.equal(b.rules, "a:b,c;b:c;c:d;d:");
  assert.equal(b.editError, "");
  assert.ok(decodeURIComponent(await page.evaluate(() => location.search)).includes("graph=a:b,c;b:c;c:d;d:"), "the link follows");
  // d -> a closes the cycle a -> b -> c -> d -> a: refused, named, and the graph stays.
  await drag(page, await vertex(page, idOf(b, "d")), await vertex(page, idOf(b, "a")));
  b = await board(page);
  assert.match(b.editError, /cycle a → b → c → d → a/);
  assert.equal(b.rules, "a:b,c;b:c;c:d;d:", "the last good graph is kept");
  assert.equal(b.analysis.value, 2, "g(a) = mex{g(b) = 0, g(c) = 1} = 2");
  await clickWidget(page, "undo-edit");
  b = await board(page);
  assert.equal(b.rules, "a:b,c;b:c;c:", "undo brings the old graph back");
  // A preset: the take-away game drawn as its graph.
  await clickWidget(page, "edit"); // back to play
  await clickWidget(page, "preset");
  await clickWidget(page, "preset-0");
  b = await board(page);
  assert.ok(b.rules.startsWith("10:9,8,7;9:8,7,6"), b.rules);
  assert.equal(b.position, "10");
  assert.equal(b.analysis.value, 2, "g(10) = 10 mod 4");
  assert.deepEqual(errors, []);
  await context.close();
});
