import type { OrgRole } from '../../shared/permissions.ts';
import { scopesMissingToGive } from '../../shared/token-scopes.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { SessionRecord } from '../../shared/sessions/sessions.schemas.ts';
import { tokenErrors } from '../tokens/token-errors.ts';
import type { ApiTokenRecord } from '../../shared/tokens/tokens.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { AppError } from './app-error.ts';

/**
 * Token reach: what a leaked token must never do. Owner invitations, changes of
 * owners, token creation and two-factor changes need a signed-in session that signed in or
 * re-authenticated within 10 minutes; a token never gives a role that reaches beyond its scopes.
 */

/** 403 `reauthentication_required`: the console asks for the password (or a code) and retries. */
export const reauthenticationRequired = () =>
  new AppError(403, 'reauthentication_required', m.error_reauthentication_required());

/** The caller's session, when it authenticated within the last 10 minutes; a token gets 403 `token_not_allowed`. */
export function requireRecentSession(
  sessions: Pick<SessionService, 'isRecentlyAuthenticated'>,
  session: SessionRecord | null,
): SessionRecord {
  if (!session) throw tokenErrors.notForTokens(m.error_api_tokens_need_recent_session());
  if (!sessions.isRecentlyAuthenticated(session)) throw reauthenticationRequired();
  return session;
}

/** The checks of giving `role` to someone (an invitation, a role change), given their role before (if any). */
export function checkRoleChange(
  caller: {
    user: UserRecord;
    session: SessionRecord | null;
    token: ApiTokenRecord | null;
    sessions: Pick<SessionService, 'isRecentlyAuthenticated'>;
  },
  role: OrgRole,
  before?: OrgRole,
): void {
  // Making someone owner, or changing an owner, is for a person who just proved who they are.
  if (role === 'owner' || before === 'owner') requireRecentSession(caller.sessions, caller.session);
  if (caller.token) {
    const missing = scopesMissingToGive(caller.token.scopes, caller.user.orgRole, role);
    if (missing.length > 0) throw tokenErrors.roleBeyondToken(role, missing);
  }
}
