// Every screen and dialog fits (issue 40): at 1024 × 768, 1280 × 800 and a 390 × 844 phone, the
// play pages of a few games, the explorer and the calculator, and the Embed…, Keys (?) and Game
// menu dialogs are opened and photographed, and no control may lie outside its panel.
//
// ImGui draws on a canvas, so the page reports what it drew: GrundyLab.layoutProblems() lists the
// controls (buttons, check boxes, fields, lists, panels) whose rectangle crosses the visible
// inside of their panel where that panel cannot scroll to them, and the dialogs crossing the
// screen (src/ui/layout_check.h: ImGui 1.86's item hooks). The screenshots are written to
// $GL_SHOTS (default: the system's temporary folder, grundylab-layout/) for people to look at.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { useSite, openPage, nextFrames, clickWidget } from "./lib.mjs";

const site = useSite();
const SHOTS = process.env.GL_SHOTS || path.join(os.tmpdir(), "grundylab-layout");
fs.mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "1280x800", width: 1280, height: 800 },
  { name: "390x844-phone", width: 390, height: 844, phone: true },
];
const SCREENS = [
  { name: "nim", query: "?v=1&game=nim&pos=13,12,8" },
  { name: "sum", query: "?v=1&game=sum&pos=nim:7|0.07:9|{1,2,3}:10" },
  { name: "welter", query: "?v=1&game=welter&pos=3,5,8" },
  { name: "hackenbush", query: "?v=1&game=hackenbush&pos=0-1,1-2,1-3,3-3" },
  { name: "domineering", query: "?v=1&game=domineering" },
  { name: "explorer", query: "?v=1&game=octal&rules=0.07" },
  { name: "explorer-plot", query: "?v=1&game=octal&rules=lasker&view=plot" },
  { name: "calculator", query: "?v=1&game=cgt&expr=" + encodeURIComponent("{3||2*|1*}") },
];

// The problems of the frame drawn last (the first call turns the check on and draws a frame).
async function problems(page) {
  await page.evaluate(() => GrundyLab.layoutProblems());
  await page.waitForFunction(() => GrundyLab.layoutProblems() !== null, null, { timeout: 10000 });
  await nextFrames(page, 3);
  return page.evaluate(() => GrundyLab.layoutProblems());
}

function describe(list) {
  return list.map((p) => `${p.window} ${JSON.stringify(p.label)} at ${[p.x, p.y, p.w, p.h].map(Math.round)} ` +
                         `outside ${[p.clip.x, p.clip.y, p.clip.w, p.clip.h].map(Math.round)}`).join("\n");
}

// A tap (phone) or a click on a named widget, as a person makes it.
async function press(context, page, size, name) {
  if (!size.phone) return clickWidget(page, name);
  const r = await page.evaluate((n) => GrundyLab.widgetRect(n), name);
  if (!r) throw new Error(`widget '${name}' is not on screen`);
  const cdp = await context.newCDPSession(page);
  const at = { x: r.x + r.w / 2, y: r.y + r.h / 2, id: 1 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  await nextFrames(page, 2);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await nextFrames(page, 6);
}

async function check(page, file) {
  await nextFrames(page, 4);
  await page.screenshot({ path: path.join(SHOTS, file) });
  const found = await problems(page);
  assert.deepEqual(found, [], `${file}: controls outside their panel:\n${describe(found)}`);
}

for (const size of SIZES) {
  test(`at ${size.name} every screen fits: no control outside its panel`, async () => {
    for (const s of SCREENS) {
      const { context, page, errors } = await openPage(site.browser, site.url, s.query, size);
      await check(page, `${s.name}-${size.name}.png`);
      assert.deepEqual(errors, [], s.name);
      await context.close();
    }
  });

  test(`at ${size.name} the Embed…, Keys (?) and Game menu dialogs fit`, async () => {
    const dialogs = [
      { name: "embed-calculator", query: SCREENS.at(-1).query, widget: "embed", shown: "embed-thermograph" },
      { name: "embed-sum", query: SCREENS[1].query, widget: "embed", shown: "copy-snippet" },
      { name: "keys", query: SCREENS[0].query, widget: "keys", shown: "keys-close" },
      { name: "game-menu", query: SCREENS[0].query, widget: "game", shown: null },
    ];
    for (const d of dialogs) {
      const { context, page, errors } = await openPage(site.browser, site.url, d.query, size);
      await press(context, page, size, d.widget);
      if (d.shown) await page.waitForFunction((n) => GrundyLab.widgetRect(n) !== null, d.shown, { timeout: 10000 });
      await check(page, `${d.name}-${size.name}.png`);
      assert.deepEqual(errors, [], d.name);
      await context.close();
    }
  });
}

test("the check is real: buttons cut off by a screen too narrow for them are reported", async () => {
  // 200 px is narrower than the page is made for: the Position row's Set button runs past the
  // right edge (and other controls), and the check must say so, naming it.
  const { context, page } = await openPage(site.browser, site.url, SCREENS[0].query, { width: 200, height: 400 });
  const found = await problems(page);
  await page.screenshot({ path: path.join(SHOTS, "too-narrow-200x400.png") });
  assert.ok(found.some((p) => p.label === "Set" && p.x + p.w > 200), `Set is found cut off:\n${describe(found)}`);
  await context.close();
});
