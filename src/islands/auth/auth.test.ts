import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import {
  AUTH_STORAGE_KEYS,
  avatarInitial,
  clearAuthStorage,
  fieldErrorsOf,
  loginSchema,
  registerSchema,
  safeRedirectTarget,
  takeRedirectAfterLogin,
} from './auth.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('safeRedirectTarget', () => {
  it.each(['/dashboard', '/orders?status=open', '/clusters/c1#nodes', '/billing/invoices?page=2&sort=date'])(
    'keeps the same-site path %s',
    (path) => expect(safeRedirectTarget(path)).toBe(path),
  );

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /dashboard',
    '/auth',
    '/auth?tab=register',
  ])('sends %s to /dashboard', (value) => expect(safeRedirectTarget(value)).toBe('/dashboard'));
});

describe('registerSchema', () => {
  const valid = {
    username: 'alice.m',
    email: ' alice@example.eu ',
    password: 'correct horse',
    name: ' Alice ',
    companyName: 'Acme SAS',
  };

  it('accepts a valid registration and trims the text fields', () => {
    expect(registerSchema.parse(valid)).toMatchObject({ email: 'alice@example.eu', name: 'Alice' });
  });

  it('explains each problem in the user’s words', () => {
    const result = registerSchema.safeParse({ username: '_al', email: '', password: 'short', name: ' ', companyName: '' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      username: 'Start with a letter or a digit.',
      email: 'Enter your e-mail address.',
      password: 'Use at least 8 characters.',
      name: 'Enter your name.',
      companyName: 'Enter your company or organisation name.',
    });
  });

  it('rejects characters outside letters, digits, dots, hyphens and underscores', () => {
    const result = registerSchema.safeParse({ ...valid, username: 'alice m' });
    expect(result.error?.issues[0]?.message).toBe('Use only letters, digits, dots, hyphens and underscores.');
  });

  it('rejects an address that is not an e-mail', () => {
    const result = registerSchema.safeParse({ ...valid, email: 'alice' });
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('loginSchema', () => {
  it('asks for both fields', () => {
    const result = loginSchema.safeParse({ username: '', password: '' });
    expect(fieldErrorsOf(result.error!)).toEqual({
      username: 'Enter your username or e-mail address.',
      password: 'Enter your password.',
    });
  });
});

describe('storage helpers', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('clearAuthStorage removes the SPEC keys from both storages and nothing else', () => {
    for (const key of AUTH_STORAGE_KEYS) {
      window.localStorage.setItem(key, 'x');
      window.sessionStorage.setItem(key, 'x');
    }
    window.localStorage.setItem('theme', 'dark');
    clearAuthStorage();
    expect(window.localStorage.length).toBe(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('clearAuthStorage does nothing on the server', () => {
    vi.unstubAllGlobals();
    expect(() => clearAuthStorage()).not.toThrow();
  });

  it('takeRedirectAfterLogin prefers a valid ?redirect= and consumes the remembered page', () => {
    window.localStorage.setItem('redirectAfterLogin', '/billing');
    expect(takeRedirectAfterLogin('?redirect=%2Forders%3Fx%3D1')).toBe('/orders?x=1');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('takeRedirectAfterLogin falls back to the remembered page, then to /dashboard', () => {
    window.localStorage.setItem('redirectAfterLogin', '/billing#invoices');
    expect(takeRedirectAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/billing#invoices');
    expect(takeRedirectAfterLogin('')).toBe('/dashboard');
  });
});

describe('avatarInitial', () => {
  it('uses the first letter of the name, else the username', () => {
    expect(avatarInitial({ name: 'élodie', username: 'x', email: 'x@y.z' })).toBe('É');
    expect(avatarInitial({ name: ' ', username: 'bob', email: 'x@y.z' })).toBe('B');
  });
});
