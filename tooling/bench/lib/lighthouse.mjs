// Lighthouse, mobile preset (its default configuration: a mid-range phone on a slow 4G link,
// simulated), in Debian's Chromium.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Where Chromium is. */
export const CHROMIUM = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MAX_ATTEMPTS = 3;

/**
 * Audits each URL `runs` times and reports Lighthouse's own median run (`computeMedianRun`: the
 * run nearest the median first paint and time to interactive), as Lighthouse's documentation
 * advises for a score that varies from run to run. Resolves one row per URL: { url, scores:
 * {performance, …} (0–100), lcp, tbt (ms), cls, error, attempts, runs, performanceRange: [min,
 * max] over the runs }.
 */
export async function audit(urls, { runs = 1 } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  const { default: lighthouse } = await import('lighthouse');
  // Not in the package's documented API, but a plain module of its own, without an exports map.
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  // chrome-launcher comes with lighthouse; pnpm does not hoist it, so resolve it from there.
  const launcherPath = createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher');
  const chromeLauncher = await import(pathToFileURL(launcherPath).href);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const url of urls) {
      // Lighthouse sometimes fails to record the page load on a busy machine (NO_NAVSTART,
      // NO_FCP: "Please run Lighthouse again"): a measurement failure, not the page's. Run it
      // again, at most twice; a page that fails three times is reported with its error.
      const lhrs = [];
      let lhr;
      let attempts = 0;
      for (let run = 0; run < runs; run += 1) {
        let tries = 0;
        do {
          attempts += 1;
          tries += 1;
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          lhr = result?.lhr;
        } while (lhr?.runtimeError && tries < MAX_ATTEMPTS);
        if (lhr && !lhr.runtimeError) lhrs.push(lhr);
      }
      // computeMedianRun throws on a run without a first paint or time to interactive (an audit
      // that errored on a busy machine): the median is taken of the runs that have both, else the
      // first run stands; the last failure is reported when no run succeeded.
      const valid = filterToValidRuns(lhrs);
      if (valid.length > 0) lhr = computeMedianRun(valid);
      else if (lhrs.length > 0) lhr = lhrs[0];
      const performances = lhrs
        .map((one) => one.categories.performance?.score)
        .filter((score) => typeof score === 'number')
        .map((score) => Math.round(score * 100));
      const scores = {};
      for (const category of CATEGORIES) {
        const score = lhr?.categories[category]?.score;
        scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
      }
      const value = (id) => lhr?.audits[id]?.numericValue ?? null;
      rows.push({
        url,
        scores,
        lcp: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbt: value('total-blocking-time'),
        error: lhr?.runtimeError?.message,
        attempts,
        runs: lhrs.length,
        performanceRange:
          performances.length > 0 ? [Math.min(...performances), Math.max(...performances)] : null,
        failing: Object.values(lhr?.audits ?? {})
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
