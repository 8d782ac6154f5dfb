import { defineMiddleware } from 'astro:middleware';
import { errors } from './server/http/app-error.ts';
import { errorResponse } from './server/http/reply.ts';
import { isAllowedOrigin } from './server/http/origin.ts';
import { pageAccess } from './server/http/page-access.ts';
import { resolveCaller, sessionCookieFor } from './server/http/caller.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every on-demand request Astro renders (pages; in development also /api, which production sends
 * through the API router): refuse cross-origin state changes (JSON included), resolve the
 * session cookie into `locals.user`, and guard signed-in, admin and officer pages on the server.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Prerendering at build time runs without the server's services.
  if (context.isPrerendered) return next();
  const { request, url, locals, cookies } = context;
  const services = locals.services;
  if (!services) throw new Error('locals.services is missing: start the site with `npm start` or `npm run dev`.');
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');

  if (!SAFE_METHODS.has(request.method)) {
    const origin = request.headers.get('origin') ?? undefined;
    if (!isAllowedOrigin(origin, request.headers.get('host') ?? undefined, services.config.publicOrigin)) {
      return errorResponse(errors.forbidden('Cross-origin requests cannot change anything here.'));
    }
  }

  Object.assign(locals, await resolveCaller(services, cookies.get(sessionCookieFor(services, url.protocol))?.value));

  if (!isApi) {
    const access = pageAccess(url.pathname);
    if (access !== 'public' && !locals.user) {
      const wanted = url.pathname + url.search;
      return context.redirect(`/auth?redirect=${encodeURIComponent(wanted)}`, 302);
    }
    const user = locals.userRecord;
    const allowed =
      access === 'admin' ? user?.role === 'admin' || user?.role === 'super_admin'
      : access === 'officer' ? user?.officersAccess === true
      : true;
    // Staff pages do not reveal themselves to others: they get the not-found page.
    if (!allowed) return new Response(null, { status: 404 });
  }

  const response = await next();
  if (isApi && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
  return response;
});
