// One browser page per worker for the specs that open many public pages as a signed-out visitor.
// A fresh context and page cost about 1 s on the 2-core machines (a new renderer process, every
// script parsed and compiled anew), more than the visit itself once the page is warm; so the
// visits of a worker share one page, each test starting signed out with no cookie and empty
// storage and at the project's viewport. A test that fails ends its worker, so the next test
// starts on a new page. The page is the project's: a describe's `test.use` options do not apply to
// it, so a test that needs other context options (no JavaScript, permissions) takes `page`.
import { test as base, type Page } from '@playwright/test';

/** What a test may listen to on the page: removed after each test. */
const TEST_EVENTS = ['console', 'response', 'request', 'requestfailed', 'pageerror'] as const;

export const test = base.extend<{ visitorPage: Page }, { workerVisitorPage: Page }>({
  workerVisitorPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ workerVisitorPage: page }, use, testInfo) => {
    const { viewport } = testInfo.project.use;
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
      await page.setViewportSize(viewport);
    await page.context().clearCookies();
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await use(page);
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect } from '@playwright/test';
