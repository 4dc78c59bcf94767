// idle-cpu.mjs - what idle embeds cost: a page of six <iframe>s of Grundy Lab (Nim boards,
// explorer tables and a plot, a sum), opened in headless chromium and left alone; prints the CPU
// time all of chromium's processes used over 10 s (from /proc), and the frames each embed drew.
//   node bench/idle-cpu.mjs [--site DIR] [--seconds S]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, launch } from "../tests/e2e/lib.mjs";
import { browserProcesses, cpuTicks, clockTicks } from "./proc.mjs";

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

const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1200, height: 1200 } });
const page = await context.newPage();
await page.goto(notesServer.url);
const embedFrames = () => page.frames().filter((f) => f !== page.mainFrame());
for (let i = 0; i < 600 && embedFrames().length < embeds.length; ++i) await new Promise((r) => setTimeout(r, 100));
for (const f of embedFrames()) await f.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 60000 });
await new Promise((r) => setTimeout(r, 3000)); // loading settles (and the explorers prove their periods)
const frames = () => Promise.all(embedFrames().map((f) => f.evaluate(() => GrundyLab.getState().frames)));
const pids = browserProcesses(browser);
const f0 = await frames();
const t0 = cpuTicks(pids);
await new Promise((r) => setTimeout(r, seconds * 1000));
const t1 = cpuTicks(browserProcesses(browser));
const f1 = await frames();
console.log(`six idle embeds, ${seconds} s: chromium used ${((t1 - t0) / clockTicks).toFixed(2)} CPU-seconds ` +
            `(${((t1 - t0) / clockTicks / seconds).toFixed(3)} per second); frames drawn per embed: ${f1.map((f, i) => (f === undefined ? "?" : f - f0[i])).join(", ")}`);
await browser.close();
await siteServer.close();
await notesServer.close();
fs.rmSync(notes, { recursive: true });
