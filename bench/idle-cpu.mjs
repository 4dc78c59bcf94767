// idle-cpu.mjs - what idle embeds cost: a page of six <iframe>s of Grundy Lab (Nim boards,
// explorer tables and a plot, a sum), opened in headless chromium and left alone; prints the CPU
// time all of chromium's processes used over 10 s (from /proc), and the frames each embed drew.
//   node bench/idle-cpu.mjs [--site DIR] [--seconds S]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, launch } from "../tests/e2e/lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
let site = process.env.GL_SITE || path.join(here, "..", "build-wasm", "site");
let seconds = 10;
for (let i = 2; i < process.argv.length; ++i) {
  if (process.argv[i] === "--site") site = process.argv[++i];
  else if (process.argv[i] === "--seconds") seconds = Number(process.argv[++i]);
}
const embeds = [
  "?v=1&game=nim&pos=3,5,7",
  "?v=1&game=nim&play=misere&pos=13,12,8",
  "?v=1&game=octal&rules=0.07&n=1000&embed=table",
  "?v=1&game=octal&rules=0.137&n=1000&embed=table",
  "?v=1&game=octal&rules=0.07&n=1000&embed=plot",
  "?v=1&game=sum&pos=nim:3,5",
];

const siteServer = await serve(path.resolve(site));
const notes = fs.mkdtempSync(path.join(os.tmpdir(), "gl-idle-"));
fs.writeFileSync(path.join(notes, "index.html"), "<!doctype html><meta charset=utf-8><title>notes</title>\n" +
  embeds.map((q) => `<iframe src="${siteServer.url}${q}" width="560" height="360"></iframe>`).join("\n"));
const notesServer = await serve(notes);

const clk = 100; // USER_HZ: /proc's clock ticks per second on Linux
function descendants(root) {
  const kids = new Map();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch { /* gone */ }
  }
  const all = [root];
  for (let i = 0; i < all.length; ++i) all.push(...(kids.get(all[i]) || []));
  return all;
}
function cpuTicks(pids) {
  let t = 0;
  for (const p of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      t += Number(f[11]) + Number(f[12]); // utime, stime
    } catch { /* gone */ }
  }
  return t;
}

const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1200, height: 1200 } });
const page = await context.newPage();
await page.goto(notesServer.url);
const embedFrames = () => page.frames().filter((f) => f !== page.mainFrame());
for (let i = 0; i < 600 && embedFrames().length < embeds.length; ++i) await new Promise((r) => setTimeout(r, 100));
for (const f of embedFrames()) await f.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 60000 });
await new Promise((r) => setTimeout(r, 3000)); // loading settles (and the explorers prove their periods)
// The browser's process: the parent of the page's renderer processes.
const pid = browser.process ? browser.process()?.pid : null;
const root = pid || Number(fs.readFileSync("/proc/self/stat", "utf8").split(" ")[0]);
const frames = () => Promise.all(embedFrames().map((f) => f.evaluate(() => GrundyLab.getState().frames)));
const self = Number(fs.readFileSync("/proc/self/stat", "utf8").split(" ")[0]);
const chromiumOnly = (list) => list.filter((p) => p !== self); // not this script's own node
const pids = chromiumOnly(descendants(root));
const f0 = await frames();
const t0 = cpuTicks(pids);
await new Promise((r) => setTimeout(r, seconds * 1000));
const t1 = cpuTicks(chromiumOnly(descendants(root)));
const f1 = await frames();
console.log(`six idle embeds, ${seconds} s: chromium used ${((t1 - t0) / clk).toFixed(2)} CPU-seconds ` +
            `(${((t1 - t0) / clk / seconds).toFixed(3)} per second); frames drawn per embed: ${f1.map((f, i) => (f === undefined ? "?" : f - f0[i])).join(", ")}`);
await browser.close();
await siteServer.close();
await notesServer.close();
fs.rmSync(notes, { recursive: true });
