import { generateToken, hashToken, type RequestMeta } from '../auth/tokens.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { unconnectedChannel, type RealtimeChannel } from '../ws/realtime-channel.ts';
import type { SessionRepository } from './sessions.repository.ts';
import type { SessionRecord } from '../../shared/sessions/sessions.schemas.ts';
import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../shared/time.ts';
import type { MaybePromise } from '../http/maybe-promise.ts';

/** How many token → id pairs the read path keeps (a few hundred kB). */
const RECENT_IDS = 10_000;

// The times of a frozen session read at once, parsed once per version of the record.
const parsed = new WeakMap<SessionRecord, { expiresAt: number; lastSeenAt: number }>();
function parsedTimes(session: SessionRecord): { expiresAt: number; lastSeenAt: number } {
  let times = parsed.get(session);
  if (times === undefined) {
    times = { expiresAt: Date.parse(session.expiresAt), lastSeenAt: Date.parse(session.lastSeenAt) };
    parsed.set(session, times);
  }
  return times;
}

/**
 * NIST SP 800-63B-4 AAL2 limits: sign in again after 1 hour without activity, and after
 * 24 hours whatever the activity. The console's polling counts as activity while a tab is open.
 */
export const SESSION_IDLE_TIMEOUT_MS = MS_PER_HOUR;
export const SESSION_ABSOLUTE_LIFETIME_MS = MS_PER_DAY;
// Activity is written at most this often per session: a poll every 10 s must not cost a write,
// and the idle deadline (1 h) only moves by that much less.
const TOUCH_EVERY_MS = MS_PER_MINUTE;
/**
 * How long a sign-in or a re-authentication counts as recent: owner changes, token creation and
 * two-factor changes need one this fresh (a leaked token must not reach them).
 */
export const REAUTHENTICATION_WINDOW_MS = 10 * MS_PER_MINUTE;

/** A valid session with its user. */
export type ActiveSession = { session: SessionRecord; user: UserRecord };

/**
 * Creates, validates and revokes sessions. Tokens exist only in cookies; the store has hashes.
 * Every way a session ends goes through here, and closes that session's open sockets with it.
 */
export class SessionService {
  #sessions: SessionRepository;
  #users: UserRepository;
  #now: () => number;
  #realtime: Pick<RealtimeChannel, 'endSessions'>;

  constructor(
    sessions: SessionRepository,
    users: UserRepository,
    options: { now?: () => number; realtime?: Pick<RealtimeChannel, 'endSessions'> } = {},
  ) {
    this.#sessions = sessions;
    this.#users = users;
    this.#now = options.now ?? Date.now;
    this.#realtime = options.realtime ?? unconnectedChannel();
  }

  /** Starts a session: a fresh token every sign-in (no fixation). Returns the cookie token. */
  async create(userId: string, meta: RequestMeta): Promise<{ token: string; session: SessionRecord }> {
    const token = generateToken();
    const now = this.#now();
    const session: SessionRecord = {
      id: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_ABSOLUTE_LIFETIME_MS).toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
      authenticatedAt: new Date(now).toISOString(),
    };
    await this.#sessions.create(session);
    return { token, session };
  }

  /**
   * The session behind a cookie token, if it is still valid; records the activity. Where the
   * store holds its records in memory, a session seen within the last minute and its user are
   * read at once (no copy, no await): each read sees the record as it is now, so a revoked
   * session or a disabled user is refused on the very next request.
   */
  validate(token: string | undefined): MaybePromise<ActiveSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const id = this.#recentIds.get(token) ?? hashToken(token);
    const session = this.#sessions.current?.(id);
    const user = session && this.#users.current?.(session.userId);
    if (session && user && !user.disabled && this.#isFreshAndLive(session)) {
      this.#remember(token, id);
      return { session, user };
    }
    return this.#validateStored(id);
  }

  /**
   * The ids (token hashes) of tokens that opened a live session lately: the hash is the largest
   * cost of a signed-in read. Only tokens of existing sessions are kept (a flood of made-up
   * cookies adds nothing), at most RECENT_IDS; a revoked session's id simply finds nothing.
   */
  #recentIds = new Map<string, string>();

  #remember(token: string, id: string): void {
    if (this.#recentIds.has(token)) return;
    if (this.#recentIds.size >= RECENT_IDS) this.#recentIds.clear();
    this.#recentIds.set(token, id);
  }

  async #validateStored(id: string): Promise<ActiveSession | undefined> {
    const session = await this.#sessions.findById(id);
    if (!session) return undefined;
    if (this.isExpired(session)) {
      await this.revoke(session.id);
      return undefined;
    }
    const user = await this.#users.findById(session.userId);
    if (!user || user.disabled) {
      // A disabled account loses every session (and open socket) at its next request, wherever it is.
      await this.revokeAllFor(session.userId);
      return undefined;
    }
    const now = this.#now();
    if (now - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS) return { session, user };
    const lastSeenAt = new Date(now).toISOString();
    await this.#sessions.touch(session.id, lastSeenAt);
    return { session: { ...session, lastSeenAt }, user };
  }

  /** Not expired, and its activity recorded less than a minute ago (nothing to write). */
  #isFreshAndLive(session: SessionRecord): boolean {
    const { expiresAt, lastSeenAt } = parsedTimes(session);
    const now = this.#now();
    return now < expiresAt && now - lastSeenAt < TOUCH_EVERY_MS;
  }

  /** True when the session signed in or re-authenticated within the last 10 minutes. */
  isRecentlyAuthenticated(session: SessionRecord): boolean {
    if (!session.authenticatedAt) return false;
    const age = this.#now() - Date.parse(session.authenticatedAt);
    return age >= 0 && age < REAUTHENTICATION_WINDOW_MS;
  }

  /** Stamps a re-authentication on the session; false when it has ended meanwhile. */
  markAuthenticated(sessionId: string): Promise<boolean> {
    return this.#sessions.markAuthenticated(sessionId, new Date(this.#now()).toISOString());
  }

  /** True past the idle timeout or the absolute lifetime. */
  isExpired(session: SessionRecord): boolean {
    const now = this.#now();
    return now >= Date.parse(session.expiresAt) || now - Date.parse(session.lastSeenAt) >= SESSION_IDLE_TIMEOUT_MS;
  }

  /** Ends one session (logout). */
  async revoke(sessionId: string): Promise<boolean> {
    const deleted = await this.#sessions.delete(sessionId);
    this.#realtime.endSessions({ sessionIds: [sessionId] });
    return deleted;
  }

  /** Ends one of the user's own sessions; false when it is not theirs. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const session = await this.#sessions.findById(sessionId);
    if (!session || session.userId !== userId) return false;
    return this.revoke(sessionId);
  }

  /** Ends all of a user's sessions but `keepId` (password change, reset, disable); returns their ids. */
  async revokeAllFor(userId: string, keepId?: string): Promise<string[]> {
    const deleted = await this.#sessions.deleteByUser(userId, keepId);
    this.#realtime.endSessions({ userId, exceptSessionId: keepId });
    return deleted;
  }

  /** The user's live sessions, most recent activity first. */
  async list(userId: string): Promise<SessionRecord[]> {
    const sessions = await this.#sessions.listByUser(userId);
    return sessions.filter((s) => !this.isExpired(s)).sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Housekeeping: drops expired sessions from the store. */
  purgeExpired(): Promise<number> {
    const now = this.#now();
    return this.#sessions.deleteExpired({
      now: new Date(now).toISOString(),
      idleBefore: new Date(now - SESSION_IDLE_TIMEOUT_MS).toISOString(),
    });
  }
}
