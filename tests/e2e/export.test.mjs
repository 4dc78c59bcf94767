// Export… on the screens that draw their own boards (issue 25): Nim and sums download what
// `grundylab export` writes for their link, the position on the board now included.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { useSite, openPage, clickWidget } from "./lib.mjs";

const site = useSite();

// Opens the Export… menu and chooses `item`; answers the download's name and text.
async function exportAs(page, item) {
  await clickWidget(page, "export");
  await page.waitForFunction((n) => GrundyLab.widgetRect(n) !== null, item, { timeout: 10000 });
  const [download] = await Promise.all([page.waitForEvent("download"), clickWidget(page, item)]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), "utf8") };
}

test("Nim: the board as SVG (one circle per token) and the analysis as LaTeX", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7");
  const svg = await exportAs(page, "export-svg");
  assert.equal(svg.name, "nim.svg");
  assert.match(svg.text, /^<svg /);
  assert.equal((svg.text.match(/<circle /g) || []).length, 15, "3 + 5 + 7 tokens");
  const tex = await exportAs(page, "export-latex");
  assert.equal(tex.name, "nim-analysis.tex");
  assert.match(tex.text, /Grundy value: \$1\$/); // 3 xor 5 xor 7 = 1
  assert.deepEqual(errors, []);
  await context.close();
});

test("sums: the analysis as text is the position on the board, and TikZ draws it", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=sum&pos=" + encodeURIComponent("nim:7|0.77:10"));
  const txt = await exportAs(page, "export-text");
  assert.equal(txt.name, "sum-analysis.txt");
  assert.match(txt.text, /nim:7\|0\.77:10/);
  assert.match(txt.text, /\nvalue: 5\n/); // 7 xor G(Kayles 10) = 7 xor 2
  const tikz = await exportAs(page, "export-tikz");
  assert.match(tikz.text, /\\begin\{tikzpicture\}/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Downloads what clicking the page's widget `name` gives: its name and text.
async function download(page, name) {
  await page.waitForFunction((n) => GrundyLab.widgetRect(n) !== null, name, { timeout: 20000 });
  const [d] = await Promise.all([page.waitForEvent("download"), clickWidget(page, name)]);
  return { name: d.suggestedFilename(), text: fs.readFileSync(await d.path(), "utf8") };
}

test("the calculator: its game tree as SVG, a node per option, Left's edges going left", async () => {
  // ^ = {0|*}, * = {0|0}: five nodes; Left's edges ^ -> 0 and * -> 0, Right's ^ -> * and * -> 0.
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=^", { height: 1400 });
  const svg = await download(page, "tree-download");
  assert.equal(svg.name, "game-tree.svg");
  assert.equal((svg.text.match(/class="node"/g) || []).length, 5);
  const edges = (cls) => [...svg.text.matchAll(new RegExp(`class="edge ${cls}" x1="([\\d.]+)" y1="[\\d.]+" x2="([\\d.]+)"`, "g"))];
  assert.equal(edges("left").length, 2);
  assert.equal(edges("right").length, 2);
  for (const m of edges("left")) assert.ok(Number(m[2]) < Number(m[1]), "a Left option lies down-left");
  for (const m of edges("right")) assert.ok(Number(m[2]) > Number(m[1]), "a Right option lies down-right");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the explorer: its plot as SVG and TikZ, a dot per value of G(0..n-1)", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.07&n=200&view=plot");
  await page.waitForFunction(() => GrundyLab.getState().explorer.proved, null, { timeout: 60000 });
  const svg = await download(page, "export-plot-svg");
  assert.equal(svg.name, "grundy-0.07-plot.svg");
  // 320 columns over 200 values: a column each, so one dot per n.
  assert.equal((svg.text.match(/class="point( rare)?"/g) || []).length, 200);
  assert.match(svg.text, /G\(n\) of 0\.07 for 0 ≤ n &lt; 200/);
  const tikz = await download(page, "export-plot-tikz");
  assert.equal(tikz.name, "grundy-0.07-plot.tex");
  assert.match(tikz.text, /^\\begin\{tikzpicture\}/);
  assert.equal((tikz.text.match(/circle\[radius=/g) || []).length, 200);
  assert.deepEqual(errors, []);
  await context.close();
});
