import { createHash } from 'node:crypto';
import { themeInitScript } from '../shared/inline-scripts/theme-init-script.ts';
import { promoInitScript } from '../shared/inline-scripts/promo-init-script.ts';
import { sidebarInitScript } from '../shared/inline-scripts/sidebar-collapse-script.ts';

// The Content-Security-Policy of every page. Astro (security.csp in astro.config.mjs) writes
// script-src with the hashes of the scripts it bundles and inlines; these are the rest.
//
// Scripts: 'self' and hashes only; no 'unsafe-inline', no 'unsafe-eval'. The three inline
// <head> scripts (theme, promo banner, sidebar) are hashed here; zod runs jitless in the browser
// (zod-without-eval.ts) so it never probes `new Function`.
//
// Styles: 'self' 'unsafe-inline'. Styles cannot run code, and several style sources are only
// known at run time, so no hash list could cover them: Shiki colours code with style attributes,
// React renders style props (progress bars, tier colours), and Radix dialogs lock scrolling by
// writing the scrollbar width into a <style> element they create.

/** The inline <script> bodies the layouts emit with `is:inline set:html`. */
export const INLINE_SCRIPTS = [themeInitScript, promoInitScript, sidebarInitScript];

/** `sha256-…` of a script body, as CSP and Astro's scriptDirective.hashes expect it. */
export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * Directives besides script-src and style-src (Astro writes those). Everything same-origin:
 * 'self' in connect-src also admits ws:/wss: to this host, which the one /ws socket uses; the
 * topology layout runs in a module worker served from /_astro/.
 */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Only a response header may carry these (a <meta> policy ignores them and logs an error), so
 * the server adds them to every page's policy.
 */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/** /api, /k8s and refusals: JSON or a short text page that loads nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Astro's `security.csp` setting. */
export function astroCsp() {
  return {
    algorithm: 'SHA-256' as const,
    directives: [...PAGE_DIRECTIVES],
    scriptDirective: { resources: ["'self'"], hashes: INLINE_SCRIPTS.map(scriptHash) },
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
  };
}

/** A page policy (from Astro's header or <meta>) with the header-only directives added. */
export function pagePolicyHeader(policy: string): string {
  const trimmed = policy.trim().replace(/;$/, '');
  return `${trimmed}; ${HEADER_ONLY_DIRECTIVES}`;
}

/** The policy of a built page's `<meta http-equiv="content-security-policy">`, if it has one. */
export function metaPolicy(html: string): string | undefined {
  const tag = /<meta\b[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/i.exec(html)?.[0];
  const content = tag && /\bcontent=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  const value = content ? (content[1] ?? content[2]) : undefined;
  return value
    ?.replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
