import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** A value sealed by a SecretBox: readable only with the key that sealed it. */
export type Sealed = { sealed: string };

/** True for a payload written by `SecretBox.seal`. */
export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && typeof (value as Sealed).sealed === 'string' && (value as Sealed).sealed.startsWith(`${VERSION}.`);

/** A sealed value whose key is not this process's (another SECRETS_KEY sealed it). */
export class ForeignKeyError extends Error {
  override name = 'ForeignKeyError';
}

/**
 * Seals what the store must keep for a while but must not be readable from it: pending e-mails
 * (their one-time links), addresses waiting for a link to be made. AES-256-GCM (authenticated:
 * a changed byte fails to open) with a fresh 96-bit IV per value, under a key kept outside the
 * data folder and the database (secrets-key.ts), so neither a copy of DATA_DIR nor a database
 * dump holds a usable token. The key's id travels with each value, so a value sealed under
 * another key is told apart from a damaged one.
 */
export class SecretBox {
  readonly keyId: string;
  #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('A SecretBox key is 32 bytes.');
    this.#key = key;
    // Names the key without revealing it: a hash of it under a label of its own.
    this.keyId = createHash('sha256').update('sovereign-console secret-box key id').update(key).digest('hex').slice(0, 12);
  }

  /** Seals any JSON value. */
  seal(value: unknown): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(this.keyId));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    const parts = [VERSION, this.keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')];
    return { sealed: parts.join('.') };
  }

  /** Opens a sealed value; throws ForeignKeyError for another key's, an Error for a damaged one. */
  open(value: Sealed): unknown {
    const [version, keyId, iv, tag, body] = value.sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value.');
    if (keyId !== this.keyId) throw new ForeignKeyError(`Sealed under another SECRETS_KEY (key id ${keyId}; this one is ${this.keyId}).`);
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  }
}
