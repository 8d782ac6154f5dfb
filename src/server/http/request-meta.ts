import type { EndpointContext } from './endpoint-context.ts';
import type { RequestMeta } from '../auth/tokens.ts';

/** The client's address and agent, for sessions, rate limits and the audit log. */
export function requestMeta(context: Pick<EndpointContext, 'headers' | 'clientAddress' | 'requestId'>): RequestMeta {
  return { ip: context.clientAddress, userAgent: context.headers['user-agent'] ?? '', requestId: context.requestId };
}
