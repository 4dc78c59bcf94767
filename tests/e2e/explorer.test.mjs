// End-to-end tests of the octal-game explorer (game=octal) in headless chromium.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { useSite, openPage, nextFrames, clickWidget, pressKey, distinctColours } from "./lib.mjs";

const site = useSite();

const explorer = (page) => page.evaluate(() => GrundyLab.getState().explorer);
const until = (page, fn, arg) => page.waitForFunction(fn, arg, { timeout: 60000 });

// Guy and Smith (1956), Winning Ways ch. 4 (Dawson's Kayles): the rows 0+ and 34+, with the underlined exceptions.
const ROW0 = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7];
const ROW34 = [4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7];
const UNDERLINED0 = [0, 1, 15, 17, 18, 32];
const UNDERLINED34 = [35 - 34, 52 - 34];

test("a link to 0.07 shows Table 1, the period 34 from 53 and its certificate", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.07&n=300");
  await until(page, () => GrundyLab.getState().explorer.proved);
  const x = await explorer(page);
  assert.equal(x.code, "0.07");
  assert.deepEqual([x.period, x.preperiod, x.checkBegin, x.checkEnd], [34, 53, 53, 142]);
  assert.deepEqual(x.exceptions, [0, 1, 15, 17, 18, 32, 35, 52]);
  assert.match(x.certificate, /53 ≤ n < 142 = 2·53 \+ 34 \+ 2/);
  assert.equal(x.tableWidth, 34);
  const [r0, r1] = await page.evaluate(() => [GrundyLab.tableRow(0), GrundyLab.tableRow(1)]);
  assert.equal(r0.label, "0+");
  assert.deepEqual(r0.values, ROW0);
  assert.deepEqual(r0.exceptions.flatMap((e, i) => (e ? [i] : [])), UNDERLINED0);
  assert.equal(r1.label, "34+");
  assert.deepEqual(r1.values, ROW34);
  assert.deepEqual(r1.exceptions.flatMap((e, i) => (e ? [i] : [])), UNDERLINED34);
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("table") !== null));
  assert.ok((await distinctColours(site.browser, await page.screenshot())) > 50);
  assert.match(await page.evaluate(() => location.search), /game=octal&rules=0\.07&n=300&width=0&view=table/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("CSV export downloads the sequence", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?game=octal&rules=0.77&n=300");
  await until(page, () => GrundyLab.getState().explorer.proved);
  const [download] = await Promise.all([page.waitForEvent("download"), clickWidget(page, "export-csv")]);
  assert.equal(download.suggestedFilename(), "grundy-0.77.csv");
  const text = fs.readFileSync(await download.path(), "utf8");
  const lines = text.trim().split("\n");
  assert.equal(lines[0], "n,G(n)");
  assert.equal(lines.length, 301);
  // Kayles: G(0..11) = 0 1 2 3 1 4 3 2 1 4 2 6 (Winning Ways), recomputed here by the engine module.
  const expected = await page.evaluate(() => Array.from(GrundyLab.octalSequence("0.77", 300).values));
  assert.deepEqual(lines.slice(1).map((l) => Number(l.split(",")[1])), expected);
  assert.deepEqual(expected.slice(0, 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
  await context.close();
});

test("an invalid code is marked in place and the last valid game stays", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?game=octal&rules=0.77&n=200");
  await until(page, () => GrundyLab.getState().explorer.proved);
  await clickWidget(page, "code");
  await pressKey(page, "Control+A");
  await page.keyboard.type("0.7#");
  await pressKey(page, "Enter");
  const x = await explorer(page);
  assert.match(x.codeError, /code, character 4: .#. is not a digit/);
  assert.equal(x.code, "0.77");
  assert.equal(x.period, 12);
  assert.match(await page.evaluate(() => location.search), /rules=0\.77/);
  await context.close();
});

test("a long computation keeps the page drawing, shows progress and can be cancelled", async (t) => {
  // Treblecross has no sparse space: a million values by the plain recurrence take many seconds.
  const { context, page } = await openPage(site.browser, site.url, "?game=octal&rules=0.007&n=1000000");
  const frameTimes = () => page.evaluate(() => new Promise((resolve) => {
    const times = [];
    let last = performance.now();
    const tick = (now) => {
      times.push(now - last);
      last = now;
      if (times.length < 90) requestAnimationFrame(tick);
      else resolve(times);
    };
    requestAnimationFrame(tick);
  }));
  const summary = (times) => {
    const sorted = times.slice().sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1);
    return `median ${at(0.5)}, 95th percentile ${at(0.95)}, max ${at(1)}`;
  };
  const frames = await frameTimes();
  const mid = await explorer(page);
  assert.equal(mid.running, true, "still computing after 90 frames");
  assert.ok(mid.computed > 0 && mid.computed < 1000000);
  t.diagnostic(`frame times during the computation (ms): ${summary(frames)}; engine time per frame ` +
               `${mid.busyMs.toFixed(1)} ms; ${Math.round(mid.valuesPerSecond)} values/s at n = ${mid.computed}`);
  await clickWidget(page, "cancel");
  const stopped = await explorer(page);
  assert.equal(stopped.running, false);
  assert.equal(stopped.cancelled, true);
  const idle = await frameTimes();
  t.diagnostic(`frame times of the same page idle after Cancel (ms): ${summary(idle)}`);
  assert.equal((await explorer(page)).computed, stopped.computed, "nothing computed after Cancel");
  await clickWidget(page, "continue");
  assert.equal((await explorer(page)).running, true);
  await context.close();
});

test("the compact embed shows just the table, with the period", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?game=octal&rules=0.77&n=200&embed=table", { width: 720, height: 420 });
  await until(page, () => GrundyLab.getState().explorer.proved);
  await nextFrames(page, 3);
  assert.equal(await page.evaluate(() => GrundyLab.widgetRect("game")), null, "no toolbar in the embed");
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("table")));
  assert.deepEqual((await page.evaluate(() => GrundyLab.tableRow(0))).values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the mex explainer shows the options of n and their mex", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?game=octal&rules=0.07&n=300&view=mex&at=6");
  await until(page, () => GrundyLab.getState().explorer.proved);
  await nextFrames(page, 2);
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("at")));
  assert.match(await page.evaluate(() => location.search), /view=mex&at=6/);
  await context.close();
});

// Lasker's Nim and Grundy's game beside the octal codes (rules=lasker, rules=grundy).
test("rules=lasker shows the nim-sequence, its arithmetic period 4 with the proof, and exports it", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=lasker&n=400");
  await until(page, () => { const x = GrundyLab.getState().explorer; return !x.running && x.computed === 400; });
  const x = await explorer(page);
  assert.equal(x.code, "lasker");
  assert.equal(x.proved, false); // no octal period: the values grow
  assert.match(x.family.title, /Arithmetic period 4, saltus 4, from n = 1/);
  assert.equal(x.family.closedFormHolds, true);
  assert.match(x.family.certificate, /Induction on n/);
  // The table as drawn: G(n) by the rule itself, computed here (take any, or split in two).
  const g = [];
  for (let n = 0; n < 32; n++) {
    const seen = new Set();
    for (let m = 0; m < n; m++) seen.add(g[m]);
    for (let a = 1; 2 * a <= n; a++) seen.add(g[a] ^ g[n - a]);
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  assert.equal(x.tableWidth, 4); // a column per residue mod 4
  const rows = await page.evaluate(() => [0, 1, 2, 3, 4, 5, 6, 7].map((r) => GrundyLab.tableRow(r)));
  assert.deepEqual(rows.map((r) => r.label), ["0+", "4+", "8+", "12+", "16+", "20+", "24+", "28+"]);
  assert.deepEqual(rows.flatMap((r) => r.values), g);
  assert.deepEqual(g.slice(0, 9), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("certificate") !== null));
  const [download] = await Promise.all([page.waitForEvent("download"), clickWidget(page, "export-csv")]);
  const lines = fs.readFileSync(await download.path(), "utf8").trim().split("\n");
  assert.equal(lines.length, 401);
  assert.equal(lines[400], "399,400"); // 399 = 4·99 + 3: G = 400
  assert.match(await page.evaluate(() => location.search), /game=octal&rules=lasker&n=400/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("rules=grundy says no period is known, how far it computed, the values' counts and the last P-position", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=grundy&n=1300&view=plot");
  await until(page, () => { const x = GrundyLab.getState().explorer; return !x.running && x.computed === 1300; });
  const x = await explorer(page);
  assert.equal(x.code, "grundy");
  assert.equal(x.proved, false);
  assert.match(x.family.title, /No known period; computed to n = 1,299/);
  assert.equal(x.family.zeros.at(-1), 1222);
  assert.deepEqual(x.family.zeros.slice(0, 11), [0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53]);
  assert.equal(x.family.counts.reduce((s, [, c]) => s + c, 0), 1300);
  assert.ok(x.family.lines.some((l) => /Largest value \d+, first at n = /.test(l)));
  // The engine's own sequence agrees with what the page shows.
  const seq = await page.evaluate(() => Array.from(GrundyLab.octalSequence("grundy", 1300).values));
  assert.equal(seq.filter((v) => v === 0).length, x.family.zeros.length);
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("plot") !== null));
  // Above the cap: the page says so and keeps computing within it.
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=octal&rules=grundy&n=5000000"));
  await nextFrames(page, 3);
  assert.equal((await explorer(page)).target, 100000);
  await clickWidget(page, "cancel");
  assert.deepEqual(errors, []);
  await context.close();
});

// G(0..N-1) of a code by the plain mex, from the definition: digit d_k allows taking k tokens and
// leaving exactly j nonempty heaps when bit j of d_k is set (no constraints, finite codes).
function mexValues(digits, N) {
  const g = [];
  const splits = (m, j, f, min = 1, acc = []) => {
    if (j === 1) { if (m >= min) f([...acc, m]); return; }
    for (let a = min; a * j <= m; ++a) splits(m - a, j - 1, f, a, [...acc, a]);
  };
  for (let n = 0; n < N; ++n) {
    const seen = new Set();
    digits.forEach((d, k) => {
      if (k > n) return;
      for (let j = 0; j <= 8; ++j) {
        if (!((d >> j) & 1)) continue;
        if (j === 0) { if (n === k && k > 0) seen.add(0); continue; }
        if (k === 0 && j === 1) continue;
        splits(n - k, j, (parts) => seen.add(parts.reduce((x, p) => x ^ g[p], 0)));
      }
    });
    let m = 0;
    while (seen.has(m)) ++m;
    g.push(m);
  }
  return g;
}

// The first `count` values of the explorer's table, row after row as drawn.
const tableValues = (page, count) =>
  page.evaluate((count) => {
    const out = [];
    for (let r = 0; out.length < count; ++r) {
      const row = GrundyLab.tableRow(r);
      if (!row) break;
      out.push(...row.values);
    }
    return out.slice(0, count);
  }, count);

test("the grid of moves extends A, B, C to more heaps: a click changes the code, the link and the values", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=octal&rules=0.07&n=300");
  await until(page, () => GrundyLab.getState().explorer.proved);
  // Rows 0..3 (one more than 0.07 uses), no "take nothing" cells for 0 or 1 heaps.
  assert.ok(await page.evaluate(() => GrundyLab.widgetRect("move-2-3") !== null));
  assert.equal(await page.evaluate(() => GrundyLab.widgetRect("move-0-1")), null);
  // Take 2, leave 3 heaps: 0.07 becomes 0.0F (digit 15 = bits 0..3).
  await clickWidget(page, "move-2-3");
  await until(page, () => GrundyLab.getState().explorer.code === "0.0F");
  await until(page, () => GrundyLab.getState().explorer.computed >= 60);
  assert.deepEqual(await tableValues(page, 60), mexValues([0, 0, 15], 60));
  assert.match(await page.evaluate(() => location.search), /rules=0\.0F/);
  // A row for 4 heaps has appeared; take 1, leave 4: digit 1 becomes 16 = G.
  await clickWidget(page, "move-1-4");
  await until(page, () => GrundyLab.getState().explorer.code === "0.GF");
  await until(page, () => GrundyLab.getState().explorer.computed >= 60);
  assert.deepEqual(await tableValues(page, 60), mexValues([0, 16, 15], 60));
  // Both off again: Dawson's Kayles, with its period.
  await clickWidget(page, "move-1-4");
  await until(page, () => GrundyLab.getState().explorer.code === "0.0F");
  await clickWidget(page, "move-2-3");
  await until(page, () => GrundyLab.getState().explorer.code === "0.07" && GrundyLab.getState().explorer.proved);
  assert.equal((await explorer(page)).period, 34);
  // Column 0 splits without taking: 4.07.
  await clickWidget(page, "move-0-2");
  await until(page, () => GrundyLab.getState().explorer.code === "4.07");
  assert.deepEqual(errors, []);
  await context.close();
});
