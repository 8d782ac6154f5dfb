import { AppError } from '../http/app-error.ts';
import type { OrgRole } from '../../shared/permissions.ts';
import type { TokenScope } from '../../shared/token-scopes.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatDay } from '../../shared/format/dates.ts';

// RFC 6750 §3: a Bearer refusal says why in WWW-Authenticate, so generic HTTP clients know too.
const challenge = (error: string, extra = '') => ({
  'WWW-Authenticate': `Bearer realm="api", error="${error}"${extra}`,
});

/** The 401s and 403s of a request made with an API token, each with its own stable code. */
export const tokenErrors = {
  invalid: () =>
    new AppError(401, 'token_invalid', m.error_api_token_not_valid_check_was(), {
      headers: challenge('invalid_token'),
    }),
  expired: (at: string) =>
    new AppError(401, 'token_expired', m.error_token_expired({ date: formatDay(at) }), {
      headers: challenge('invalid_token'),
    }),
  revoked: (reason: string | null) =>
    new AppError(401, 'token_revoked', reason ? m.error_token_revoked_because({ reason }) : m.error_token_revoked(), {
      headers: challenge('invalid_token'),
    }),
  missingScope: (scope: TokenScope) =>
    new AppError(403, 'insufficient_scope', m.error_token_missing_scope({ scope }), {
      headers: challenge('insufficient_scope', `, scope="${scope}"`),
    }),
  notForTokens: (message: string = m.error_api_tokens_cannot_do_account_itself()) =>
    new AppError(403, 'token_not_allowed', message, {
      headers: challenge('insufficient_scope'),
    }),
  /** A token giving a role (an invitation, a role change) that reaches more than its own scopes. */
  roleBeyondToken: (role: OrgRole, scopes: TokenScope[]) =>
    new AppError(403, 'token_not_allowed', m.error_token_cannot_give_role({ role, scopes: scopes.join(', ') }), {
      headers: challenge('insufficient_scope', `, scope="${scopes.join(' ')}"`),
    }),
  scopeBeyondRole: (role: OrgRole, scopes: TokenScope[]) =>
    new AppError(400, 'scope_beyond_role', m.error_scope_beyond_role({ role, scopes: scopes.join(', ') }), {
      fields: { scopes: m.field_scope_beyond_role({ role, scopes: scopes.join(', ') }) },
    }),
};
