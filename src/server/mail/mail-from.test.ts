import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { defaultMailFrom, mailDomain, parseMailFrom } from './mail-from.ts';

describe('MAIL_FROM', () => {
  it('reads a name and an address, a quoted name, or the address alone', () => {
    expect(parseMailFrom('Sovereign Cloud <no-reply@example.eu>')).toEqual({
      name: 'Sovereign Cloud',
      address: 'no-reply@example.eu',
    });
    expect(parseMailFrom('"Cloud, Sovereign" <ops@mail.example.eu>')).toEqual({
      name: 'Cloud, Sovereign',
      address: 'ops@mail.example.eu',
    });
    expect(parseMailFrom('no-reply@example.eu')).toEqual({
      name: 'Sovereign Kubernetes Console',
      address: 'no-reply@example.eu',
    });
    expect(mailDomain({ name: 'x', address: 'no-reply@Mail.Example.EU' })).toBe('mail.example.eu');
  });

  it('refuses what is not one sender', () => {
    for (const bad of [
      'Sovereign Cloud',
      'Cloud <not-an-address>',
      'a@example.eu, b@example.eu',
      'Evil\r\nBcc: x@example.eu <a@example.eu>',
      '<a@example.eu> trailing',
    ]) {
      expect(parseMailFrom(bad), bad).toBeUndefined();
    }
  });

  it('defaults to no-reply at the host of PUBLIC_ORIGIN', () => {
    expect(defaultMailFrom('https://console.example.eu:8443')).toEqual({
      name: 'Sovereign Kubernetes Console',
      address: 'no-reply@console.example.eu',
    });
    expect(defaultMailFrom('http://127.0.0.1:4321').address).toBe('no-reply@localhost');
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://console.example.eu', SECRETS_KEY_FILE: '/nonexistent/secrets.key' }).mailFrom
        .address,
    ).toBe('no-reply@console.example.eu');
  });

  it('stops the start with one line naming the variable when it is not a sender', () => {
    expect(() => loadConfig({ MAIL_FROM: 'Sovereign Cloud', SECRETS_KEY_FILE: '/nonexistent/secrets.key' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Sovereign Cloud', SECRETS_KEY_FILE: '/nonexistent/secrets.key' })).toThrow(
      'Invalid MAIL_FROM (got "Sovereign Cloud"): expected a sender such as Sovereign Cloud <no-reply@example.eu>, or just the address',
    );
    expect(
      loadConfig({ MAIL_FROM: 'Ops <ops@example.eu>', SECRETS_KEY_FILE: '/nonexistent/secrets.key' }).mailFrom,
    ).toEqual({ name: 'Ops', address: 'ops@example.eu' });
  });
});
