// lib.mjs - shared helpers of the end-to-end tests: a static server for the built site on
// 127.0.0.1 (like `python3 -m http.server`), and Debian's chromium driven by playwright-core.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { before, after } from "node:test";
import { chromium } from "playwright-core";
import assert from "node:assert/strict";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".data": "application/octet-stream", ".png": "image/png",
  ".css": "text/css", ".json": "application/json",
};

export function siteDir() {
  const dir = process.env.GL_SITE;
  if (!dir || !fs.existsSync(path.join(dir, "index.html")))
    throw new Error("GL_SITE must name the built site (build-wasm/site); run scripts/test.sh");
  return dir;
}

// Serves `root` on an ephemeral loopback port. Resolves to { url, close }.
export function serve(root) {
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = path.join(root, p === "/" ? "index.html" : p);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export const CHROMIUM = process.env.GL_CHROMIUM || "/usr/bin/chromium";

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           "--no-first-run", "--disable-quic"],
  });
}

// Opens the page at `query` and waits until the engine is ready. Collects console errors.
// phone: Chromium's phone emulation (a touch screen, a mobile viewport, a coarse pointer).
export async function openPage(browser, base, query = "", { width = 1280, height = 800, dpr = 1, phone = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr,
                                             ...(phone ? { hasTouch: true, isMobile: true } : {}) });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(base + query);
  await page.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 30000 });
  await nextFrames(page, 3);
  await calcSettled(page);
  return { context, page, errors };
}

// Waits until the calculator computes nothing in the background (an expression that needs more
// than a frame or two goes to its worker: getState().cgt.pending), then two frames more.
export async function calcSettled(page, timeout = 60000) {
  await page.waitForFunction(() => !(GrundyLab.getState().cgt || {}).pending, null, { timeout, polling: 20 });
  await nextFrames(page, 2);
}

// Waits until the page has drawn `n` more animation frames.
export function nextFrames(page, n = 2) {
  return page.evaluate((n) => new Promise((resolve) => {
    let left = n;
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), n);
}

// A press and release at (x, y) in CSS pixels, each held for a few frames: ImGui 1.86 reads the
// mouse as state once per frame.
export async function clickAt(page, x, y) {
  await page.mouse.move(x, y);
  await nextFrames(page, 2);
  await page.mouse.down();
  await nextFrames(page, 2);
  await page.mouse.up();
  await nextFrames(page, 3);
}

// Clicks the centre of token `index` (from the bottom) of heap `heap`, as a person would.
export async function clickToken(page, heap, index) {
  const spot = await page.evaluate(([h, i]) => GrundyLab.tokenSpot(h, i), [heap, index]);
  if (!spot) throw new Error(`no token ${index} in heap ${heap}`);
  await clickAt(page, spot.x, spot.y);
}

// Clicks the middle of a widget the page names (GrundyLab.widgetRect), as a person would.
export async function clickWidget(page, name) {
  const r = await page.evaluate((n) => GrundyLab.widgetRect(n), name);
  if (!r) throw new Error(`widget '${name}' is not on screen`);
  await clickAt(page, r.x + r.w / 2, r.y + r.h / 2);
}

// What a PNG screenshot holds, counted by the browser itself in `page` (no image library needed):
// its distinct colours, and the pixels whose red, green and blue lie in the given ranges
// ([min, max] each, inclusive).
export async function pngStats(page, png, range = { r: [0, 255], g: [0, 255], b: [0, 255] }) {
  return page.evaluate(async ([b64, q]) => {
    const img = new Image();
    img.src = "data:image/png;base64," + b64;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width; c.height = img.height;
    const g = c.getContext("2d");
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    let inRange = 0;
    const within = (v, [lo, hi]) => v >= lo && v <= hi;
    for (let i = 0; i < d.length; i += 4) {
      seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      if (within(d[i], q.r) && within(d[i + 1], q.g) && within(d[i + 2], q.b)) inRange++;
    }
    return { distinct: seen.size, inRange };
  }, [png.toString("base64"), range]);
}

// The number of distinct colours in a PNG screenshot: a blank or failed WebGL canvas has one or two.
export async function distinctColours(browser, png) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { distinct } = await pngStats(page, png);
  await context.close();
  return distinct;
}

// Presses a key (or a chord such as "Control+A") and holds it for a few frames: ImGui 1.86 reads
// keys as state once per frame, so a press and release within one frame would go unseen.
export async function pressKey(page, chord) {
  const keys = chord.split("+");
  for (const k of keys) await page.keyboard.down(k);
  await nextFrames(page, 2);
  for (const k of keys.reverse()) await page.keyboard.up(k);
  await nextFrames(page, 2);
}

// Clicks cell `index` of heap `heap` of part `part` on the sum board (GrundyLab.cellSpot).
// Types an expression into the calculator's field, as a person would, and computes it.
export async function typeExpr(page, text) {
  await clickWidget(page, "expr");
  await pressKey(page, "Control+A");
  await page.keyboard.type(text);
  await pressKey(page, "Enter");
  await nextFrames(page, 3);
  await calcSettled(page);
}

export async function clickCell(page, part, heap, index) {
  const spot = await page.evaluate(([p, h, i]) => GrundyLab.cellSpot(p, h, i), [part, heap, index]);
  if (!spot) throw new Error(`no cell ${index} in heap ${heap} of part ${part}`);
  await clickAt(page, spot.x, spot.y);
}

// One server and one browser for a test file: `const site = useSite();` then site.url, site.browser.
export function useSite() {
  const site = { url: "", browser: null, server: null };
  before(async () => {
    site.server = await serve(path.resolve(siteDir()));
    site.url = site.server.url;
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

// The play screen's board as getState() reports it, once the position's analysis is done (a long
// partizan analysis goes on over frames, getState().board.analysing meanwhile).
export async function board(page) {
  await page.waitForFunction(() => !GrundyLab.getState().board.analysing, null, { timeout: 30000, polling: 20 });
  return page.evaluate(() => GrundyLab.getState().board);
}

// A long analysis watched over frames: `query` is opened on `page` with the CPU slowed 8 times
// (Chromium's throttling, so that the analysis spans several frames on any machine; a fast one
// once finished before a click landed). Checks that it is under way after the first frame, that
// the page goes on drawing, and that its progress is between 0 and 1; with `cancel`, clicks
// Cancel and checks that it stopped and says so. The CPU is at full speed again on return; the
// board (getState().board) as it was last seen is returned.
export async function watchAnalysis(context, page, query, { cancel = false } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.evaluate((q) => GrundyLab.openLink(q), query);
  await nextFrames(page, 1);
  const state = () => page.evaluate(() => GrundyLab.getState().board);
  const first = await state();
  assert.equal(first.analysing, true, "the analysis is still under way after the first frame");
  const f0 = await page.evaluate(() => GrundyLab.getState().frames);
  await page.waitForFunction((f) => GrundyLab.getState().frames >= f + 2, f0, { timeout: 20000 });
  let s = await state();
  // Part of the work shown as done: after the first frame, or (if not yet) two frames later.
  const partial = (b) => b.analysing && b.analysisProgress > 0 && b.analysisProgress < 1;
  assert.ok(partial(first) || partial(s), `progress ${first.analysisProgress}, then ${s.analysisProgress}`);
  if (cancel) {
    await clickWidget(page, "cancel-analysis");
    s = await state();
    assert.equal(s.analysing, false);
    assert.match(s.analysis.reason, /cancelled/);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return s;
}

// Waits for the person's turn (`person` 1 or 2) or the end of the game, and returns the board.
export async function untilPersonsTurnOrEnd(page, person) {
  await page.waitForFunction((pl) => { const b = GrundyLab.getState().board; return b.winner !== null || b.turn === pl; },
                             person, { timeout: 20000 });
  return board(page);
}

// Graph boards (Hackenbush pictures, graph games): where grid point (gx, gy) and vertex `id` were
// drawn, in CSS pixels.
export const graphPoint = (page, gx, gy) => page.evaluate(([x, y]) => GrundyLab.graphPoint(x, y), [gx, gy]);
export const graphVertex = (page, id) => page.evaluate((v) => GrundyLab.graphVertex(v), id);

// A press at `from`, a drag over a few frames, a release at `to` (CSS pixels), as a person would.
export async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await nextFrames(page, 2);
  await page.mouse.down();
  await nextFrames(page, 2);
  for (let k = 1; k <= 4; k++) {
    await page.mouse.move(from.x + ((to.x - from.x) * k) / 4, from.y + ((to.y - from.y) * k) / 4);
    await nextFrames(page, 1);
  }
  await nextFrames(page, 2);
  await page.mouse.up();
  await nextFrames(page, 3);
}

// Clicks the middle of the graph board's edge that offers move `index`.
export async function clickEdgeOf(page, index) {
  const b = await board(page);
  const k = b.edges.findIndex((e) => e.moves.includes(index));
  if (k < 0) throw new Error(`no edge offers move ${index}`);
  const spot = await page.evaluate((e) => GrundyLab.graphEdge(e), k);
  if (!spot) throw new Error(`edge ${k} is not drawn`);
  await clickAt(page, spot.x, spot.y);
}

// Plays move `index` of board.moves as a person: click a cell that offers it, then pick it from
// the menu if the cell offers several (or, on a graph board, the edge that offers it).
export async function playByClick(page, index) {
  const b = await board(page);
  // A graph board (graph games): click the edge that offers the move (its rows are not drawn).
  if (b.edges) {
    const k = b.edges.findIndex((e) => e.moves.includes(index));
    assert.ok(k >= 0, `an edge offers move ${index}`);
    const spot = await page.evaluate((e) => GrundyLab.graphEdge(e), k);
    assert.ok(spot, `edge ${k} is drawn`);
    await clickAt(page, spot.x, spot.y);
    return;
  }
  for (let r = 0; r < b.cells.length; r++)
    for (let c = 0; c < b.cells[r].length; c++) {
      if (!b.cells[r][c].includes(index)) continue;
      const spot = await page.evaluate(([r, c]) => GrundyLab.boardCell(r, c), [r, c]);
      assert.ok(spot, `cell ${r},${c} is drawn`);
      await clickAt(page, spot.x, spot.y);
      if (b.cells[r][c].length > 1) await clickWidget(page, `move-${index}`);
      return;
    }
  throw new Error(`no cell offers move ${index}`);
}

// The keyboard: a named widget with the focus, Tab to one, a move of the Move list by keys.
// Which named widget has the keyboard's focus (the page reports the focused control as "focus").
export async function focusIs(page, name) {
  const [f, w] = await page.evaluate((n) => [GrundyLab.widgetRect("focus"), GrundyLab.widgetRect(n)], name);
  return !!f && !!w && Math.abs(f.x - w.x) < 2 && Math.abs(f.y - w.y) < 2 && Math.abs(f.w - w.w) < 2;
}

// Tab until the control `name` has the focus (Shift+Tab with back), as a person would.
export async function tabTo(page, name, back = false) {
  for (let i = 0; i < 60; i++) {
    if (await focusIs(page, name)) return i;
    await pressKey(page, back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached '${name}'`);
}

// Makes move `k` of the Move list by keyboard: Tab to the list, Enter opens it where it stands (a
// new position's list stands at its first winning move, with hints on), the arrows to entry k,
// Enter chooses and gives Play the focus, Enter plays. Returns the keys pressed.
export async function playByKeys(page, k) {
  let keys = await tabTo(page, "move-choice");
  await pressKey(page, "Enter");
  const at = await page.evaluate(() => GrundyLab.getState().moveChoice);
  for (let i = at; i !== k; i += k > at ? 1 : -1) await pressKey(page, k > at ? "ArrowDown" : "ArrowUp");
  await pressKey(page, "Enter");
  await nextFrames(page, 2);
  assert.ok(await focusIs(page, "move-play"), "the list closed, and Play has the focus");
  await pressKey(page, "Enter");
  await nextFrames(page, 2);
  return keys + 3 + Math.abs(k - at);
}

// A person playing Left (player 1) makes a winning move of the analysis by clicking the board, until
// the game ends (at most `plies` turns); each turn Left must have one, and the click must make it.
// A move either player may make (an impartial part of a sum) is Left's to make too.
export async function playLeftToWin(page, plies = 40) {
  for (let ply = 0; ply < plies; ply++) {
    const b = await untilPersonsTurnOrEnd(page, 1);
    if (b.winner !== null) break;
    const mine = b.analysis.winningMoves.filter((m) => m.side === "L");
    assert.ok(mine.length > 0, `Left has a winning move in ${b.position}`);
    const before = b.movesMade;
    await playByClick(page, b.moves.findIndex((m) => m.to === mine[0].to && m.side !== "R")); // a square of several moves opens their menu
    assert.ok((await board(page)).movesMade > before, "the click made the move");
  }
  return board(page);
}
