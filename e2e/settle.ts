// Waiting for a page to be ready by what it does, never by the clock.
import type { Page } from '@playwright/test';

/**
 * Resolves once every island that hydrates by itself (`client:load`, `client:idle`) has hydrated:
 * Astro removes an island's `ssr` attribute when it does. `client:visible` islands below the fold
 * hydrate only when scrolled to, so they are not waited for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
}

/**
 * Counts the page's fetches in flight from its first script on; call before `goto`. Once a
 * document: a page reused by several tests (visitor-page.ts) gets this script again.
 */
export async function countFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { fetchesInFlight?: number };
    if (w.fetchesInFlight !== undefined) return;
    w.fetchesInFlight = 0;
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.fetchesInFlight = (w.fetchesInFlight ?? 0) + 1;
      return original(...args).finally(() => {
        w.fetchesInFlight = (w.fetchesInFlight ?? 1) - 1;
      });
    };
  });
}

/**
 * Resolves once the islands have hydrated and their first requests are answered: no fetch in
 * flight for several animation frames in a row (effects start their requests just after
 * hydration). Needs `countFetches` before the page was opened. A page that polls settles between
 * two polls.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { quietFrames: number }).quietFrames = 0));
  await page.waitForFunction(
    () => {
      const w = window as unknown as { fetchesInFlight?: number; quietFrames?: number };
      w.quietFrames = w.fetchesInFlight === 0 ? (w.quietFrames ?? 0) + 1 : 0;
      return w.quietFrames >= 10;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Resolves once every animation that ends has ended (a toast sliding in, a dialog fading in), so
 * a check such as axe's colour contrast sees the page at rest; endless ones (spinners) run on.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
