// The page survives mangled links (issue 14): a few hundred mutations of every game's example link
// (taken from GrundyLab.games(), so a game added later is covered with no new code) are opened one
// after another in one page with GrundyLab.openLink, and some by full navigation. For each: no page
// error or console error, the page answers (a generous per-link timeout, not a speed assertion),
// the frame loop keeps running, and a link the engine finds errors in shows notices (or a position
// error) on the page. Mutations: random bytes, truncations, %-encodings, doubled keys, huge numbers
// and non-ASCII characters, from a fixed seed (the same links every run).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames } from "./lib.mjs";

const site = useSite();

// A small deterministic generator (mulberry32), so a failure names a link that comes back.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = ["18446744073709551616", "99999999999999999999999999", "536870913", "4294967296", "1e9",
  "-1", "0x10", "NaN", "Infinity", "9".repeat(300)];
const ODD = ["é", "０", "１", "😀", "\u00a0", "\u200b", "\ufffd", "ß", "∞", "\u202e"];
const PIECES = ["&", "=", "%", "%zz", "%E9", "%00", "%25", "%26", "&&", "==", "?", "#", "|", ",", ":", ";", "{", "}", "/", " "];

function mutate(link, r) {
  const pick = (a) => a[Math.floor(r() * a.length)];
  const at = () => Math.floor(r() * (link.length + 1));
  switch (Math.floor(r() * 8)) {
    case 0: { // random characters replaced
      let s = [...link];
      for (let k = 1 + Math.floor(r() * 3); k > 0; --k) s[Math.floor(r() * s.length)] = String.fromCharCode(32 + Math.floor(r() * 95));
      return s.join("");
    }
    case 1: return link.slice(0, at()); // truncation
    case 2: { // %-encodings, some broken
      const i = at();
      const c = link.charCodeAt(i) || 65;
      const enc = r() < 0.5 ? "%" + c.toString(16).padStart(2, "0").toUpperCase() : pick(["%", "%z", "%G1", "%c3%a9", "%ff", "%7B%7D"]);
      return link.slice(0, i) + enc + link.slice(i + 1);
    }
    case 3: { // a key given twice
      const parts = link.replace(/^\?/, "").split("&");
      const p = pick(parts);
      return "?" + [...parts, r() < 0.5 ? p : p.split("=")[0] + "=" + pick(HUGE)].join("&");
    }
    case 4: { // huge numbers where numbers were
      const nums = [...link.matchAll(/\d+/g)];
      if (nums.length === 0) return link + "&n=" + pick(HUGE);
      const m = pick(nums);
      return link.slice(0, m.index) + pick(HUGE) + link.slice(m.index + m[0].length);
    }
    case 5: { // non-ASCII inserted
      const i = at();
      return link.slice(0, i) + pick(ODD) + link.slice(i);
    }
    case 6: { // grammar pieces inserted
      const i = at();
      return link.slice(0, i) + pick(PIECES) + link.slice(i);
    }
    default: { // a long value
      const i = at();
      return link.slice(0, i) + pick(["1,", "a", "{1|", "W.", "%41", "0"]).repeat(50 + Math.floor(r() * 2000)) + link.slice(i);
    }
  }
}

// Every game's example link, plus the explorer's keys and the sums' notation.
async function exampleLinks(page) {
  const games = await page.evaluate(() => GrundyLab.games());
  assert.ok(games.length >= 10, `${games.length} games`);
  const links = games.map((g) => g.link);
  links.push("?v=1&game=octal&rules=0.07&n=1000&width=0&view=mex&at=100", "?v=1&game=octal&rules=%7B1,3,4%7D&view=plot",
    "?v=1&game=sum&pos=nim:7|0.333:10|0.033:6&turn=2&computer=1&hints=off", "?v=1&game=nim&play=misere&pos=1,1,5&embed=board",
    "?v=1&game=octal&rules=0.77&view=misere&heap=30", "?v=1&game=sum&play=misere&pos=0.77:20|0.77:17");
  return links;
}

// Opens one link in the page and checks it; returns how long the page took to answer (ms). Every
// `frames`-th link also waits for the next frame (the frame loop runs on after the link).
async function openAndCheck(page, link, errors, frames = true) {
  const t0 = Date.now();
  const got = await page.evaluate((l) => {
    GrundyLab.openLink(l);
    const s = GrundyLab.getState();
    const parsed = GrundyLab.parseLink(l);
    return { notices: s.notices, positionError: s.positionError, errors: parsed.errors ?? [] };
  }, link);
  const answered = Date.now() - t0;
  if (frames) await nextFrames(page, 1);
  const where = `link ${JSON.stringify(link.length > 300 ? link.slice(0, 300) + "…" : link)}`;
  assert.deepEqual(errors, [], `${where}: page or console errors`);
  if (got.errors.length > 0)
    assert.ok(got.notices.length > 0 || got.positionError, `${where}: ${got.errors.length} errors but no notice on the page`);
  return answered;
}

test("a few hundred mangled links opened one after another in one page: notices, no errors, frames go on", { timeout: 600000 }, async () => {
  const { context, page, errors } = await openPage(site.browser, site.url);
  page.setDefaultTimeout(20000); // per call: the page must answer, however long a computation takes
  const links = await exampleLinks(page);
  const r = rng(14);
  let worst = 0, mangledWithNotices = 0, count = 0;
  for (const base of links) { worst = Math.max(worst, await openAndCheck(page, base, errors)); ++count; }
  for (let i = 0; i < 300; ++i) {
    let link = links[i % links.length];
    for (let k = 1 + Math.floor(r() * 2); k > 0; --k) link = mutate(link, r);
    worst = Math.max(worst, await openAndCheck(page, link, errors, i % 4 === 0));
    const s = await page.evaluate(() => GrundyLab.getState());
    if (s.notices.length > 0 || s.positionError) ++mangledWithNotices;
    ++count;
  }
  // The page still works: a valid link opens cleanly after all that.
  await page.evaluate(() => GrundyLab.openLink("?v=1&game=nim&pos=13,12,8"));
  await nextFrames(page, 3);
  const s = await page.evaluate(() => GrundyLab.getState());
  assert.deepEqual(s.heaps, [13, 12, 8]);
  assert.deepEqual(s.notices, []);
  assert.ok(mangledWithNotices >= 100, `${mangledWithNotices} of 300 mangled links showed notices`);
  console.log(`# ${count} links opened in one page; the slowest answered in ${worst} ms; ${mangledWithNotices} mangled links showed notices`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("mangled links opened by full navigation: the page loads, shows notices, draws", { timeout: 600000 }, async () => {
  const { context, page, errors } = await openPage(site.browser, site.url);
  const links = await exampleLinks(page);
  const r = rng(1414);
  for (let i = 0; i < 16; ++i) {
    const link = mutate(links[(i * 7) % links.length], r).replace(/^\?*/, "?").replace(/#/g, "%23");
    const where = `link ${JSON.stringify(link.slice(0, 300))}`;
    await page.goto(site.url + link);
    await page.waitForFunction(() => globalThis.GrundyLab !== undefined, null, { timeout: 30000 });
    await nextFrames(page, 1);
    const got = await page.evaluate(() => {
      const s = GrundyLab.getState();
      return { notices: s.notices, positionError: s.positionError, errors: GrundyLab.parseLink(location.search).errors ?? [] };
    });
    if (got.errors.length > 0) assert.ok(got.notices.length > 0 || got.positionError, `${where}: errors but no notice`);
    assert.equal(await page.locator("#overlay").isHidden(), true, `${where}: the page did not start`);
    assert.deepEqual(errors, [], `${where}: page or console errors`);
  }
  await context.close();
});
