// page.mjs - the page's own speed: opens the explorer in headless chromium (Debian's, driven by
// playwright-core as in tests/e2e) at ?v=1&game=octal&rules=CODE&n=536870912 and times each
// proof, as a person opening the link would see it.
//   node bench/page.mjs [--site DIR] [--cap SECONDS] [--shot DIR] [--pairs ROUNDS] [CODE ...]
// Prints, per game: the period and n0 proved, the time from opening the link to the frame that
// shows the proof ("open->proof"), the part of it after the page's first frame ("compute"), the
// values computed, the longest frame (and the longest gap between frames) while computing, and the
// peak memory of the page's renderer process (its worker included). --shot DIR saves a picture of
// each proved page with its certificate (DIR/CODE.png).
// --pairs ROUNDS: page against the engine's wasm under node, paired. Each round runs one node
// process (octal_bench_wasm.js --proof CODE, beside the site) and then opens the page once; it
// prints each round's ratio page/wasm and their median, so that a machine whose speed drifts
// still gives a fair ratio.
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { serve, launch } from "../tests/e2e/lib.mjs";
import { browserProcesses, peakMiB } from "./proc.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
let site = process.env.GL_SITE || path.join(here, "..", "build-wasm", "site");
let cap = 120, shots = null, pairs = 0;
const maxN = 536870912; // the explorer's cap (2^29)
const codes = [];
for (let i = 2; i < process.argv.length; ++i) {
  const a = process.argv[i];
  if (a === "--site") site = process.argv[++i];
  else if (a === "--cap") cap = Number(process.argv[++i]);
  else if (a === "--shot") shots = process.argv[++i];
  else if (a === "--pairs") pairs = Number(process.argv[++i]);
  else if (a === "--limit") ++i; // octal_bench's option, passed through by run.sh: the page's n is fixed
  else if (a === "--quick") codes.push("0.16");
  else codes.push(a);
}
if (codes.length === 0) codes.push("0.16", "0.56", "0.127", "0.376", "0.354");

const server = await serve(path.resolve(site));
const browser = await launch();
console.log(`chromium ${browser.version()}; page ${server.url}`);
// Opens the page at CODE's link once; returns the printed line and the seconds to the proof (NaN if
// not proved within the cap).
async function openOnce(code) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(`${server.url}?v=1&game=octal&rules=${code}&n=${maxN}`);
  let line, seconds = NaN;
  try {
    await page.waitForFunction(() => globalThis.GrundyLab && GrundyLab.getState().explorer.proved, null,
                               { timeout: cap * 1000, polling: 50 });
    const seen = Date.now() - t0;
    const s = await page.evaluate(() => GrundyLab.getState().explorer);
    if (s.provedAtMs === undefined) { // a page without its own timings: as seen from here
      s.provedAtMs = seen;
      s.startedAtMs = NaN;
      s.longestFrameMs = NaN;
      s.longestFrameGapMs = NaN;
      s.worker = false;
    }
    seconds = s.provedAtMs / 1000;
    line = [code.padEnd(7), String(s.period).padStart(9), String(s.preperiod).padStart(10),
            String(s.computed).padStart(11), (s.provedAtMs / 1000).toFixed(2).padStart(10) + " s",
            ((s.provedAtMs - s.startedAtMs) / 1000).toFixed(2).padStart(7) + " s",
            (s.longestFrameMs.toFixed(0) + " ms").padStart(10), `(${s.longestFrameGapMs.toFixed(0)} ms)`.padStart(9),
            `${peakMiB(browserProcesses(browser)).toFixed(0)} MiB`.padStart(10), s.worker ? "" : "  (computed in the page's frames: no worker)"].join(" ");
    if (shots) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: path.join(shots, `${code}.png`) });
    }
  } catch (e) {
    const s = await page.evaluate(() => globalThis.GrundyLab && GrundyLab.getState().explorer).catch(() => null);
    line = `${code.padEnd(7)} NOT proved within ${cap} s (${s ? s.computed : "?"} values)`;
  }
  await context.close();
  return { line, seconds };
}

// The engine's wasm under node, proving CODE once in a fresh process: its seconds to the proof.
function wasmOnce(code) {
  const bench = path.join(site, "..", "octal_bench_wasm.js");
  const out = execFileSync("node", ["--no-experimental-fetch", bench, "--proof", code], { encoding: "utf8" });
  const row = out.split("\n").find((l) => l.startsWith(code + " ") && l.trim().endsWith("proved"));
  if (!row) throw new Error(`octal_bench_wasm did not prove ${code}:\n${out}`);
  return Number(row.trim().split(/\s+/)[4]);
}

const median = (xs) => {
  const a = [...xs].sort((x, y) => x - y), m = a.length >> 1;
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
};

if (pairs > 0) {
  console.log("game    wasm s  page s  page/wasm (each round)                median ratio");
  for (const code of codes) {
    const w = [], p = [], r = [];
    for (let i = 0; i < pairs; ++i) {
      w.push(wasmOnce(code));
      p.push((await openOnce(code)).seconds);
      r.push(p[i] / w[i]);
    }
    console.log(`${code.padEnd(7)} ${median(w).toFixed(3).padStart(6)} ${median(p).toFixed(3).padStart(7)}  ` +
                `${r.map((x) => x.toFixed(2)).join(" ").padEnd(37)} ${median(r).toFixed(2)}`);
  }
} else {
  console.log("game       period         n0      values  open->proof   compute  longest frame  (gap)  peak memory");
  for (const code of codes) console.log((await openOnce(code)).line);
}
await browser.close();
await server.close();
