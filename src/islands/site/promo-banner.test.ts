import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A minimal Storage, since the node environment has no sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
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

/** A fresh copy of the store module (it reads the session flag when it loads) and of the toasts. */
async function load(storage: Storage) {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', storage);
  const promo = await import('./promo-banner.ts');
  const { $toasts } = await import('../stores/toasts.ts');
  return { ...promo, $toasts };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('promo banner state', () => {
  it('is shown by default', async () => {
    const { $promoBanner } = await load(memoryStorage());
    expect($promoBanner.get()).toBe('shown');
  });

  it('starts collapsed when this session dismissed it', async () => {
    const { $promoBanner } = await load(memoryStorage({ promoBannerDismissed: 'true' }));
    expect($promoBanner.get()).toBe('collapsed');
  });

  it('dismissing sets the session flag and collapses it to the side tab', async () => {
    const storage = memoryStorage();
    const { $promoBanner, dismissPromoBanner, PROMO_DISMISSED_KEY } = await load(storage);
    dismissPromoBanner();
    expect($promoBanner.get()).toBe('collapsed');
    expect(storage.getItem(PROMO_DISMISSED_KEY)).toBe('true');
  });

  it('restoring clears the flag, shows the banner and confirms it', async () => {
    const storage = memoryStorage({ promoBannerDismissed: 'true' });
    const { $promoBanner, restorePromoBanner, $toasts } = await load(storage);
    restorePromoBanner();
    expect($promoBanner.get()).toBe('shown');
    expect(storage.getItem('promoBannerDismissed')).toBeNull();
    expect($toasts.get()[0]).toMatchObject({ title: 'Offer restored', variant: 'info' });
  });

  it('still collapses when storage is blocked', async () => {
    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const { $promoBanner, dismissPromoBanner } = await load(blocked);
    dismissPromoBanner();
    expect($promoBanner.get()).toBe('collapsed');
  });

  it('the head script reads the same key and value the store writes', async () => {
    const { promoInitScript, PROMO_DISMISSED_KEY } = await load(memoryStorage());
    expect(promoInitScript).toContain(`getItem('${PROMO_DISMISSED_KEY}')==='true'`);
  });
});

describe('copyPromoCode', () => {
  it('copies PARIS, says Copied for 2 s and shows a 3 s toast', async () => {
    const { copyPromoCode, $promoCodeCopied, $toasts } = await load(memoryStorage());
    const writeText = vi.fn(async (_text: string) => {});
    expect(await copyPromoCode({ writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('PARIS');
    expect($promoCodeCopied.get()).toBe(true);
    expect($toasts.get()[0]).toMatchObject({ title: 'Code PARIS copied', duration: 3000, variant: 'success' });
    vi.advanceTimersByTime(1999);
    expect($promoCodeCopied.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($promoCodeCopied.get()).toBe(false);
  });

  it('a second copy restarts the 2 s feedback', async () => {
    const { copyPromoCode, $promoCodeCopied } = await load(memoryStorage());
    const writeText = async () => {};
    await copyPromoCode({ writeText });
    vi.advanceTimersByTime(1500);
    await copyPromoCode({ writeText });
    vi.advanceTimersByTime(1500);
    expect($promoCodeCopied.get()).toBe(true);
    vi.advanceTimersByTime(500);
    expect($promoCodeCopied.get()).toBe(false);
  });

  it('tells the visitor to copy by hand when the browser refuses', async () => {
    const { copyPromoCode, $promoCodeCopied, $toasts } = await load(memoryStorage());
    const writeText = async () => {
      throw new DOMException('denied', 'NotAllowedError');
    };
    expect(await copyPromoCode({ writeText })).toBe(false);
    expect(await copyPromoCode(undefined)).toBe(false);
    expect($promoCodeCopied.get()).toBe(false);
    expect($toasts.get()[0]).toMatchObject({ title: 'Could not copy the code', variant: 'warning' });
  });
});
