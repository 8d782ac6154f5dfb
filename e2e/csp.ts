// Collects Content-Security-Policy violations of a page from its first script on.
import type { Page, Response } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** What a page's policy refused so far. */
export type CspWatcher = { violations: () => Promise<string[]> };

/**
 * Starts recording, in every document the page opens, each `securitypolicyviolation` event and
 * each console message about the policy. Returns the list, which grows as the page runs.
 */
export async function watchCsp(page: Page): Promise<CspWatcher> {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text))
      console.push(`console ${message.type()}: ${text}`);
  });
  await page.addInitScript(() => {
    // Once a document: a page reused by several tests (visitor-page.ts) gets this script again.
    if (window.__cspViolations) return;
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} (${event.sample})`,
      );
    });
  });
  return {
    violations: async () => {
      const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => ['(page closed)']);
      return [...events.map((e) => `${page.url()}: ${e}`), ...console];
    },
  };
}

/** A page's policy problems once it has run: a missing policy header, then what the policy refused. */
export async function policyProblems(path: string, response: Response | null, watcher: CspWatcher): Promise<string[]> {
  const header = response?.headers()['content-security-policy'] ?? '';
  const missing = /script-src 'self'/.test(header) ? [] : [`${path}: sent without the policy header`];
  return [...missing, ...(await watcher.violations())];
}
