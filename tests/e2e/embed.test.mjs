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

// Lecture notes served from the site's own folder (the page at site.url + "notes.html", answered
// by the test): a board, a table, a plot, a thermograph and the value, each in an <iframe>.
// Every frame posts {grundylab: "size", height} to the notes, and embed.js sizes it to that.
const NOTES_FRAMES = [
  { id: "board", query: "?v=1&game=nim&pos=3,5,7&embed=board", width: 720, height: 420 },
  { id: "table", query: "?v=1&game=octal&rules=0.07&embed=table", width: 720, height: 420 },
  { id: "plot", query: "?v=1&game=octal&rules=0.07&view=plot&embed=plot", width: 720, height: 420 },
  { id: "thermo", query: "?v=1&game=cgt&expr=" + encodeURIComponent("{3||2*|1*}") + "&embed=thermograph", width: 640, height: 480 },
  { id: "value", query: "?v=1&game=cgt&expr=" + encodeURIComponent("{2|-1}") + "&embed=value", width: 640, height: 480 },
];

async function openNotes(width = 1000, height = 900) {
  const context = await site.browser.newContext({ viewport: { width, height } });
  const frames = NOTES_FRAMES.map((f) => `<h2>${f.id}</h2>
    <iframe id="${f.id}" src="./${f.query}" width="${f.width}" height="${f.height}" style="border:1px solid #ccc"></iframe>`).join("\n");
  // The host's own listener (as docs/links.md shows it) records every size message it gets.
  const html = `<!doctype html><title>Lecture 5</title>
    <script>window.sizes = []; addEventListener("message", (e) => {
      const f = [...document.querySelectorAll("iframe")].find((x) => x.contentWindow === e.source);
      if (e.data && e.data.grundylab === "size") sizes.push({ id: f ? f.id : null, height: e.data.height, origin: e.origin });
    });</script>${frames}<script src="embed.js"></script>`;
  await context.route(site.url + "notes.html", (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(site.url + "notes.html");
  return { context, page, errors };
}

const lastSize = (page, id) => page.evaluate((id) => {
  const all = window.sizes.filter((s) => s.id === id);
  return all.length ? all[all.length - 1] : null;
}, id);
const frameOf = async (page, id) => (await page.$("#" + id)).contentFrame();

test("every embed posts its height to notes served beside the page, and embed.js sizes its frame", async () => {
  const { context, page, errors } = await openNotes();
  for (const f of NOTES_FRAMES) {
    await page.waitForFunction((id) => window.sizes.some((s) => s.id === id), f.id, { timeout: 60000 });
    // Wait until the frame stands at the height it asked for (the explorer may still be computing).
    await page.waitForFunction((id) => {
      const all = window.sizes.filter((s) => s.id === id);
      return parseFloat(document.getElementById(id).style.height) === Math.ceil(all[all.length - 1].height);
    }, f.id, { timeout: 30000 });
    const s = await lastSize(page, f.id);
    assert.equal(s.origin, new URL(site.url).origin, `${f.id}: posted by the frame's own origin`);
    // Plausible: more than a title line, less than several screens, and what the frame is given.
    assert.ok(s.height > 150 && s.height < 1400, `${f.id}: height ${s.height}`);
    const box = await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().height, f.id);
    assert.ok(Math.abs(box - Math.ceil(s.height) - 2) <= 1, `${f.id}: frame ${box}px for ${s.height}px (plus its border)`);
  }
  // Sized once, the frames stay: nothing asks for another height while idle.
  const count = await page.evaluate(() => window.sizes.length);
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.sizes.length), count, "no size messages while idle");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the table embed wraps its rows to the frame, the thermograph fills its frame", async () => {
  const { context, page } = await openNotes();
  await page.waitForFunction(() => ["table", "thermo"].every((id) => window.sizes.some((s) => s.id === id)), null, { timeout: 60000 });
  // Dawson's Kayles (0.07) has period 34 (Guy and Smith 1956): 34 columns do not fit 720 px, so
  // the rows are a divisor of it (each column still one residue), and the whole row is in view.
  const table = await frameOf(page, "table");
  await table.waitForFunction(() => GrundyLab.getState().explorer.period === 34, null, { timeout: 60000 });
  const width = await table.evaluate(() => GrundyLab.getState().explorer.tableWidth);
  assert.ok(width > 1 && width < 34 && 34 % width === 0, `rows of ${width}`);
  const row = await table.evaluate((w) => GrundyLab.tableRow(1), width);
  assert.equal(row.label, `${width}+`);
  // The thermograph's picture takes most of its frame (once the frame has the height it asked for).
  const thermo = await frameOf(page, "thermo");
  await page.waitForFunction(() => document.getElementById("thermo").style.height !== "", null, { timeout: 30000 });
  await thermo.waitForFunction(() => GrundyLab.widgetRect("thermograph") !== null);
  await new Promise((r) => setTimeout(r, 500));
  const r = await thermo.evaluate(() => GrundyLab.widgetRect("thermograph"));
  const frame = await page.evaluate(() => { const b = document.getElementById("thermo").getBoundingClientRect(); return { w: b.width - 2, h: b.height - 2 }; });
  const share = (r.w * r.h) / (frame.w * frame.h);
  assert.ok(share > 0.5, `the thermograph takes ${(share * 100).toFixed(0)}% of its ${frame.w}×${frame.h} frame`);
  await context.close();
});
