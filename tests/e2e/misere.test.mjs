// End-to-end tests of misère canonical forms in the page (issue 22): typed into the calculator in
// CGSuite's notation, with their properties and options; and the misère form of a position on the
// play screen under misère play, opened in the calculator.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, typeExpr } from "./lib.mjs";

const site = useSite();
const calc = (page) => page.evaluate(() => GrundyLab.getState().cgt);
const rect = (page, name) => page.evaluate((n) => GrundyLab.widgetRect(n), name);

test("a misère form typed into the calculator: its canonical form, genus and options", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=0");
  await typeExpr(page, "*[[2],0]");
  const c = await calc(page);
  assert.equal(c.canonical, "*[2#0]");
  assert.equal(c.properties.Genus, "1^2");
  assert.equal(c.properties.IsRestive, "true");
  assert.ok(await rect(page, "misere"), "the misère panel is shown");
  assert.ok(await rect(page, "properties"), "the properties table is shown");
  assert.equal(await rect(page, "thermograph"), null, "no thermograph for a misère game");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Grundy's game under misère play shows the position's misère form, which opens in the calculator", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=grundy&pos=13&play=misere");
  await page.waitForFunction(() => GrundyLab.widgetRect("misere-form") !== null);
  const a = await page.evaluate(() => GrundyLab.analyze("game=grundy&pos=13&play=misere"));
  assert.equal(a.misereForm, "*[2[2]21]"); // CGSuite prints Grundy's game 13 so
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link to a misère game opens it (the link reader reads CGSuite's misère notation)", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=*%5B%5B2%5D,0%5D");
  const c = await calc(page);
  assert.equal(c.canonical, "*[2#0]");
  assert.deepEqual(await page.evaluate(() => GrundyLab.getState().notices), []);
  assert.deepEqual(errors, []);
  await context.close();
});
