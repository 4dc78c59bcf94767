// screenshot.mjs - pictures of the page as a person sees it, for review (not a test).
//   GL_SITE=build-wasm/site node scripts/screenshot.mjs [outdir] [query] [sizes]
// Writes <outdir>/page-<width>x<height>@<dpr>.png at 1280x800, 800x600, 1920x1080 and 1280x800@2,
// or at the sizes given as WxH[@DPR][:phone], comma-separated (":phone": Chromium's phone emulation
// with touch), e.g. 390x844@3:phone,1280x800.
import path from "node:path";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { serve, launch, openPage, siteDir } = await import(path.join(here, "../tests/e2e/lib.mjs"));
const out = process.argv[2] || "screenshots";
const query = process.argv[3] || "";
fs.mkdirSync(out, { recursive: true });
const server = await serve(path.resolve(siteDir()));
const browser = await launch();
const sizes = process.argv[4]
  ? process.argv[4].split(",").map((s) => {
      const m = /^(\d+)x(\d+)(?:@(\d+(?:\.\d+)?))?(:phone)?$/.exec(s.trim());
      if (!m) throw new Error(`size '${s}': write WxH[@DPR][:phone]`);
      return [Number(m[1]), Number(m[2]), Number(m[3] || 1), Boolean(m[4])];
    })
  : [[1280, 800, 1, false], [800, 600, 1, false], [1920, 1080, 1, false], [1280, 800, 2, false]];
for (const [width, height, dpr, phone] of sizes) {
  const { context, page, errors } = await openPage(browser, server.url, query, { width, height, dpr, phone });
  const file = path.join(out, `page-${width}x${height}@${dpr}${phone ? "-phone" : ""}.png`);
  await page.screenshot({ path: file });
  console.log(file, errors.length ? "console errors: " + errors.join(" | ") : "");
  await context.close();
}
await browser.close();
await server.close();
