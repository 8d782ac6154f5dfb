import type { Services } from '../app/services.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, isAppError } from '../http/app-error.ts';
import type { Reply } from '../http/reply.ts';
import type { TokenCaller } from './tokens.service.ts';
import { tokenMeetsTwoFactorRule, tokenRefusedWithoutTwoFactor } from '../organizations/two-factor-enforcement.ts';
import { toPublicUser } from '../users/public-user.ts';
import { m } from '../../shared/i18n/messages.ts';

/**
 * The credential of an `Authorization: Bearer …` header: '' for a Bearer header without one,
 * undefined when the request has no Bearer header (it may still carry a session cookie).
 */
export function bearerCredential(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/** What the router knows about a Bearer request before running its operation. */
export type BearerCaller = {
  locals: Pick<App.Locals, 'user' | 'userRecord' | 'session' | 'token' | 'tokenRefusal'>;
  caller?: TokenCaller;
  /** The per-token rate limit as response headers. */
  headers: Record<string, string>;
};

/**
 * Resolves a Bearer request: the token's holder, or the refusal (401 with the reason's code,
 * 429 past the per-token limit) that every operation will answer. A Bearer request never uses
 * the session cookie it may also carry: it has no ambient authority.
 */
export async function resolveBearer(services: Services, credential: string, meta: RequestMeta): Promise<BearerCaller> {
  const nobody = { user: null, userRecord: null, session: null, token: null };
  let caller: TokenCaller;
  try {
    caller = await services.tokens.authenticate(credential, meta);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { locals: { ...nobody, tokenRefusal: error }, headers: {} };
  }
  const limiter = services.tokenRateLimit;
  const count = await limiter.record(caller.token.id);
  const headers = {
    'X-RateLimit-Limit': String(limiter.limit),
    'X-RateLimit-Remaining': String(Math.max(0, limiter.limit - count)),
  };
  if (count > limiter.limit) {
    const wait = Math.max(1, await limiter.retryAfter(caller.token.id));
    const refusal = new AppError(
      429,
      'rate_limited',
      m.error_token_rate_limited({ limit: limiter.limit, seconds: wait }),
      {
        headers: { ...headers, 'Retry-After': String(wait) },
      },
    );
    return { locals: { ...nobody, tokenRefusal: refusal }, headers };
  }
  // The one read of the organization: the holder as clients see it, and its two-factor rule.
  const organization = await services.repositories.organizations.findById(caller.user.organizationId);
  if (!tokenMeetsTwoFactorRule(caller.user, caller.token, organization)) {
    // Kept as the caller: the refused use goes to the activity log like any other.
    return { locals: { ...nobody, tokenRefusal: tokenRefusedWithoutTwoFactor(caller.user) }, caller, headers };
  }
  const user = toPublicUser(caller.user, organization);
  return { locals: { user, userRecord: caller.user, session: null, token: caller.token }, caller, headers };
}

/** Adds the rate-limit headers to an answer and records the use in the activity log. */
export async function afterBearer(
  services: Services,
  bearer: BearerCaller,
  request: { method: string; path: string },
  answer: Reply,
  meta: RequestMeta,
): Promise<Reply> {
  if (bearer.caller) await services.tokens.recordUse(bearer.caller, { ...request, status: answer.status }, meta);
  return { ...answer, headers: { ...bearer.headers, ...answer.headers } };
}
