// partizan-page.mjs - the page's own time to value a partizan position: Domineering boards that fit
// in 5 × 5 and Blue-Red Hackenbush pictures of 20 edges, in headless chromium (Debian's, driven by
// playwright-core as in tests/e2e), as a person opening their links would wait for them.
//   node bench/partizan-page.mjs [--site DIR] [--seed S] [--random N] [--rulesets [--cli PATH]]
// With --rulesets: one standard position of at most 16 squares per board ruleset (issue 42's speed
// line) instead, each also timed natively by the CLI (`grundylab analyze LINK --json`, processor
// time and peak memory from /usr/bin/time; --cli names the binary, default build/grundylab).
// Each position is opened in a fresh page (a cold cache: nothing valued before), through
// GrundyLab.openLink on a page already started, and timed from the call to the analysis it leaves
// (the canonical form, or the outcome when the form is past the budget). The page analyses in
// steps over its frames (getState().board.analysing until done), so the longest time the page's
// thread was busy in one go ("pause": the longest gap between the page's timer callbacks) is
// printed too. Then opened again in the same page ("warm": what an undo or a replay costs). Prints
// the machine, each position's link, the times, its method and its canonical form.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, launch, openPage } from "../tests/e2e/lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
let site = process.env.GL_SITE || path.join(here, "..", "build-wasm", "site");
let seed = 20261124, randomCount = 4, rulesets = false;
let cli = path.join(here, "..", "build", "grundylab");
for (let i = 2; i < process.argv.length; ++i) {
  const a = process.argv[i];
  if (a === "--site") site = process.argv[++i];
  else if (a === "--seed") seed = Number(process.argv[++i]);
  else if (a === "--random") randomCount = Number(process.argv[++i]);
  else if (a === "--rulesets") rulesets = true;
  else if (a === "--cli") cli = process.argv[++i];
  else throw new Error(`partizan-page.mjs: unknown option ${a}`);
}

// A small seeded generator (xorshift32), so that a run's positions can be named and repeated.
let state = seed >>> 0 || 1;
const random = (n) => {
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state % n;
};

const grid = (rows, cols, taken = () => false) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (taken(r, c) ? "x" : ".")).join("")).join("/");
// Blue-red pictures: `tree` edges joining new vertices to earlier ones, then `extra` edges closing
// circuits among the vertices so far; colours drawn from `colours`.
const picture = (tree, extra, colours) => {
  const edges = [];
  for (let v = 1; v <= tree; ++v) edges.push(`${random(v)}-${v}${colours[random(colours.length)]}`);
  for (let k = 0; k < extra; ++k) {
    let u = random(tree + 1), v = random(tree + 1);
    if (u === v) v = (v + 1) % (tree + 1);
    edges.push(`${Math.min(u, v)}-${Math.max(u, v)}${colours[random(colours.length)]}`);
  }
  return edges.join(",");
};
// Dense: 20 edges drawn among `vertices` vertices (the ground one of them), every vertex joined.
const dense = (vertices, colours) => {
  const edges = [];
  for (let v = 1; v < vertices; ++v) edges.push(`${random(v)}-${v}${colours[random(colours.length)]}`);
  while (edges.length < 20) {
    const u = random(vertices), v = random(vertices);
    if (u !== v) edges.push(`${Math.min(u, v)}-${Math.max(u, v)}${colours[random(colours.length)]}`);
  }
  return edges.join(",");
};

const cases = [
  ["Domineering 4 × 5", `game=domineering&pos=${grid(4, 5)}`],
  ["Domineering 5 × 5", `game=domineering&pos=${grid(5, 5)}`],
];
for (let k = 0; k < randomCount; ++k)
  cases.push([`Domineering 5 × 5, 1 in 5 taken`, `game=domineering&pos=${grid(5, 5, () => random(5) === 0)}`]);
const stalk = Array.from({ length: 20 }, (_, k) => `${k}-${k + 1}${"brrbrbbr"[k % 8]}`).join(",");
cases.push(["Blue-Red stalk (20)", `game=bluered&pos=${stalk}`]);
for (let k = 0; k < randomCount; ++k) cases.push(["Blue-Red tree (20)", `game=bluered&pos=${picture(20, 0, "br")}`]);
for (let k = 0; k < randomCount; ++k) cases.push(["Blue-Red graph 12 + 8 circuit edges", `game=bluered&pos=${picture(12, 8, "br")}`]);
for (let k = 0; k < randomCount; ++k) cases.push([`Blue-Red dense, 20 edges on ${6 + (k % 3)} vertices`, `game=bluered&pos=${dense(6 + (k % 3), "br")}`]);
for (let k = 0; k < randomCount; ++k) cases.push(["Blue-Red-Green graph 16 + 4", `game=bluered&pos=${picture(16, 4, "brg")}`]);
for (let k = 0; k < randomCount; ++k) cases.push(["Blue-Red-Green graph 12 + 8", `game=bluered&pos=${picture(12, 8, "brg")}`]);

// One standard position per board ruleset, each of at most 16 squares.
const boards = [
  ["Domineering 4 × 4", "game=domineering&pos=..../..../..../...."],
  ["Cram 3 × 5", "game=cram&pos=...../...../....."],
  ["Clobber 4 × 4, alternating", "game=clobber&pos=xoxo/oxox/xoxo/oxox"],
  ["Konane 4 × 4, two taken", "game=konane&pos=xoxo/o.ox/xo.o/oxox"],
  ["Amazons 4 × 4, two a side", "game=amazons&pos=x..o/..../..../o..x"],
  ["Fission 4 × 4, three stones", "game=fission&pos=..../.x../..x./.x.."],
  ["Toads and Frogs, 16 squares", "game=toads&pos=tttt........ffff"],
  ["Elephants and Rhinos, 16 squares", "game=elephants&pos=xxxx........oooo"],
  ["Toppling Dominoes, 16", "game=toppling&pos=lrlrlrlreelrlrlr"],
  ["Col, 4 × 4 grid", "game=col&pos=grid:4x4"],
  ["Snort, 4 × 4 grid", "game=snort&pos=grid:4x4"],
  ["Cutcake 4 × 4", "game=cutcake&pos=4x4"],
];
if (rulesets) cases.splice(0, cases.length, ...boards);
// The native CLI on the same link: processor seconds and peak memory, and its method.
const native = (link) => {
  try {
    const out = execFileSync("/usr/bin/time", ["-f", "TIME %U %M", cli, "analyze", link, "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { answer: JSON.parse(out) };
  } catch (e) {
    return { error: String(e.stderr || e.message).split("\n")[0] };
  }
};
const nativeTimed = (link) => {
  const r = execFileSync("/bin/sh", ["-c", `/usr/bin/time -f "TIME %U %M" "$0" analyze "$1" --json 2>&1 >/dev/null | grep '^TIME'`, cli, link], { encoding: "utf8" });
  const [, cpu, kb] = r.trim().split(" ");
  return { cpu: Number(cpu), mb: Number(kb) / 1024, ...native(link) };
};

const server = await serve(path.resolve(site));
const browser = await launch();
console.log(`machine: ${os.type()} ${os.arch()}, ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}`);
console.log(`chromium ${browser.version()}; page ${server.url}; seed ${seed}`);
console.log("position                                   cold ms  pause ms   warm ms  method     canonical form");
const rows = [];
for (const [name, link] of cases) {
  const { context, page } = await openPage(browser, server.url, "?v=1&game=nim&pos=1");
  const time = () => page.evaluate((q) => new Promise((resolve) => {
    const t0 = performance.now();
    GrundyLab.openLink(`?v=1&${q}`);
    let last = performance.now(), pause = last - t0;
    const check = () => {
      const now = performance.now();
      pause = Math.max(pause, now - last);
      last = now;
      const b = GrundyLab.getState().board;
      if (b.analysing) return setTimeout(check, 0);
      const a = b.analysis;
      resolve({ ms: now - t0, pause, method: a.method, canonical: a.canonical || "", outcome: a.outcome, position: a.position });
    };
    check();
  }), link);
  const cold = await time();
  const warm = await time();
  await context.close();
  rows.push({ name, link, cold, warm });
  const form = cold.canonical ? cold.canonical : `(outcome ${cold.outcome} only)`;
  console.log(`${name.padEnd(40)} ${cold.ms.toFixed(1).padStart(9)} ${cold.pause.toFixed(1).padStart(9)} ${warm.ms.toFixed(1).padStart(9)}  ${String(cold.method).padEnd(10)} ${form.length > 40 ? form.slice(0, 39) + "…" : form}`);
  if (rulesets) {
    const n = nativeTimed(link);
    const a = n.answer;
    console.log(`${"  native (CLI)".padEnd(40)} ${(n.cpu * 1000).toFixed(0).padStart(9)} ms processor, ${n.mb.toFixed(0)} MB: ` +
                (a ? `${a.method}, outcome ${a.outcome}${a.canonical ? ", " + (a.canonical.length > 40 ? a.canonical.slice(0, 39) + "…" : a.canonical) : ""}` : n.error));
  }
}
const worst = rows.reduce((w, r) => (r.cold.ms > w.cold.ms ? r : w));
console.log(`slowest: ${worst.name}, ${worst.cold.ms.toFixed(0)} ms cold`);
console.log("\nlinks:");
for (const r of rows) console.log(`  ${r.name}: ?v=1&${r.link}`);
await browser.close();
server.close();
