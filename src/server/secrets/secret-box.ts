import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
/** A secret sealed to one record: `v2.<key id>.<iv>.<tag>.<body>`, the record named in the AAD. */
const RECORD_VERSION = 'v2';
const IV_BYTES = 12;

/** A value sealed by a SecretBox: readable only with the key that sealed it. */
export type Sealed = { sealed: string };

/** True for a payload written by `SecretBox.seal`. */
export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Sealed).sealed === 'string' &&
  (value as Sealed).sealed.startsWith(`${VERSION}.`);

/** A sealed value whose key is not this process's (another SECRETS_KEY sealed it). */
export class ForeignKeyError extends Error {
  override name = 'ForeignKeyError';
}

/** Names a key without revealing it: a hash of it under a label of its own. */
export function secretsKeyId(key: Buffer): string {
  return createHash('sha256').update('sovereign-console secret-box key id').update(key).digest('hex').slice(0, 12);
}

/** True for a string written by `SecretBox.sealFor`. */
export const isSealedText = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(`${RECORD_VERSION}.`);

/**
 * Seals what the store must keep but must not be readable from it: pending e-mails (their
 * one-time links), addresses waiting for a link, TOTP seeds, webhook signing secrets.
 * AES-256-GCM (authenticated: a changed byte fails to open) with a fresh 96-bit IV per value,
 * under a key kept outside the data folder and the database (secrets-key.ts), so neither a copy
 * of DATA_DIR, a database dump nor a backup holds a usable secret. The key's id travels with
 * each value, so a value sealed under another key is told apart from a damaged one.
 *
 * A record's secret (`sealFor`) also binds the record it belongs to (its table and id, as
 * associated data): copied into another record, it does not open. During a key rotation the
 * previous key still opens what it sealed (`SECRETS_KEY_PREVIOUS`) until `npm run
 * secrets:reseal` has sealed everything again under the current one.
 */
export class SecretBox {
  readonly keyId: string;
  #key: Buffer;
  #previous: { id: string; key: Buffer } | undefined;

  constructor(key: Buffer, previousKey?: Buffer) {
    if (key.length !== 32 || (previousKey && previousKey.length !== 32))
      throw new Error('A SecretBox key is 32 bytes.');
    this.#key = key;
    this.keyId = secretsKeyId(key);
    this.#previous =
      previousKey && !previousKey.equals(key) ? { id: secretsKeyId(previousKey), key: previousKey } : undefined;
  }

  /** Seals any JSON value. */
  seal(value: unknown): Sealed {
    const { iv, tag, body } = this.#encrypt(JSON.stringify(value), this.keyId);
    return { sealed: [VERSION, this.keyId, iv, tag, body].join('.') };
  }

  /** Opens a sealed value; throws ForeignKeyError for another key's, an Error for a damaged one. */
  open(value: Sealed): unknown {
    const [version, keyId = '', iv, tag, body] = value.sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value.');
    return JSON.parse(this.#decrypt(keyId, iv, tag, body, keyId)) as unknown;
  }

  /** Seals a record's secret, bound to that record (`record` names its table and id). */
  sealFor(record: string, secret: string): string {
    const { iv, tag, body } = this.#encrypt(secret, `${this.keyId}|${record}`);
    return [RECORD_VERSION, this.keyId, iv, tag, body].join('.');
  }

  /** Opens a record's secret; an Error when it was sealed for another record or is damaged. */
  openFor(record: string, sealed: string): string {
    const [version, keyId = '', iv, tag, body] = sealed.split('.');
    if (version !== RECORD_VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret.');
    return this.#decrypt(keyId, iv, tag, body, `${keyId}|${record}`);
  }

  /** True when `sealed` (either form) was sealed under another key than the current one. */
  needsReseal(sealed: string): boolean {
    return sealed.split('.', 2)[1] !== this.keyId;
  }

  #encrypt(text: string, aad: string): { iv: string; tag: string; body: string } {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(aad));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return {
      iv: iv.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
      body: body.toString('base64url'),
    };
  }

  #decrypt(keyId: string, iv: string, tag: string, body: string, aad: string): string {
    const key = keyId === this.keyId ? this.#key : keyId === this.#previous?.id ? this.#previous.key : undefined;
    if (!key)
      throw new ForeignKeyError(`Sealed under another SECRETS_KEY (key id ${keyId}; this one is ${this.keyId}).`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
