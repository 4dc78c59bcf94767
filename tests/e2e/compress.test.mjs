// Any web server (issue 40): every file of the site is readable by others, and the site works from
// a non-root user's server, both serve.py (precompressed copies) and `python3 -m http.server`.
// Small downloads (issue 25): the build writes .br and .gz copies beside the site's files and
// scripts/serve.py (what scripts/serve.sh runs) serves them with Content-Encoding; an explorer page
// loads one wasm file (the worker runs the page's own module, compiled once by the page). Prints the
// bytes on the wire of a play page and an explorer page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";
import { siteDir, launch } from "./lib.mjs";

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "serve.py");
const PYTHON = fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
const site = { url: "", dir: "", server: null, browser: null };

// Starts scripts/serve.py on a free port (port 0; it prints the one it took).
function startServer(dir) {
  const server = spawn(PYTHON, [SERVE, "--quiet", "--directory", dir, "0"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`serve.py exited (${code}): ${out}`)));
    server.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/port (\d+) \(/);
      if (m) resolve({ server, url: `http://127.0.0.1:${m[1]}/` });
    });
  });
}

before(async () => {
  site.dir = path.resolve(siteDir());
  const s = await startServer(site.dir);
  site.server = s.server;
  site.url = s.url;
  site.browser = await launch();
});
after(async () => {
  await site.browser?.close();
  site.server?.kill();
});

// A GET of `rawPath` as it is (no URL normalisation), with the given request headers:
// {status, headers, bytes} (the body as sent, not decoded).
function get(rawPath, headers = {}, base = site.url) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: rawPath, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

// What a response says, with the body bytes sent (Content-Length: serve.py always says it).
async function row(r) {
  const h = await r.allHeaders();
  return { name: new URL(r.url()).pathname.slice(1) || "index.html", status: r.status(), encoding: h["content-encoding"] || "",
           type: h["content-type"] || "", vary: h["vary"] || "", sent: Number(h["content-length"] || 0) };
}

// Opens `query` in a fresh context and waits for the page's engine. Returns every response the
// page and its workers received until then (`rows`, `sent`), and then after `more(page)` (`all`).
async function load(query, more) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  const responses = [];
  context.on("response", (r) => responses.push(r));
  await page.goto(site.url + query);
  await page.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 60000 });
  await page.waitForTimeout(500); // the explorer's worker, started with the page, loads its script
  const rows = await Promise.all(responses.map(row));
  if (more) await more(page);
  const all = await Promise.all(responses.map(row));
  await context.close();
  return { rows, all, errors, sent: rows.reduce((s, r) => s + r.sent, 0) };
}

// Opens an explorer link in the page (the page's own API) and waits until the worker has proved it.
async function proveInWorker(page) {
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=octal&rules=0.137&n=2000"));
  await page.waitForFunction(() => { const x = GrundyLab.getState().explorer; return x.code === "0.137" && x.proved; },
                             null, { timeout: 60000, polling: 50 });
  const x = await page.evaluate(() => GrundyLab.getState().explorer);
  assert.equal(x.worker, true, "computed in the worker");
  assert.equal(x.period, 34);
}

function report(label, { rows, sent }) {
  const names = new Set(rows.filter((r) => r.status === 200).map((r) => r.name));
  const plain = [...names].reduce((s, name) => s + fs.statSync(path.join(site.dir, name)).size, 0);
  console.log(`${label}: ${sent} bytes on the wire (${plain} uncompressed)`);
  // (a file the worker loads again is revalidated: the browser reports its cached answer, 0 bytes sent)
  for (const r of rows) console.log(`  ${r.status} ${r.name} ${r.encoding || "identity"} ${r.sent}`);
  return plain;
}

function checkCompressed(rows) {
  for (const r of rows) {
    if (!/\.(wasm|js|data|html)$/.test(r.name)) continue;
    if (r.status === 304) continue; // revalidated: nothing sent again
    assert.equal(r.status, 200, r.name);
    assert.match(r.encoding, /^(br|gzip)$/, `${r.name} is served compressed`);
    assert.match(r.vary, /accept-encoding/i, `${r.name}: Vary`);
    if (r.name.endsWith(".wasm")) assert.equal(r.type, "application/wasm", `${r.name}: Content-Type`);
  }
}

test("a play page gets its files compressed and works; its explorer's worker loads nothing more", async () => {
  const res = await load("?v=1&game=nim&pos=3,5,7", proveInWorker);
  const plain = report("play page ?v=1&game=nim&pos=3,5,7", res);
  checkCompressed(res.all);
  for (const f of ["index.html", "grundylab-page.js", "grundylab.js", "grundylab.wasm", "grundylab.data"])
    assert.ok(res.rows.some((r) => r.name === f && r.status === 200), `${f} was loaded`);
  assert.ok(res.sent < plain * 0.5, `compressed: ${res.sent} of ${plain} bytes`);
  assert.deepEqual(res.all.filter((r) => r.name.endsWith(".wasm")).map((r) => r.name), ["grundylab.wasm"],
                   "one wasm file, fetched once");
  assert.deepEqual(res.errors, []);
});

test("an explorer page loads one wasm file, compressed, and its worker computes", async () => {
  const res = await load("?v=1&game=octal&rules=0.07", proveInWorker);
  const plain = report("explorer page ?v=1&game=octal&rules=0.07", res);
  checkCompressed(res.all);
  assert.ok(res.rows.some((r) => r.name === "explorer-worker.js"), "the worker was started with the page");
  assert.deepEqual(res.all.filter((r) => r.name.endsWith(".wasm")).map((r) => r.name), ["grundylab.wasm"],
                   "one wasm file, fetched once");
  assert.ok(!res.all.some((r) => r.name.startsWith("grundylab-engine")), "the worker does not load the engine module");
  assert.ok(res.sent < plain * 0.5, `compressed: ${res.sent} of ${plain} bytes`);
  assert.deepEqual(res.errors, []);
});

test("serve.py: the copy the request accepts, the plain file otherwise, nothing outside the site", async () => {
  const wasm = fs.readFileSync(path.join(site.dir, "grundylab.wasm"));
  const plain = await get("/grundylab.wasm");
  assert.equal(plain.status, 200);
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.headers["content-type"], "application/wasm");
  assert.ok(plain.bytes.equals(wasm), "the plain file");
  const gz = await get("/grundylab.wasm", { "Accept-Encoding": "gzip" });
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.ok(gz.bytes.equals(fs.readFileSync(path.join(site.dir, "grundylab.wasm.gz"))));
  if (fs.existsSync(path.join(site.dir, "grundylab.wasm.br"))) {
    const br = await get("/grundylab.wasm", { "Accept-Encoding": "gzip, deflate, br" });
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers["vary"], "Accept-Encoding");
    assert.ok(br.bytes.length < gz.bytes.length);
    const refused = await get("/grundylab.wasm", { "Accept-Encoding": "br;q=0, gzip" });
    assert.equal(refused.headers["content-encoding"], "gzip");
  }
  const again = await get("/grundylab.wasm", { "Accept-Encoding": "gzip", "If-None-Match": gz.headers["etag"] });
  assert.equal(again.status, 304);
  assert.equal((await get("/", { "Accept-Encoding": "gzip" })).headers["content-type"], "text/html; charset=utf-8");
  for (const p of ["/nothing.js", "/../CMakeCache.txt", "/%2e%2e/CMakeCache.txt", "/..%2fCMakeCache.txt", "/%00"])
    assert.equal((await get(p)).status, 404, p);
});

// Every file and folder of `dir`, with its permission bits.
function modes(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    out.push({ p, dir: e.isDirectory(), mode: fs.statSync(p).mode & 0o777 });
    if (e.isDirectory()) out.push(...modes(p));
  }
  return out;
}

// A copy of the site, each file with its own mode, in a folder anyone may enter (the build's own
// folders need not be), and serve.py beside it: what a lecturer copies to a department server.
function copyForAnotherUser() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gl-site-"));
  fs.chmodSync(root, 0o755);
  const dst = path.join(root, "site");
  fs.cpSync(site.dir, dst, { recursive: true });
  for (const f of modes(site.dir)) fs.chmodSync(path.join(dst, path.relative(site.dir, f.p)), f.mode);
  fs.chmodSync(dst, fs.statSync(site.dir).mode & 0o777);
  fs.copyFileSync(SERVE, path.join(root, "serve.py"));
  fs.chmodSync(path.join(root, "serve.py"), 0o644);
  return root;
}

// Runs python3 ARGS as the user nobody when this test runs as root (setpriv, util-linux), else as
// this (non-root) user; resolves with the URL once the server says its port.
function serveAsOther(args, cwd) {
  const asRoot = process.getuid && process.getuid() === 0;
  const [cmd, argv] = asRoot ? ["setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", PYTHON, "-u", ...args]]
                             : [PYTHON, ["-u", ...args]];
  const server = spawn(cmd, argv, { cwd, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`${args.join(" ")} exited (${code}): ${out}`)));
    const take = (d) => {
      out += d;
      const m = out.match(/port (\d+)/);
      if (m) resolve({ server, url: `http://127.0.0.1:${m[1]}/` });
    };
    server.stdout.on("data", take);
    server.stderr.on("data", take);
  });
}

// Opens Nim and the calculator from `url`; every response must be a 200 and the page must work.
async function opensFrom(url) {
  const context = await site.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const errors = [], failed = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  context.on("response", (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  await page.goto(url + "?v=1&game=nim&pos=13,12,8");
  await page.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 60000 });
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.deepEqual(s.heaps, [13, 12, 8]);
  assert.equal(s.analysis.nimSum, 13 ^ 12 ^ 8); // Bouton: 9
  await context.close();
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
}

test("every file of the site is readable by others, and a non-root user's server serves it", async () => {
  const all = modes(site.dir);
  assert.ok(all.some((f) => f.p.endsWith(".br")) || !fs.existsSync(path.join(site.dir, "grundylab.wasm.br")));
  for (const f of all) {
    assert.ok(f.mode & 0o004, `${path.relative(site.dir, f.p)} is readable by others (mode ${f.mode.toString(8)})`);
    if (f.dir) assert.ok(f.mode & 0o001, `${f.p} can be entered by others`);
  }
  assert.ok(fs.statSync(site.dir).mode & 0o005, "the site's folder is readable by others");
  const root = copyForAnotherUser();
  const servers = [];
  try {
    // A server that sends the precompressed copies (serve.py), asked for brotli by chromium...
    const pre = await serveAsOther(["serve.py", "--quiet", "--directory", "site", "0"], root);
    servers.push(pre.server);
    const br = await get("/grundylab.wasm", { "Accept-Encoding": "br, gzip" }, pre.url);
    assert.equal(br.status, 200);
    assert.equal(br.headers["content-encoding"], fs.existsSync(path.join(site.dir, "grundylab.wasm.br")) ? "br" : "gzip");
    await opensFrom(pre.url);
    // ... and one that serves the plain files only.
    const plain = await serveAsOther(["-m", "http.server", "--bind", "127.0.0.1", "--directory", "site", "0"], root);
    servers.push(plain.server);
    await opensFrom(plain.url);
  } finally {
    for (const s of servers) s.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
