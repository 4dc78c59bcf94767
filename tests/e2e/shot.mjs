// Not a test: takes screenshots of the given links (GL_SITE must name the built site).
// node tests/e2e/shot.mjs OUT.png 'QUERY' [width height]
import { serve, launch, openPage, siteDir } from "./lib.mjs";
const [out, query, w, h] = process.argv.slice(2);
const server = await serve(siteDir());
const browser = await launch();
const { page } = await openPage(browser, server.url, query, { width: Number(w || 1280), height: Number(h || 800) });
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
await server.close();
