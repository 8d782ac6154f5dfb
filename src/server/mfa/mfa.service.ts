import type { ReauthGuard } from '../auth/reauth-guard.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hasher.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { qrCodeSvg } from './qr.ts';
import { generateRecoveryCodes, isRecoveryCodeShape, normaliseRecoveryCode } from './recovery-codes.ts';
import { generateTotpSecret, totpUri, verifyTotp } from './totp.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { openTotpSeed, sealTotpSeed } from './totp-seed.ts';

const invalidCode = () =>
  new AppError(400, 'invalid_code', m.error_code_not_valid(), {
    fields: { code: m.field_code_not_valid_check_app_try() },
  });

/**
 * TOTP enrolment and verification, with single-use codes and recovery codes. "Once" holds
 * across instances: the last accepted time step and the remaining recovery codes are checked
 * again inside an atomic change of the user (a row lock on PostgreSQL).
 */
export class MfaService {
  #users: UserRepository;
  #reauth: ReauthGuard;
  #box: SecretBox;

  constructor(users: UserRepository, reauth: ReauthGuard, box: SecretBox) {
    this.#users = users;
    this.#reauth = reauth;
    this.#box = box;
  }

  /** Starts enrolment: a new secret, its otpauth URI and QR code; not active until confirmed. */
  async setup(user: UserRecord): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    if (user.mfa) throw errors.conflict(m.error_two_factor_authentication_already_turn_off());
    const secret = generateTotpSecret();
    await this.#users.update(user.id, {
      mfaPending: { sealedSecret: sealTotpSeed(this.#box, user.id, secret), createdAt: new Date().toISOString() },
    });
    const otpauthUrl = totpUri({ secret, accountName: user.email });
    return { secret, otpauthUrl, qrSvg: await qrCodeSvg(otpauthUrl) };
  }

  /** Confirms enrolment with a first code; returns the ten recovery codes, shown once. */
  async enable(userId: string, code: string): Promise<string[]> {
    const user = await this.#mustFind(userId);
    if (user.mfa) throw errors.conflict(m.error_two_factor_authentication_already());
    const pending = user.mfaPending;
    if (!pending) throw errors.badRequest(m.error_start_set_up_again_no_enrolment());
    const result = verifyTotp({
      secret: openTotpSeed(this.#box, userId, pending.sealedSecret),
      code,
      lastUsedStep: null,
    });
    if (!result.ok) throw invalidCode();
    const codes = generateRecoveryCodes(10);
    const recoveryCodeHashes = await hashCodes(codes);
    await this.#users.change(userId, (current) => {
      if (current.mfa) throw errors.conflict(m.error_two_factor_authentication_already());
      if (current.mfaPending?.sealedSecret !== pending.sealedSecret)
        throw errors.badRequest(m.error_start_set_up_again_enrolment_changed());
      return {
        mfaPending: null,
        mfa: {
          sealedSecret: pending.sealedSecret,
          enabledAt: new Date().toISOString(),
          lastUsedStep: result.step,
          recoveryCodeHashes,
        },
      };
    });
    return codes;
  }

  /**
   * Checks a second factor: a TOTP code (each time step accepted once) or a recovery code
   * (each accepted once). False when it does not match.
   */
  async verify(userId: string, input: string): Promise<boolean> {
    const user = await this.#mustFind(userId);
    if (!user.mfa) return false;
    let accepted = false;
    if (isRecoveryCodeShape(input)) {
      // argon2 is slow: find the matching hash first, then remove it only if it is still there.
      const matched = await findMatchingCode(user.mfa.recoveryCodeHashes, input);
      if (!matched) return false;
      await this.#users.change(userId, (current) => {
        if (!current.mfa?.recoveryCodeHashes.includes(matched)) return undefined;
        accepted = true;
        return {
          mfa: {
            ...current.mfa,
            recoveryCodeHashes: current.mfa.recoveryCodeHashes.filter((hash) => hash !== matched),
          },
        };
      });
      return accepted;
    }
    const secret = openTotpSeed(this.#box, userId, user.mfa.sealedSecret);
    const result = verifyTotp({ secret, code: input, lastUsedStep: user.mfa.lastUsedStep });
    if (!result.ok) return false;
    await this.#users.change(userId, (current) => {
      if (
        !current.mfa ||
        current.mfa.sealedSecret !== user.mfa?.sealedSecret ||
        current.mfa.lastUsedStep >= result.step
      )
        return undefined;
      accepted = true;
      return { mfa: { ...current.mfa, lastUsedStep: result.step } };
    });
    return accepted;
  }

  /** Turns MFA off after a fresh code, or the password, checked by the re-authentication guard. */
  async disable(
    userId: string,
    proof: { code?: string; password?: string },
    sessionId: string,
    meta: RequestMeta,
  ): Promise<void> {
    const user = await this.#mustFind(userId);
    if (!user.mfa) throw errors.conflict(m.error_two_factor_authentication_not());
    const { code, password } = proof;
    if (code) {
      const wrong = { field: 'code', wrong: m.field_code_not_valid_check_app_try() };
      await this.#reauth.check(user, sessionId, () => this.verify(userId, code), wrong, meta);
    } else {
      await this.#reauth.checkPassword(user, sessionId, password ?? '', 'password', meta);
    }
    await this.#users.update(userId, { mfa: null, mfaPending: null });
  }

  /** Replaces the recovery codes after a fresh TOTP code; the old ones stop working. */
  async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
    if (!(await this.verify(userId, code))) throw invalidCode();
    const codes = generateRecoveryCodes(10);
    const recoveryCodeHashes = await hashCodes(codes);
    await this.#users.change(userId, (current) => {
      if (!current.mfa) throw errors.conflict(m.error_two_factor_authentication_not());
      return { mfa: { ...current.mfa, recoveryCodeHashes } };
    });
    return codes;
  }

  async #mustFind(userId: string): Promise<UserRecord> {
    const user = await this.#users.findById(userId);
    if (!user) throw errors.notFound(m.error_user_not_found());
    return user;
  }
}

// Recovery codes carry ~50 bits, under ASVS 6.5.2's 112, so they are stored like passwords.
function hashCodes(codes: string[]): Promise<string[]> {
  return Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code) ?? code)));
}

async function findMatchingCode(hashes: string[], input: string): Promise<string | undefined> {
  const normalised = normaliseRecoveryCode(input);
  if (!normalised) return undefined;
  for (const hash of hashes) {
    if (await verifyPassword(hash, normalised)) return hash;
  }
  return undefined;
}
