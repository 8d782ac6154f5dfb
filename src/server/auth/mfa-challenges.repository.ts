import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import { generateToken, hashToken } from './tokens.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

const CHALLENGE_TTL_MS = 5 * MS_PER_MINUTE;
const MAX_ATTEMPTS = 5;

/** The state between a correct password and the second factor; `id` is the token's hash. */
export type MfaChallengeRecord = { id: string; userId: string; createdAt: string; expiresAt: string; attempts: number };

export const mfaChallengesTable = defineTable<MfaChallengeRecord>({
  name: 'mfa_challenges',
  order: { column: 'created_at', key: (c) => c.createdAt },
  indexes: { expires: { column: 'expires_at', key: (c) => c.expiresAt } },
});

/** Second-factor challenges: open, answer (counting attempts), close. */
export interface MfaChallengeRepository {
  open(userId: string): Promise<string>;
  attempt(token: string): Promise<string | undefined>;
  close(token: string): Promise<void>;
  purgeExpired(): Promise<number>;
}

/**
 * Second-factor challenges, stored so that a challenge opened on one instance is answered on
 * any other. The token is single use and dies after 5 wrong codes or 5 minutes.
 */
export class MfaChallenges implements MfaChallengeRepository {
  #db: Db;
  #now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Opens a challenge for the user; returns the token to send to the client. */
  async open(userId: string): Promise<string> {
    const token = generateToken();
    const now = this.#now();
    await this.#challenges().insert({
      id: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
      attempts: 0,
    });
    return token;
  }

  /** The user behind a live challenge, counting one attempt atomically; undefined when gone. */
  async attempt(token: string): Promise<string | undefined> {
    const now = this.#now();
    let userId: string | undefined;
    await this.#challenges().update(hashToken(token), (challenge) => {
      if (Date.parse(challenge.expiresAt) <= now || challenge.attempts >= MAX_ATTEMPTS) return undefined;
      userId = challenge.userId;
      return { ...challenge, attempts: challenge.attempts + 1 };
    });
    return userId;
  }

  /** Closes a challenge once it succeeded. */
  async close(token: string): Promise<void> {
    await this.#challenges().delete(hashToken(token));
  }

  /** Deletes challenges past their lifetime (housekeeping). */
  purgeExpired(): Promise<number> {
    return this.#challenges().deleteMany({ expires: { lte: new Date(this.#now()).toISOString() } });
  }

  #challenges() {
    return this.#db.collection(mfaChallengesTable);
  }
}
