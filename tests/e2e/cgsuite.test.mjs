// End-to-end tests of the calculator in CGSuite's notation (issue 21), typed into the real page as
// a person would: slash notation, +-, a property, a relation; the thermograph drawn, zoomed and
// exported (SVG download and clipboard, TikZ clipboard), and embed=thermograph in a link.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { useSite, openPage, nextFrames, clickWidget, pressKey, typeExpr } from "./lib.mjs";

const site = useSite();
const calc = (page) => page.evaluate(() => GrundyLab.getState().cgt);
const rect = (page, name) => page.evaluate((n) => GrundyLab.widgetRect(n), name);

test("typed CGSuite notation: slash notation, +-, a property and a relation, each answered as CGSuite answers", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=0");
  await typeExpr(page, "{3|{2|1}}");
  let c = await calc(page);
  assert.equal(c.canonical, "{3||2|1}", "printed in slash notation");
  await typeExpr(page, "{5|4||3|2}");
  c = await calc(page);
  assert.equal(c.canonical, "{5|4||3|2}");
  assert.equal(c.braces, "{{5|4}|{3|2}}");
  await typeExpr(page, "3+-1");
  c = await calc(page);
  assert.equal(c.canonical, "{4|2}", "3+-1 is 3 + ±1 (it was read as 2 before)");
  await typeExpr(page, "+-(1,1*)");
  assert.equal((await calc(page)).canonical, "+-(1,1*)");
  await typeExpr(page, "{3||2*|1*}.Temperature");
  c = await calc(page);
  assert.equal(c.result, "3/4"); // Siegel, Combinatorial Game Theory: mean 9/4, temperature 3/4
  assert.equal(c.resultKind, "number");
  assert.ok(await rect(page, "result"), "the result is shown");
  await typeExpr(page, "^ <| *");
  c = await calc(page);
  assert.equal(c.result, "true");
  // The link keeps the typed text.
  assert.match(decodeURIComponent(await page.evaluate(() => location.search)), /expr=\^ <\| \*/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the properties table and the thermograph: drawn, zoomed, exported as SVG and TikZ", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr={3||2*|1*}");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  const c = await calc(page);
  assert.equal(c.properties.Mean, "9/4");
  assert.equal(c.properties.Temperature, "3/4");
  assert.equal(c.properties.LeftStop, "3");
  assert.equal(c.properties.RightStop, "2");
  assert.ok(await rect(page, "properties"), "the properties table is on screen");
  const before = await rect(page, "thermograph");
  assert.ok(before && before.w > 50 && before.h > 50, "the thermograph is drawn");
  await clickWidget(page, "thermograph-zoom-in");
  await nextFrames(page, 2);
  const after = await rect(page, "thermograph");
  assert.ok(after.w > before.w, `zoom in widens the picture (${before.w} -> ${after.w})`);

  const [download] = await Promise.all([page.waitForEvent("download"), clickWidget(page, "thermograph-download")]);
  assert.match(download.suggestedFilename(), /^thermograph-.*\.svg$/);
  const svg = fs.readFileSync(await download.path(), "utf8");
  assert.match(svg, /^<svg/);
  assert.match(svg, /9\/4/);
  assert.match(svg, /3\/4/);
  assert.match(svg, /<\/svg>\s*$/);

  await clickWidget(page, "thermograph-tikz");
  await page.waitForFunction(() => globalThis.__grundyClipboard && globalThis.__grundyClipboard.state === 2);
  const tikz = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(tikz, /\\begin\{tikzpicture\}/);
  assert.match(tikz, /9\/4/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("embed=thermograph: a link shows just the game and its thermograph", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url,
    "?v=1&game=cgt&expr=%7B3%7C%7C2*%7C1*%7D&embed=thermograph", { width: 720, height: 420 });
  assert.ok(await rect(page, "thermograph"), "the thermograph is drawn");
  assert.equal(await rect(page, "expr"), null, "no input box in the embed");
  assert.match(await page.evaluate(() => location.search), /embed=thermograph/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a partizan position's value has its thermograph on the play screen: 2x2 Domineering is +-1, mean 0, temperature 1", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=domineering&pos=../..");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  const a = await page.evaluate(() => GrundyLab.analyze("game=domineering&pos=../.."));
  assert.equal(a.canonical, "+-1"); // Winning Ways ch. 1: the 2 x 2 board is a switch, ±1
  await page.waitForFunction(() => GrundyLab.widgetRect("position-thermograph") !== null);
  const r = await rect(page, "position-thermograph");
  assert.ok(r.w > 50 && r.h > 50, "the thermograph is drawn under the value");
  await clickWidget(page, "position-thermograph-tikz");
  await page.waitForFunction(() => globalThis.__grundyClipboard && globalThis.__grundyClipboard.state === 2);
  const tikz = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(tikz, /\\begin\{tikzpicture\}/);
  assert.match(tikz, /temperature/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("large numbers and nimbers typed into the page are answered exactly", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=0");
  await typeExpr(page, "3^22/2^72");
  assert.equal((await calc(page)).canonical, "31381059609/4722366482869645213696");
  await typeExpr(page, "-1823437481924 + ^");
  assert.equal((await calc(page)).canonical, "-1823437481924^");
  await typeExpr(page, "*1000000 + *3");
  assert.equal((await calc(page)).canonical, "*1000003");
  assert.deepEqual(errors, []);
  await context.close();
});
