// screenshot.mjs - pictures of the page as a person sees it, for review (not a test).
//   GL_SITE=build-wasm/site node scripts/screenshot.mjs [outdir] [query]
// Writes <outdir>/page-<width>x<height>@<dpr>.png at 1280x800, 800x600, 1920x1080 and 1280x800@2.
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
for (const [width, height, dpr] of [[1280, 800, 1], [800, 600, 1], [1920, 1080, 1], [1280, 800, 2]]) {
  const { context, page, errors } = await openPage(browser, server.url, query, { width, height, dpr });
  const file = path.join(out, `page-${width}x${height}@${dpr}.png`);
  await page.screenshot({ path: file });
  console.log(file, errors.length ? "console errors: " + errors.join(" | ") : "");
  await context.close();
}
await browser.close();
await server.close();
