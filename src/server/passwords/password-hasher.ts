import { hash, verify } from '@node-rs/argon2';

// OWASP / ASVS 5.0 minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Verifies a password against a stored PHC string; false for any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
