import { AppError } from '../http/app-error.ts';
import { refusalMessage, type OrgRole } from '../../shared/permissions.ts';
import type { TokenScope } from '../../shared/token-scopes.ts';

// RFC 6750 §3: a Bearer refusal says why in WWW-Authenticate, so generic HTTP clients know too.
const challenge = (error: string, extra = '') => ({ 'WWW-Authenticate': `Bearer realm="api", error="${error}"${extra}` });

/** The 401s and 403s of a request made with an API token, each with its own stable code. */
export const tokenErrors = {
  invalid: () => new AppError(401, 'token_invalid', 'This API token is not valid. Check that it was copied whole, or create a new one in Settings → API tokens.', { headers: challenge('invalid_token') }),
  expired: (at: string) =>
    new AppError(401, 'token_expired', `This API token expired on ${at.slice(0, 10)}. Create a new one in Settings → API tokens.`, { headers: challenge('invalid_token') }),
  revoked: (reason: string | null) =>
    new AppError(401, 'token_revoked', `This API token was revoked${reason ? ` (${reason})` : ''}. Create a new one in Settings → API tokens.`, { headers: challenge('invalid_token') }),
  missingScope: (scope: TokenScope) =>
    new AppError(403, 'insufficient_scope', `This API token lacks the ${scope} scope. Create a token with ${scope} in Settings → API tokens.`, {
      headers: challenge('insufficient_scope', `, scope="${scope}"`),
    }),
  notForTokens: () =>
    new AppError(403, 'token_not_allowed', 'API tokens cannot do this (the account itself and staff tools need a signed-in session). Sign in to the console.', {
      headers: challenge('insufficient_scope'),
    }),
  scopeBeyondRole: (role: OrgRole, scopes: TokenScope[]) =>
    new AppError(400, 'scope_beyond_role', `${refusalMessage(role, undefined).replace('do this', `hold ${scopes.join(', ')}`)} A token never grants more than its holder’s role.`, {
      fields: { scopes: `Your role (${role}) cannot hold ${scopes.join(', ')}.` },
    }),
};
