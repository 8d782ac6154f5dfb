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
import { RequestTarget } from './request-target.ts';

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
  const target = RequestTarget.of(request.url ?? '/', services.config.publicOrigin);
  if (!target) {
    sendBadRequest(request, response, m.error_address_not_valid());
    return undefined;
  }
  const { pathname } = target;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    router.handle(request, response, services, target);
    return undefined;
  }
  if (services.kubernetesApi.claims(pathname, request)) {
    applyBaseHeaders(response);
    void services.kubernetesApi.handle(request, response);
    return undefined;
  }
  const secure = usesSecureCookies(services, target.protocol);
  if (target.hasQuery && answerLanguageChoice(request, response, target.url, secure)) return undefined;
  return target.decodedPath;
}
