// One Lighthouse run (performance, accessibility, best practices, SEO) of one page, cold, as a first visit:
// prints one JSON line of scores, layout shift and bytes transferred. Driven by bench/lighthouse.py, which
// installs the pinned Lighthouse outside the repository and passes its directory.
//
//   node bench/lighthouse.mjs LIGHTHOUSE_DIR URL desktop|mobile [TOKEN]
//
// A game page (/#/play/<id>) belongs to a signed-in player whose token lives in localStorage. Lighthouse
// clears an origin's storage before it loads a page, so with a token the script writes it from /healthz (same
// origin, no static file: the browser's cache stays empty in this fresh profile) and asks Lighthouse not to
// reset storage. The run is then as cold as the anonymous one, with the player signed in.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [lighthouseDir, url, formFactor, token] = process.argv.slice(2);
const load = (name, file) => import(pathToFileURL(path.join(lighthouseDir, "node_modules", name, file)).href);
const { default: lighthouse, desktopConfig } = await load("lighthouse", "core/index.js");
const { launch } = await load("chrome-launcher", "dist/index.js");
const puppeteer = (await load("puppeteer-core", "lib/esm/puppeteer/puppeteer-core.js")).default;

const chrome = await launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const flags = { port: chrome.port, output: "json", logLevel: "error", disableStorageReset: Boolean(token) };
  if (token) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(new URL("/healthz", url).href);
    await page.evaluate((value) => localStorage.setItem("patience.token", value), token);
    await page.close();
    browser.disconnect();
  }
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const { lhr } = await lighthouse(url, flags, config);
  // The whole report, to see which element shifted or which file was heavy.
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  const audits = lhr.audits;
  const requests = audits["network-requests"].details.items;
  const score = (name) => (lhr.categories[name].score === null ? null : Math.round(lhr.categories[name].score * 100));
  console.log(
    JSON.stringify({
      url,
      formFactor,
      lighthouse: lhr.lighthouseVersion,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: audits["cumulative-layout-shift"].numericValue,
      lcpMs: audits["largest-contentful-paint"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
      transferredBytes: requests.reduce((sum, r) => sum + (r.transferSize || 0), 0),
      requests: requests.length,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
        .map((a) => `${a.id}=${a.displayValue || a.score}`),
    }),
  );
} finally {
  await chrome.kill();
}
