// Layout shifts (the inputs of CLS) measured in the page, from its first paint on.
import type { Page } from '@playwright/test';

/** Starts summing the page's layout-shift entries; call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const w = window as unknown as { shift: number; shifts: string[] };
    w.shift = 0;
    w.shifts = [];
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources: Source[] }[]) {
        w.shift += entry.value;
        // What moved, to name it when a test fails.
        const moved = entry.sources.map(
          (s) =>
            `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : s.node?.nodeName} [${rect(s.previousRect)}] → [${rect(s.currentRect)}]`,
        );
        w.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The sum so far, once the shifts of what is already rendered have been reported: entries are
 * made when a frame renders and handed to the observer in a task after it, so two frames and a
 * task later every shift up to now is counted.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  const { shift, shifts } = await page.evaluate(
    () =>
      new Promise<{ shift: number; shifts: string[] }>((resolve) => {
        const w = window as unknown as { shift: number; shifts: string[] };
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve({ shift: w.shift, shifts: w.shifts }), 0)),
        );
      }),
  );
  // Printed with the test's output: a failing sum then says what moved.
  if (shift > 0) console.info(`layout shifts on ${page.url()}:\n  ${shifts.join('\n  ')}`);
  return shift;
}
