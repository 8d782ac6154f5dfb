import type { EndpointContext } from './endpoint-context.ts';
import type { RequestMeta } from '../auth/tokens.ts';

/** The client's address and agent, for sessions, rate limits and the audit log. */
export function requestMeta(context: Pick<EndpointContext, 'request' | 'clientAddress'>): RequestMeta {
  let ip = 'unknown';
  try {
    ip = context.clientAddress;
  } catch {
    // Not available while prerendering; nothing to record then.
  }
  return { ip, userAgent: context.request.headers.get('user-agent') ?? '' };
}
