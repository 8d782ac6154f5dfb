import { AppError } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { EmailTokenRepository } from './email-tokens.repository.ts';
import {
  EMAIL_TOKEN_TTL_MS,
  type EmailTokenPurpose,
  type EmailTokenRecord,
} from '../../shared/auth/email-tokens.schemas.ts';
import { generateToken, hashToken } from './tokens.ts';
import { m } from '../../shared/i18n/messages.ts';

const LINK_PATHS: Record<EmailTokenPurpose, string> = {
  'verify-email': '/verify-email',
  'email-change': '/verify-email',
  'registration-verify': '/verify-registration-email',
  'password-reset': '/reset-password',
  'magic-link': '/magic-link',
};

/** Issues and redeems the single-use links sent by e-mail. */
export class EmailTokenService {
  #repository: EmailTokenRepository;
  #publicOrigin: string;

  constructor(repository: EmailTokenRepository, publicOrigin: string) {
    this.#repository = repository;
    this.#publicOrigin = publicOrigin;
  }

  /**
   * Stores a new token (voiding older unused ones) and returns the absolute link to send;
   * with `tx`, as part of that transaction.
   */
  async issue(purpose: EmailTokenPurpose, subjectId: string, email: string, tx?: Repositories): Promise<string> {
    const token = generateToken();
    const now = Date.now();
    const record: EmailTokenRecord = {
      id: hashToken(token),
      purpose,
      subjectId,
      email,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[purpose]).toISOString(),
      usedAt: null,
    };
    await (tx?.emailTokens ?? this.#repository).issue(record);
    const url = new URL(LINK_PATHS[purpose], this.#publicOrigin);
    url.searchParams.set('token', token);
    return url.href;
  }

  /** Redeems a token once; 400 token_invalid (unknown, used, forged) or token_expired. */
  async consume(purpose: EmailTokenPurpose, token: string): Promise<EmailTokenRecord> {
    const result = await this.#repository.consume(hashToken(token), purpose, new Date());
    if (result.ok) return result.token;
    throw tokenError(result.reason);
  }
}

/** The error of an unusable link: says what happened and that a new link can be sent. */
export function tokenError(reason: 'invalid' | 'expired'): AppError {
  return reason === 'expired'
    ? new AppError(400, 'token_expired', m.error_link_has_expired_ask_new_one())
    : new AppError(400, 'token_invalid', m.error_link_not_valid_was_already_used());
}
