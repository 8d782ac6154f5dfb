import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import { tokenErrors } from './token-errors.ts';
import { generateApiToken, hashApiToken, isWellFormedToken, tokenHint } from './token-format.ts';
import { roleMayHold, scopesFor } from '../../shared/token-scopes.ts';
import type { ApiTokenRecord, CreateTokenInput, TokenView } from '../../shared/tokens/tokens.schemas.ts';
import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

// Use is written at most this often per token (or when the address changes): a CI loop polling
// every few seconds must not cost a write per request.
const USE_RECORDED_EVERY_MS = MS_PER_MINUTE;

/** Why a holder's tokens end. */
export type RevocationReason =
  | 'member removed'
  | 'left the organization'
  | 'account disabled'
  | 'role changed'
  | 'moved to another organization'
  | 'revoked by its holder';

/** The reason as stored and shown to the holder: written in the language of the request that revoked. */
const REVOCATION_TEXT: Record<RevocationReason, () => string> = {
  'member removed': m.notice_token_member_removed,
  'left the organization': m.notice_token_left_organization,
  'account disabled': m.notice_token_account_disabled,
  'role changed': m.notice_token_role_changed,
  'moved to another organization': m.notice_token_moved,
  'revoked by its holder': m.notice_token_revoked_by_holder,
};

/** A request authenticated by a token: the holder, the token, and whether to note a read in the log. */
export type TokenCaller = { user: UserRecord; token: ApiTokenRecord; firstUseThisHour: boolean };

/**
 * Personal API tokens: per user, named, scoped within the holder's
 * role, at most a year, shown once and stored as SHA-256. A token dies with any change of its
 * holder's standing: removed, left, disabled, another organization role or staff role.
 */
export class TokenService {
  #repositories: Repositories;
  #now: () => number;

  constructor(deps: { repositories: Repositories; now?: () => number }) {
    this.#repositories = deps.repositories;
    this.#now = deps.now ?? Date.now;
  }

  /** Creates a token; a scope beyond the holder's role is a 400 that names it. */
  async create(
    user: UserRecord,
    input: CreateTokenInput,
    meta: RequestMeta,
  ): Promise<{ record: ApiTokenRecord; token: string }> {
    const beyond = input.scopes.filter((scope) => !roleMayHold(user.orgRole, scope));
    if (beyond.length > 0) throw tokenErrors.scopeBeyondRole(user.orgRole, beyond);
    const token = generateApiToken();
    const now = this.#now();
    const record: ApiTokenRecord = {
      id: randomUUID(),
      userId: user.id,
      organizationId: user.organizationId,
      name: input.name,
      scopes: input.scopes,
      tokenHash: hashApiToken(token),
      hint: tokenHint(token),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + input.expiresInDays * MS_PER_DAY).toISOString(),
      lastUsedAt: null,
      lastUsedIp: null,
      revokedAt: null,
      revokedReason: null,
      holder: { orgRole: user.orgRole, role: user.role },
    };
    await this.#repositories.transaction(async (tx) => {
      await tx.apiTokens.create(record);
      await this.#audit(
        tx,
        meta,
        record,
        'token.created',
        `"${record.name}" (${record.scopes.join(', ')}), expires ${record.expiresAt.slice(0, 10)}`,
      );
    });
    return { record, token };
  }

  /** The holder's tokens, newest first, and the scopes a new one may have. */
  async list(user: UserRecord): Promise<{ tokens: TokenView[]; availableScopes: ReturnType<typeof scopesFor> }> {
    const records = await this.#repositories.apiTokens.listByUser(user.id);
    return { tokens: records.map((r) => this.#view(r)), availableScopes: scopesFor(user.orgRole) };
  }

  /** Revokes one of the holder's own tokens (another's is a 404). */
  async revoke(user: UserRecord, id: string, meta: RequestMeta): Promise<void> {
    const existing = await this.#repositories.apiTokens.findById(id);
    if (!existing || existing.userId !== user.id) throw errors.notFound(m.error_no_such_api_token());
    await this.#repositories.transaction(async (tx) => {
      const revoked = await tx.apiTokens.revoke(
        id,
        new Date(this.#now()).toISOString(),
        REVOCATION_TEXT['revoked by its holder'](),
      );
      if (revoked) await this.#audit(tx, meta, revoked, 'token.revoked', `"${revoked.name}"`);
    });
  }

  /** Revokes every token a user holds, at once; `tx` joins the change that caused it. */
  async revokeAllOf(userId: string, reason: RevocationReason, tx: Repositories = this.#repositories): Promise<number> {
    return (await tx.apiTokens.revokeAllOf(userId, new Date(this.#now()).toISOString(), REVOCATION_TEXT[reason]()))
      .length;
  }

  /**
   * The holder behind `Authorization: Bearer <value>`, or a 401 with the reason's own code.
   * The stored hash is compared in constant time; a holder whose standing changed since the
   * token was made (a path that forgot to revoke) loses it here, at its next use.
   */
  async authenticate(value: string, meta: RequestMeta): Promise<TokenCaller> {
    if (!isWellFormedToken(value)) throw tokenErrors.invalid();
    const tokenHash = hashApiToken(value);
    const token = await this.#repositories.apiTokens.findByHash(tokenHash);
    if (!token || !timingSafeEqual(Buffer.from(token.tokenHash, 'hex'), Buffer.from(tokenHash, 'hex')))
      throw tokenErrors.invalid();
    if (token.revokedAt) throw tokenErrors.revoked(token.revokedReason);
    const now = this.#now();
    if (Date.parse(token.expiresAt) <= now) throw tokenErrors.expired(token.expiresAt);
    const user = await this.#repositories.users.findById(token.userId);
    const lost = standingLost(token, user);
    if (lost || !user) {
      const reason = REVOCATION_TEXT[lost ?? 'member removed']();
      await this.#repositories.apiTokens.revoke(token.id, new Date(now).toISOString(), reason);
      throw tokenErrors.revoked(reason);
    }
    const last = token.lastUsedAt ? Date.parse(token.lastUsedAt) : undefined;
    if (last === undefined || now - last >= USE_RECORDED_EVERY_MS || token.lastUsedIp !== meta.ip) {
      await this.#repositories.apiTokens.touch(token.id, new Date(now).toISOString(), meta.ip);
    }
    return { user, token, firstUseThisHour: last === undefined || now - last >= MS_PER_HOUR };
  }

  /**
   * The activity log of token use: every change made with a token (method, path, answer), and
   * reads once per token per hour. Changes are what an auditor must be able to trace one by
   * one; logging each read would bury them under a CI job's polling.
   */
  async recordUse(
    caller: TokenCaller,
    request: { method: string; path: string; status: number },
    meta: RequestMeta,
  ): Promise<void> {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (!write && !caller.firstUseThisHour) return;
    const detail = write
      ? `"${caller.token.name}": ${request.method} ${request.path} → ${request.status}`
      : `"${caller.token.name}": first use this hour (${request.method} ${request.path})`;
    await this.#audit(
      this.#repositories,
      meta,
      caller.token,
      'token.used',
      detail,
      request.status >= 400 ? 'failure' : 'success',
    );
  }

  #view(r: ApiTokenRecord): TokenView {
    const status = r.revokedAt ? 'revoked' : Date.parse(r.expiresAt) <= this.#now() ? 'expired' : 'active';
    const { id, name, scopes, hint, createdAt, expiresAt, lastUsedAt, lastUsedIp, revokedAt, revokedReason } = r;
    return { id, name, scopes, hint, status, createdAt, expiresAt, lastUsedAt, lastUsedIp, revokedAt, revokedReason };
  }

  async #audit(
    tx: Repositories,
    meta: RequestMeta,
    token: ApiTokenRecord,
    action: AuditAction,
    detail: string,
    result: 'success' | 'failure' = 'success',
  ) {
    await tx.audit.append({
      id: randomUUID(),
      at: new Date(this.#now()).toISOString(),
      actorId: token.userId,
      action,
      result,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
      requestId: meta.requestId ?? null,
      detail: detail.slice(0, 300),
      organizationId: token.organizationId,
      targetType: 'api_token',
      targetId: token.id,
    });
  }
}

/** Why a holder no longer stands where the token was made, or undefined while they do. */
function standingLost(token: ApiTokenRecord, user: UserRecord | undefined): RevocationReason | undefined {
  if (!user) return 'member removed';
  if (user.disabled) return 'account disabled';
  if (user.organizationId !== token.organizationId) return 'moved to another organization';
  if (user.orgRole !== token.holder.orgRole || user.role !== token.holder.role) return 'role changed';
  return undefined;
}
