import type { z } from 'zod';
import { reply, type Reply } from '../http/reply.ts';

/**
 * A public, cacheable answer worded in the caller's language (the catalog, the marketplace). The
 * language comes from the `lang` cookie, a signed-in user's preference (session cookie) or
 * Accept-Language, so `Vary` names them: a browser that switched language, or a shared cache,
 * never serves one language's copy for the other. Checked against its schema outside production,
 * as api-route.ts checks every answer.
 */
export function replyInLanguage<S extends z.ZodType>(
  schema: S,
  data: z.input<S>,
  options: { appEnv: string; cacheControl: string },
): Reply {
  const body = options.appEnv === 'production' ? data : schema.parse(data);
  return reply(body, { headers: { 'Cache-Control': options.cacheControl, Vary: 'Cookie, Accept-Language' } });
}
