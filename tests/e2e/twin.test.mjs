// The page in words: a text twin of every screen in the DOM, kept in step with the canvas, read by
// screen readers (a live region announces the summary), shown when it has the keyboard's focus,
// and copied by "Copy analysis".
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, nextFrames, clickToken, clickWidget } from "./lib.mjs";

const site = useSite();

const twin = (page) => page.evaluate(() => ({
  summary: document.getElementById("twin-status").textContent,
  text: document.getElementById("twin-text").textContent,
}));

test("Nim: the twin says the heaps, whose turn, the outcome and the winning moves, and follows each move", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,5,7");
  let t = await twin(page);
  assert.match(t.summary, /^Nim heaps 3, 5, 7, normal play; Player 1 to move\. N-position/);
  assert.match(t.text, /Grundy value \(the nim-sum\): 1\n/);
  // Bouton: the winning moves make the nim-sum 0: 3 -> 2, 5 -> 4, 7 -> 6.
  assert.match(t.text, /Winning moves \(3\):\n  heap 1: 3 → 2 \(take 1\)\n  heap 2: 5 → 4 \(take 1\)\n  heap 3: 7 → 6 \(take 1\)\n/);
  assert.match(t.text, /Moves \(0\): none yet/);

  await clickToken(page, 2, 6); // 7 -> 6: nim-sum 3 ^ 5 ^ 6 = 0
  t = await twin(page);
  assert.match(t.summary, /^Nim heaps 3, 5, 6, normal play; Player 2 to move\. P-position/);
  assert.match(t.text, /Winning moves \(0\): none/);
  assert.match(t.text, /Moves \(1\):\n  1\. Player 1: heap 3, 7 → 6\n/);

  // The summary is a live region, so a screen reader announces the change.
  const live = await page.evaluate(() => {
    const s = document.getElementById("twin-status");
    return { role: s.getAttribute("role"), live: s.getAttribute("aria-live") };
  });
  assert.deepEqual(live, { role: "status", live: "polite" });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the twin is out of sight until it has the keyboard's focus, then it can be read and selected", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=1,2");
  const box = () => page.evaluate(() => {
    const r = document.getElementById("twin").getBoundingClientRect();
    return { w: r.width, h: r.height };
  });
  const hidden = await box();
  assert.ok(hidden.h <= 4 && hidden.w <= 2, `out of sight while the board has the focus (${JSON.stringify(hidden)})`);
  await page.evaluate(() => document.getElementById("twin-text").focus());
  await nextFrames(page, 2);
  const shown = await box();
  assert.ok(shown.h > 40 && shown.w > 200, `shown on focus (${JSON.stringify(shown)})`);
  const selected = await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById("twin-text"));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return getSelection().toString();
  });
  assert.match(selected, /Nim heaps 1, 2/);
  await context.close();
});

test("every kind of screen has its twin: a game's canonical form, a sum, the explorer, the calculator", async () => {
  const cases = [
    // Domineering 2x2: {1|-1} = ±1, the first player wins.
    ["?v=1&game=domineering&pos=../..", /Domineering \.\.\/\.\., normal play; Left to move\. N: the first player wins/, /canonical form: \+-1\nvalue: ±1 \(switch\)\n(.|\n)*Winning moves \(4\):\n  Left: rows 1–2, column 1\n/],
    // Nim 7 + Kayles 10: G = 7 xor 2 = 5.
    ["?v=1&game=sum&pos=nim:7|0.77:10", /^Sum of heap games nim:7\|0\.77:10; Player 1 to move\. N-position/, /Part 2 \(Kayles\): value 2\n.*nim-sum of the parts' values\): 5/s],
    // Dawson's Kayles: period 34 from n = 53.
    ["?v=1&game=octal&rules=0.07&n=300", /the heap game 0\.07 .*period 34 from n = 53, proved/, /Moves: take 2, leave 0 heaps or 1 heap or 2 heaps\.\n(.|\n)*G\(0\.\.99\): 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 /],
    // A CGSuite code: the grid of moves read out.
    ["?v=1&game=octal&rules=4!.0&n=100", /the heap game 4!\.0/, /Moves: take nothing, leave 2 heaps \(pairwise unequal\)\.\n/],
    // 0.161, published as unsolved: how far it has been computed, and where that is published.
    ["?v=1&game=octal&rules=0.161&n=3000", /the heap game 0\.161, 3000 values computed; no period proved yet\./,
     /Published as unsolved: no period is known\. The furthest computation published reached 2\^39 values without one \(value counts published at every power of two: github\.com\/rogalski-wmii-uni-lodz-pl\/octal\)\./],
    // The calculator: {1|-1} is ±1.
    ["?v=1&game=cgt&expr=" + encodeURIComponent("{1|-1}"), /^Calculator: G = \{1\|-1\}\. Value ±1/, /canonical form: \+-1\n/],
  ];
  for (const [link, summary, text] of cases) {
    const { context, page, errors } = await openPage(site.browser, site.url, link);
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById("twin-status").textContent),
                               summary.source, { timeout: 30000 });
    const t = await twin(page);
    assert.match(t.summary, summary, link);
    assert.match(t.text, text, link);
    assert.deepEqual(errors, [], link);
    await context.close();
  }
});

test("a link's problems are in the twin too", async () => {
  const { context, page } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=3,x,7");
  const t = await twin(page);
  assert.match(t.text, /This link has problems.*\n  The link as written: \?v=1&game=nim&pos=3,x,7\n  pos, character 3: 'x' is not a number/s);
  await context.close();
});

test("Copy analysis puts the twin's text on the clipboard", async () => {
  const { context, page, errors } = await openPage(site.browser, site.url, "?v=1&game=nim&pos=4,9,2");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  await clickWidget(page, "copy-analysis");
  await page.waitForFunction(() => globalThis.__grundyClipboard && globalThis.__grundyClipboard.state === 2);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, (await twin(page)).text);
  assert.match(copied, /^Nim heaps 4, 9, 2/);
  assert.deepEqual(errors, []);
  await context.close();
});
