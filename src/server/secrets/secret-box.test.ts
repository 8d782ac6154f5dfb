import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error.ts';
import { ForeignKeyError, isSealed, SecretBox } from './secret-box.ts';
import { isInside, loadSecretsKey, parseSecretsKey } from './secrets-key.ts';

const message = {
  to: 'ada@example.eu',
  subject: 'Reset your password',
  text: 'https://console.example.eu/reset-password?token=abcdefghijklmnopqrstuvwxyz234567',
};

describe('sealing pending secrets', () => {
  it('seals a value so that neither its text nor its token can be read, and opens it with the same key', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal(message);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.sealed).not.toContain('abcdefghijklmnop');
    expect(sealed.sealed).not.toContain('ada@example.eu');
    expect(box.open(sealed)).toEqual(message);
    // A fresh IV each time: the same message never seals the same way twice.
    expect(box.seal(message).sealed).not.toBe(sealed.sealed);
  });

  it('refuses a value sealed under another key as foreign, and a changed byte as damaged', () => {
    const sealed = new SecretBox(randomBytes(32)).seal(message);
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow(ForeignKeyError);
    const box = new SecretBox(randomBytes(32));
    const good = box.seal(message).sealed;
    const last = good.at(-2) === 'A' ? 'B' : 'A';
    expect(() => box.open({ sealed: `${good.slice(0, -2)}${last}${good.at(-1)}` })).toThrow();
  });
});

describe("sealing a record's secret", () => {
  it('opens only for the record it was sealed for', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.sealFor('users/u1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.openFor('users/u1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    // Copied into another record, the value does not open.
    expect(() => box.openFor('users/u2', sealed)).toThrow();
    expect(() => box.openFor('webhook_endpoints/u1', sealed)).toThrow();
  });

  it('still opens what the previous key sealed during a rotation, and says what needs sealing again', () => {
    const previous = randomBytes(32);
    const old = new SecretBox(previous);
    const sealedSecret = old.sealFor('users/u1', 'whsec_abc');
    const sealedMail = old.seal(message);
    const rotated = new SecretBox(randomBytes(32), previous);
    expect(rotated.openFor('users/u1', sealedSecret)).toBe('whsec_abc');
    expect(rotated.open(sealedMail)).toEqual(message);
    expect(rotated.needsReseal(sealedSecret)).toBe(true);
    expect(rotated.needsReseal(sealedMail.sealed)).toBe(true);
    expect(rotated.needsReseal(rotated.sealFor('users/u1', 'whsec_abc'))).toBe(false);
    // Without the previous key, the old value is foreign, not damaged.
    expect(() => new SecretBox(randomBytes(32)).openFor('users/u1', sealedSecret)).toThrow(ForeignKeyError);
  });
});

describe('the secrets key', () => {
  it('reads 32 bytes as 64 hex digits or base64, nothing else', () => {
    expect(parseSecretsKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseSecretsKey(randomBytes(32).toString('base64'))?.length).toBe(32);
    expect(parseSecretsKey(randomBytes(32).toString('base64url'))?.length).toBe(32);
    expect(parseSecretsKey('ab'.repeat(31))).toBeUndefined();
    expect(parseSecretsKey('correct horse battery staple')).toBeUndefined();
  });

  it('creates its file once, private, and every process starting at once reads the same key', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'secrets-key-')), 'nested', 'secrets.key');
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadSecretsKey({ kind: 'file', path })));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await loadSecretsKey({ kind: 'file', path })).equals(keys[0] as Buffer)).toBe(true);
    expect(parseSecretsKey(await readFile(path, 'utf8'))?.equals(keys[0] as Buffer)).toBe(true);
  });

  it('stops the start with the variable named when the file holds something else', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'secrets-key-')), 'secrets.key');
    await writeFile(path, 'not a key\n');
    await expect(loadSecretsKey({ kind: 'file', path })).rejects.toThrow(ConfigError);
    await expect(loadSecretsKey({ kind: 'file', path })).rejects.toThrow(/^Invalid SECRETS_KEY_FILE/);
  });

  it('tells a path inside a folder from one beside it', () => {
    expect(isInside('./data/keys/secrets.key', './data')).toBe(true);
    expect(isInside('./data', './data')).toBe(true);
    expect(isInside('./data.key', './data')).toBe(false);
    expect(isInside('/etc/console/secrets.key', './data')).toBe(false);
  });
});
