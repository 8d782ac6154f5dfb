import { afterEach, describe, expect, it, vi } from 'vitest';

type StorageListener = (event: { key: string | null; newValue: string | null }) => void;

/** A fake browser window: localStorage (optionally throwing) and 'storage' listeners. */
function fakeWindow(initial: Record<string, string> = {}, { throwing = false } = {}) {
  const items = new Map(Object.entries(initial));
  const listeners: StorageListener[] = [];
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const window = {
    localStorage: {
      getItem: (key: string) => (throwing ? fail() : (items.get(key) ?? null)),
      setItem: (key: string, value: string) => (throwing ? fail() : void items.set(key, value)),
    },
    addEventListener: (type: string, listener: StorageListener) => {
      if (type === 'storage') listeners.push(listener);
    },
  };
  const otherTabWrites = (key: string | null, newValue: string | null) =>
    listeners.forEach((l) => l({ key, newValue }));
  return { window, items, otherTabWrites };
}

/** Imports a fresh copy of the store, as a page load would, with `window` as given. */
async function loadStore(window?: object) {
  vi.resetModules();
  if (window) vi.stubGlobal('window', window);
  return import('./currency.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('currency store', () => {
  it('defaults to EUR and monthly on the server, where there is no window', async () => {
    const store = await loadStore();
    expect(store.$currency.get()).toBe('EUR');
    expect(store.$billingCycle.get()).toBe('monthly');
    // Choosing still works without storage (nothing to persist to).
    store.setCurrency('GBP');
    expect(store.$currency.get()).toBe('GBP');
  });

  it('defaults to EUR and monthly in a browser with nothing stored', async () => {
    const store = await loadStore(fakeWindow().window);
    expect(store.$currency.get()).toBe('EUR');
    expect(store.$billingCycle.get()).toBe('monthly');
  });

  it('restores the stored choices on the next page load', async () => {
    const browser = fakeWindow();
    const first = await loadStore(browser.window);
    first.setCurrency('USD');
    first.setBillingCycle('yearly');
    expect(browser.items.get('currency')).toBe('USD');
    expect(browser.items.get('billingCycle')).toBe('yearly');

    const reloaded = await loadStore(browser.window);
    expect(reloaded.$currency.get()).toBe('USD');
    expect(reloaded.$billingCycle.get()).toBe('yearly');
  });

  it('ignores invalid stored values', async () => {
    const store = await loadStore(fakeWindow({ currency: 'CHF', billingCycle: '"yearly"' }).window);
    expect(store.$currency.get()).toBe('EUR');
    expect(store.$billingCycle.get()).toBe('monthly');
  });

  it('refuses unknown values passed by callers', async () => {
    const browser = fakeWindow();
    const store = await loadStore(browser.window);
    store.setCurrency('JPY' as never);
    store.setBillingCycle('weekly' as never);
    expect(store.$currency.get()).toBe('EUR');
    expect(store.$billingCycle.get()).toBe('monthly');
    expect(browser.items.size).toBe(0);
  });

  it('keeps working when storage throws', async () => {
    const store = await loadStore(fakeWindow({}, { throwing: true }).window);
    expect(store.$currency.get()).toBe('EUR');
    store.setCurrency('GBP');
    expect(store.$currency.get()).toBe('GBP');
  });

  it('follows a choice made in another tab, and a cleared storage', async () => {
    const browser = fakeWindow();
    const store = await loadStore(browser.window);
    browser.otherTabWrites('currency', 'GBP');
    browser.otherTabWrites('billingCycle', 'yearly');
    expect(store.$currency.get()).toBe('GBP');
    expect(store.$billingCycle.get()).toBe('yearly');
    browser.otherTabWrites('theme', 'dark');
    expect(store.$currency.get()).toBe('GBP');
    browser.otherTabWrites(null, null);
    expect(store.$currency.get()).toBe('EUR');
    expect(store.$billingCycle.get()).toBe('monthly');
  });
});
