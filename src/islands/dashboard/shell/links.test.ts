import { describe, expect, it } from 'vitest';
import { inAppHref } from './links.ts';
import type { AnchorInfo, ClickInfo } from './links.ts';

const click: ClickInfo = {
  button: 0,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const link = (href: string, extra: Partial<AnchorInfo> = {}): AnchorInfo => ({
  href,
  target: '',
  download: false,
  rel: '',
  ...extra,
});
const here = { href: 'https://console.example.eu/dashboard', origin: 'https://console.example.eu' };

describe('inAppHref', () => {
  it('opens signed-in routes in the app, keeping query and hash', () => {
    expect(inAppHref(click, link('/orders'), here)).toBe('/orders');
    expect(inAppHref(click, link('https://console.example.eu/clusters/c1?tab=nodes#pools'), here)).toBe(
      '/clusters/c1?tab=nodes#pools',
    );
    expect(inAppHref(click, link('/settings', { target: '_self' }), here)).toBe('/settings');
  });

  it('leaves public pages and unknown paths to the browser', () => {
    expect(inAppHref(click, link('/pricing'), here)).toBeUndefined();
    expect(inAppHref(click, link('/'), here)).toBeUndefined();
    expect(inAppHref(click, link('/no/such/page'), here)).toBeUndefined();
  });

  it('leaves other origins, new tabs, downloads and external links to the browser', () => {
    expect(inAppHref(click, link('https://evil.example/dashboard'), here)).toBeUndefined();
    expect(inAppHref(click, link('/orders', { target: '_blank' }), here)).toBeUndefined();
    expect(inAppHref(click, link('/orders', { download: true }), here)).toBeUndefined();
    expect(inAppHref(click, link('/orders', { rel: 'noopener external' }), here)).toBeUndefined();
  });

  it('leaves modified, middle-button and cancelled clicks to the browser', () => {
    for (const key of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(inAppHref({ ...click, [key]: true }, link('/orders'), here)).toBeUndefined();
    }
    expect(inAppHref({ ...click, button: 1 }, link('/orders'), here)).toBeUndefined();
    expect(inAppHref({ ...click, defaultPrevented: true }, link('/orders'), here)).toBeUndefined();
  });

  it('lets the browser scroll to an anchor on the same page', () => {
    expect(inAppHref(click, link('/dashboard#security'), here)).toBeUndefined();
  });
});
