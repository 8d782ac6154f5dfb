import { generateToken, hashToken } from './tokens.ts';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

type Challenge = { userId: string; expiresAt: number; attempts: number };

/**
 * The state between a correct password and the second factor. Held in memory: a restart only
 * means signing in again. The token is single use and dies after 5 wrong codes or 5 minutes.
 */
export class MfaChallenges {
  #challenges = new Map<string, Challenge>();

  /** Opens a challenge for the user; returns the token to send to the client. */
  open(userId: string): string {
    this.#sweep();
    const token = generateToken();
    this.#challenges.set(hashToken(token), { userId, expiresAt: Date.now() + CHALLENGE_TTL_MS, attempts: 0 });
    return token;
  }

  /** The user behind a live challenge, counting one attempt; undefined when gone. */
  attempt(token: string): string | undefined {
    const key = hashToken(token);
    const challenge = this.#challenges.get(key);
    if (!challenge || challenge.expiresAt <= Date.now() || challenge.attempts >= MAX_ATTEMPTS) {
      this.#challenges.delete(key);
      return undefined;
    }
    challenge.attempts += 1;
    return challenge.userId;
  }

  /** Closes a challenge once it succeeded. */
  close(token: string): void {
    this.#challenges.delete(hashToken(token));
  }

  #sweep() {
    const now = Date.now();
    for (const [key, challenge] of this.#challenges) if (challenge.expiresAt <= now) this.#challenges.delete(key);
  }
}
