import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './routes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * What the largest paint was (its selector, as Lighthouse names the node).
 * @param {{ details?: unknown } | undefined} audit
 */
function lcpElementOf(audit) {
  const text = JSON.stringify(audit?.details ?? {});
  return /"selector":"([^"]+)"/.exec(text)?.[1] ?? '';
}

/**
 * Lighthouse mobile (its default form factor and throttling) for one URL; scores 0-100.
 * @param {string} url
 */
export async function lighthouseScores(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const categories = result?.lhr.categories ?? {};
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      fcpMs: Math.round(result?.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      lcpElement: lcpElementOf(result?.lhr.audits['largest-contentful-paint-element']),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse mobile, performance only (the preload comparison, the pages function's): the score (0-100), the metrics
 * in ms (the main document's server response time too) and the largest paint's element.
 * The same settings as lighthouseScores, without the other categories (faster).
 * @param {string} url
 */
export async function lighthousePerformance(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result?.lhr.audits ?? {};
    const ms = (/** @type {string} */ id) => Math.round(audits[id]?.numericValue ?? 0);
    return {
      performance: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: ms('largest-contentful-paint'),
      fcpMs: ms('first-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      speedIndexMs: ms('speed-index'),
      serverResponseMs: ms('server-response-time'),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      runtimeError: result?.lhr.runtimeError?.code ?? null,
    };
  } finally {
    await chrome.kill();
  }
}
