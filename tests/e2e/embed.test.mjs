// Embeds in lecture notes: the calculator's embed=result (the value, outcome and canonical form)
// sizes its <iframe> to its content through web/embed.js, and the Embed… dialog offers it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickWidget } from "./lib.mjs";

const site = useSite();

test("embed=result in a notes page: the frame is sized to the value, outcome and canonical form", async () => {
  const context = await site.browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const src = site.url + "?v=1&game=cgt&expr=" + encodeURIComponent("{2|-1}") + "&embed=result";
  await page.setContent(`<!doctype html><p>Lecture 3: switches.</p>
    <iframe id="f" src="${src}" width="560" height="200" style="border:1px solid #ccc"></iframe>
    <script src="${site.url}embed.js"></script>`);
  await page.waitForFunction(() => document.getElementById("f").style.height !== "", null, { timeout: 30000 });
  const height = await page.evaluate(() => parseFloat(document.getElementById("f").style.height));
  assert.ok(height > 80 && height < 400, `the frame fits its content: ${height}px`);
  // The frame shows {2|-1}: 1/2 ± 3/2, a switch, an N-position (its text twin says so).
  const frame = page.frames().find((f) => f.url().includes("embed=result"));
  await frame.waitForFunction(() => /Value 1\/2 ± 3\/2/.test(document.getElementById("twin-status").textContent), null, { timeout: 30000 });
  assert.match(await frame.evaluate(() => document.getElementById("twin-status").textContent), /N: the next player wins/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a message from another origin or frame does not resize anything", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.setContent(`<!doctype html><iframe id="f" src="about:blank" width="560" height="200"></iframe>
    <script src="${site.url}embed.js"></script>`);
  await page.waitForFunction(() => typeof window.postMessage === "function");
  await page.waitForTimeout(300); // embed.js loaded
  await page.evaluate(() => window.postMessage({ grundylab: "size", height: 50 }, "*"));
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => document.getElementById("f").style.height), "");
  await context.close();
});

test("the Embed… dialog offers the calculator's three embeds, and the result's snippet includes embed.js", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=" + encodeURIComponent("{2|-1}"));
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  await clickWidget(page, "embed");
  for (const mode of ["result", "value", "thermograph"])
    assert.ok(await page.evaluate((m) => GrundyLab.widgetRect("embed-" + m) !== null, mode), `${mode} is offered`);
  await clickWidget(page, "embed-result");
  await clickWidget(page, "copy-snippet");
  await page.waitForFunction(() => globalThis.__grundyClipboard && globalThis.__grundyClipboard.state === 2);
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(snippet, /<iframe src="[^"]*embed=result[^"]*"\s+width="560" height="200"/);
  assert.match(snippet, /<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js"><\/script>/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an unknown calculator embed mode is named in a notice", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=cgt&expr=1&embed=board");
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.equal(s.notices.length, 1);
  assert.match(s.notices[0].text, /use result, value or thermograph/);
  await nextFrames(page, 1);
  await context.close();
});
