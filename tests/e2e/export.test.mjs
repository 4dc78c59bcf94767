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
