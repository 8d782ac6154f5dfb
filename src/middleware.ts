import { defineMiddleware } from 'astro:middleware';
import { errorResponse, errors } from './server/http/app-error.ts';
import { isAllowedOrigin } from './server/http/origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses cross-origin state changes (JSON included) and keeps API answers out of caches by default. */
export const onRequest = defineMiddleware(async (context, next) => {
  // Prerendering at build time runs without the server's services.
  if (context.isPrerendered) return next();
  const { request, url, locals } = context;
  if (!locals.services) throw new Error('locals.services is missing: start the site with `npm start` or `npm run dev`.');
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
  if (!SAFE_METHODS.has(request.method)) {
    const origin = request.headers.get('origin') ?? undefined;
    const host = request.headers.get('host') ?? undefined;
    if (!isAllowedOrigin(origin, host, locals.services.config.publicOrigin)) {
      return errorResponse(errors.forbidden('Cross-origin requests cannot change anything here.'));
    }
  }
  const response = await next();
  if (isApi && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
  return response;
});
