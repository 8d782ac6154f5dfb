// Layout shifts (the inputs of CLS) measured in the page, from its first paint on.
import type { Page } from '@playwright/test';

/** Starts summing the page's layout-shift entries; call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The sum so far, once the shifts of what is already rendered have been reported: entries are
 * made when a frame renders and handed to the observer in a task after it, so two frames and a
 * task later every shift up to now is counted.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { shift: number }).shift), 0)),
        );
      }),
  );
}
