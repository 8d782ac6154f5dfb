import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import {
  AUTH_STORAGE_KEYS,
  avatarInitial,
  clearAuthStorage,
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
