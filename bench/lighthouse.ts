// Lighthouse performance (mobile preset) of the public pages the issue budgets, in Debian chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../e2e/chromium.ts';

const ENGLISH = ['/', '/pricing', '/documentation/getting-started', '/tutorials/deploy-your-first-app'];
// The French builds of the same pages (/fr itself is a redirect to /, which then speaks French).
const PAGES = [...ENGLISH, ...ENGLISH.map((path) => (path === '/' ? '/fr' : `/fr${path}`))];

export type LighthouseScore = { path: string; performance: number; lcpMs: number; tbtMs: number; cls: number };

/** Runs Lighthouse's default (mobile) configuration on each budgeted page of a running server. */
export async function measureLighthouse(baseUrl: string): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of PAGES) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      scores.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
