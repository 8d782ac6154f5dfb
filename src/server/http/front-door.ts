import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../app/services.ts';
import type { ApiRouter } from './api-router.ts';
import { errors } from './app-error.ts';
import { usesSecureCookies } from './caller.ts';
import { answerLanguageChoice } from '../i18n/language-choice.ts';
import { refuseOversizedBody } from './body-limit.ts';
import { applyBaseHeaders } from './security-headers.ts';
import { isCrossSiteStateChange } from './origin.ts';
import { errorReply, sendReply } from './reply.ts';
import { sendBadRequest } from './refusal-reply.ts';
import { m } from '../../shared/i18n/messages.ts';

/** What the front door hands /api to. */
export type FrontDoorOptions = { services: Services; router: ApiRouter };

/**
 * The first steps of every request, the same in production (http/server.ts) and in
 * `npm run dev` (app/dev-runtime.ts): a cross-site state change gets 403, a declared body over
 * 1 MB 413, a malformed path 400, and /api goes to the router. Returns the decoded path of a
 * page request for the caller to serve, or undefined once the request is answered here.
 */
export function admit(
  request: IncomingMessage,
  response: ServerResponse,
  { services, router }: FrontDoorOptions,
): string | undefined {
  if (isCrossSiteStateChange(request, services.config)) {
    sendReply(request, response, errorReply(errors.forbidden(m.error_cross_origin_requests_cannot_change_anything())));
    return undefined;
  }
  if (refuseOversizedBody(request, response)) return undefined;
  const url = parseRequestUrl(request.url ?? '/', services.config.publicOrigin);
  const pathname = url && decodePath(url.pathname);
  if (!url || pathname === undefined) {
    sendBadRequest(request, response, m.error_address_not_valid());
    return undefined;
  }
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    void router.handle(request, response, services, url);
    return undefined;
  }
  if (services.kubernetesApi.claims(url.pathname, request)) {
    applyBaseHeaders(response);
    void services.kubernetesApi.handle(request, response);
    return undefined;
  }
  if (answerLanguageChoice(request, response, url, usesSecureCookies(services, url.protocol))) return undefined;
  return pathname;
}

/**
 * The request's URL on this site. Only the path and query come from the request line: an
 * absolute-form target (`GET http://elsewhere/…`) must not change the scheme or host we act on.
 */
function parseRequestUrl(raw: string, origin: string): URL | undefined {
  try {
    if (raw.startsWith('/') && !raw.startsWith('//')) return new URL(raw, origin);
    const parsed = new URL(raw, origin);
    return new URL(parsed.pathname + parsed.search, origin);
  } catch {
    return undefined;
  }
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
