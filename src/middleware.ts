import { defineMiddleware } from 'astro:middleware';
import { mayAccess, pageAccess } from './shared/routes/index.ts';
import { resolveCaller, sessionCookieFor } from './server/http/caller.ts';
import { pagePolicyHeader } from './csp/policy.ts';
import { LOCALE_COOKIE, pickLocale, type Locale } from './shared/i18n/locale.ts';
import { withLocale } from './server/i18n/request-locale.ts';

/**
 * Every on-demand page Astro renders (the front door has already refused cross-site state
 * changes, and /api never reaches Astro): resolve the session cookie into `locals.user`, and
 * guard signed-in, admin and officer pages on the server.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Prerendering at build time runs without the server's services; /fr/… pages are the French build.
  if (context.isPrerendered) return withLocale(prerenderedLocale(context.url.pathname), next);
  const { url, locals, cookies } = context;
  const services = locals.services;
  if (!services) throw new Error('locals.services is missing: start the site with `npm start` or `npm run dev`.');

  // In production the server may have resolved it already (http/app-pages.ts), on this request.
  if (!locals.page?.callerResolved) {
    Object.assign(locals, await resolveCaller(services, cookies.get(sessionCookieFor(services, url.protocol))?.value));
  }

  // The language: a signed-in user's own, else the `lang` cookie, else Accept-Language.
  const locale = pickLocale({
    preference: locals.userRecord?.preferences.language,
    cookie: cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: context.request.headers.get('accept-language'),
  });
  return withLocale(locale, () => guardAndRender(context, next));
});

/** Guards the page by its access rule, then renders it (in the language already chosen). */
async function guardAndRender(
  context: Parameters<Parameters<typeof defineMiddleware>[0]>[0],
  next: () => Promise<Response>,
): Promise<Response> {
  const { url, locals } = context;
  // The not-found page rendered for a refused or unknown address (rendered per request, in the
  // visitor's language): the address's own rule already answered, the page itself is public.
  const access = context.routePattern === '/404' ? 'public' : pageAccess(url.pathname);
  // Signed out, staff pages too go to sign-in (a staff member whose session ended comes back
  // here); staff API endpoints answer 404 even then, as a client has no sign-in page to reach.
  if (access !== 'public' && !locals.user) {
    const wanted = url.pathname + url.search;
    return context.redirect(`/auth?redirect=${encodeURIComponent(wanted)}`, 302);
  }
  // Staff pages do not reveal themselves to others: they get the not-found page.
  if (!mayAccess(access, locals.userRecord)) return new Response(null, { status: 404 });
  const response = withHeaderOnlyDirectives(await next());
  // Production: the HTML compressed for the client, a signed-in app page kept (http/page-render.ts).
  return locals.page ? locals.page.finish(response) : response;
}

/** A page built at /fr/… is the French version of the page without the prefix. */
function prerenderedLocale(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** Astro sends an on-demand page's policy as a header; add what only a header can carry. */
function withHeaderOnlyDirectives(response: Response): Response {
  const policy = response.headers.get('content-security-policy');
  if (policy) response.headers.set('content-security-policy', pagePolicyHeader(policy));
  return response;
}
