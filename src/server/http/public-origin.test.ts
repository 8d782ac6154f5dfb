import { describe, expect, it } from 'vitest';
import { BUILD_ORIGIN, siteOrigin, withPublicOrigin } from './public-origin.ts';

describe('public origin', () => {
  const url = new URL('http://127.0.0.1:5000/pricing');

  it('names the server’s configured origin when the server renders, the stand-in when prerendering', () => {
    const services = { config: { publicOrigin: 'https://console.example.eu' } };
    expect(siteOrigin({ locals: { services }, site: new URL(BUILD_ORIGIN), url })).toBe('https://console.example.eu');
    expect(siteOrigin({ locals: {}, site: new URL(BUILD_ORIGIN), url })).toBe(BUILD_ORIGIN);
    expect(siteOrigin({ locals: {}, site: undefined, url })).toBe('http://127.0.0.1:5000');
  });

  it('puts the run-time origin in every place a built file names the stand-in', () => {
    const built = Buffer.from(
      `<link rel="canonical" href="${BUILD_ORIGIN}/fr/pricing"><meta property="og:image" content="${BUILD_ORIGIN}/og-image.png">`,
    );
    expect(withPublicOrigin(built, 'http://[::1]:8080')?.toString()).toBe(
      '<link rel="canonical" href="http://[::1]:8080/fr/pricing"><meta property="og:image" content="http://[::1]:8080/og-image.png">',
    );
    // Only the origin: a configured value with a trailing slash does not double it.
    expect(withPublicOrigin(Buffer.from(`${BUILD_ORIGIN}/`), 'https://console.example.eu/')?.toString()).toBe(
      'https://console.example.eu/',
    );
  });

  it('leaves a file that does not name the stand-in as it is', () => {
    expect(withPublicOrigin(Buffer.from('User-agent: *\nAllow: /\n'), 'https://console.example.eu')).toBeUndefined();
  });
});
