// /my-clusters in Chromium with many clusters: the time from navigation start until the first
// 50 rows of the table are on screen, measured in the page (performance.now()).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { summarize, type Percentiles } from './stats.ts';

const ROWS = 50;

/** Loads /my-clusters `rounds` times (a fresh context each) signed in with `cookie` (`name=value`). */
export async function measureClusterListRender(url: string, cookie: string, rounds = 5): Promise<Percentiles> {
  const [name = 'session', value = ''] = cookie.split('=');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name, value, url }]);
      const page = await context.newPage();
      await page.goto('/my-clusters', { waitUntil: 'commit' });
      await page.waitForFunction((rows) => document.querySelectorAll('table tbody tr').length >= rows, ROWS, {
        timeout: 60_000,
        polling: 'raf',
      });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return summarize(times);
}
