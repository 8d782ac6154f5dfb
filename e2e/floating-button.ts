import type { Page } from '@playwright/test';

/**
 * Scrolls the page from top to bottom and, at each stop, hit-tests a grid of points across the
 * band of the floating menu button (from 8 px above it to the bottom of the viewport). Returns
 * a description of every piece of page content found there: text the button would cover.
 */
export async function contentBesideFloatingButton(page: Page, button: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const found = new Set<string>();
    const target = document.querySelector(selector);
    if (!target) return ['no floating button'];
    const maxScroll = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(maxScroll, y + innerHeight / 3)) {
      scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      const top = target.getBoundingClientRect().top - 8;
      for (let row = top; row < innerHeight; row += 8) {
        for (let x = 2; x < innerWidth; x += 12) {
          const hit = document.elementFromPoint(x, row);
          const content = hit?.closest('main, footer');
          if (content && hit)
            found.add(
              `${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 40)}" at scroll ${Math.round(y)}`,
            );
        }
      }
      if (y >= maxScroll) break;
    }
    return [...found];
  }, button);
}
