import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr.ts';

describe('qrCodeSvg', () => {
  it('returns an SVG whose root carries role="img" and the accessible name', async () => {
    const svg = await qrCodeSvg('otpauth://totp/Sovereign%20Kubernetes%20Console:alice?secret=JBSWY3DPEHPK3PXP');
    expect(svg.trimStart().startsWith('<svg role="img" aria-label="QR code for your authenticator app"')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    // Only the root element is labelled.
    expect(svg.match(/aria-label=/g)).toHaveLength(1);
  });
});
