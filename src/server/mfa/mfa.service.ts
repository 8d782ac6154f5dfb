import { KeyedMutex } from '../auth/keyed-mutex.ts';
import { AppError, errors } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hasher.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { UserRecord } from '../users/users.schemas.ts';
import { qrCodeSvg } from './qr.ts';
import { generateRecoveryCodes, isRecoveryCodeShape, normaliseRecoveryCode } from './recovery-codes.ts';
import { generateTotpSecret, totpUri, verifyTotp } from './totp.ts';

const invalidCode = () =>
  new AppError(400, 'invalid_code', 'That code is not valid.', { fields: { code: 'That code is not valid. Check your app and try again.' } });

/** TOTP enrolment and verification, with single-use codes and recovery codes. */
export class MfaService {
  #users: UserRepository;
  #mutex = new KeyedMutex();

  constructor(users: UserRepository) {
    this.#users = users;
  }

  /** Starts enrolment: a new secret, its otpauth URI and QR code; not active until confirmed. */
  async setup(user: UserRecord): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    if (user.mfa) throw errors.conflict('Two-factor authentication is already on. Turn it off first to enrol again.');
    const secret = generateTotpSecret();
    await this.#users.update(user.id, { mfaPending: { secret, createdAt: new Date().toISOString() } });
    const otpauthUrl = totpUri({ secret, accountName: user.email });
    return { secret, otpauthUrl, qrSvg: await qrCodeSvg(otpauthUrl) };
  }

  /** Confirms enrolment with a first code; returns the ten recovery codes, shown once. */
  enable(userId: string, code: string): Promise<string[]> {
    return this.#mutex.run(userId, async () => {
      const user = await this.#mustFind(userId);
      if (user.mfa) throw errors.conflict('Two-factor authentication is already on.');
      if (!user.mfaPending) throw errors.badRequest('Start the set-up again: no enrolment is in progress.');
      const result = verifyTotp({ secret: user.mfaPending.secret, code, lastUsedStep: null });
      if (!result.ok) throw invalidCode();
      const codes = generateRecoveryCodes(10);
      await this.#users.update(userId, {
        mfaPending: null,
        mfa: {
          secret: user.mfaPending.secret,
          enabledAt: new Date().toISOString(),
          lastUsedStep: result.step,
          recoveryCodeHashes: await hashCodes(codes),
        },
      });
      return codes;
    });
  }

  /**
   * Checks a second factor: a TOTP code (each time step accepted once) or a recovery code
   * (each accepted once). False when it does not match.
   */
  verify(userId: string, input: string): Promise<boolean> {
    return this.#mutex.run(userId, async () => {
      const user = await this.#mustFind(userId);
      if (!user.mfa) return false;
      if (isRecoveryCodeShape(input)) {
        const remaining = await removeMatchingCode(user.mfa.recoveryCodeHashes, input);
        if (!remaining) return false;
        await this.#users.update(userId, { mfa: { ...user.mfa, recoveryCodeHashes: remaining } });
        return true;
      }
      const result = verifyTotp({ secret: user.mfa.secret, code: input, lastUsedStep: user.mfa.lastUsedStep });
      if (!result.ok) return false;
      await this.#users.update(userId, { mfa: { ...user.mfa, lastUsedStep: result.step } });
      return true;
    });
  }

  /** Turns MFA off after a fresh code, or the password. */
  async disable(userId: string, proof: { code?: string; password?: string }): Promise<void> {
    const user = await this.#mustFind(userId);
    if (!user.mfa) throw errors.conflict('Two-factor authentication is not on.');
    const ok = proof.code
      ? await this.verify(userId, proof.code)
      : Boolean(proof.password && user.passwordHash && (await verifyPassword(user.passwordHash, proof.password)));
    if (!ok) {
      throw proof.code
        ? invalidCode()
        : errors.badRequest('The password is not correct.', { password: 'The password is not correct.' });
    }
    await this.#users.update(userId, { mfa: null, mfaPending: null });
  }

  /** Replaces the recovery codes after a fresh TOTP code; the old ones stop working. */
  async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
    if (!(await this.verify(userId, code))) throw invalidCode();
    return this.#mutex.run(userId, async () => {
      const user = await this.#mustFind(userId);
      if (!user.mfa) throw errors.conflict('Two-factor authentication is not on.');
      const codes = generateRecoveryCodes(10);
      await this.#users.update(userId, { mfa: { ...user.mfa, recoveryCodeHashes: await hashCodes(codes) } });
      return codes;
    });
  }

  async #mustFind(userId: string): Promise<UserRecord> {
    const user = await this.#users.findById(userId);
    if (!user) throw errors.notFound('User not found.');
    return user;
  }
}

// Recovery codes carry ~50 bits, under ASVS 6.5.2's 112, so they are stored like passwords.
function hashCodes(codes: string[]): Promise<string[]> {
  return Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code) ?? code)));
}

async function removeMatchingCode(hashes: string[], input: string): Promise<string[] | undefined> {
  const normalised = normaliseRecoveryCode(input);
  if (!normalised) return undefined;
  for (let i = 0; i < hashes.length; i += 1) {
    const hash = hashes[i];
    if (hash && (await verifyPassword(hash, normalised))) return hashes.filter((_, j) => j !== i);
  }
  return undefined;
}
