import QRCode from 'qrcode';

const ACCESSIBLE_NAME = 'QR code for your authenticator app';

/** Renders text as an inline SVG QR code with an accessible name (role="img" + aria-label). */
export async function qrCodeSvg(text: string): Promise<string> {
  // Level M survives a little glare or a smudged screen without making the code too dense.
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const rootTag = /<svg\b/;
  // Without a root <svg> there is nothing to label; failing loudly beats shipping an unnamed image.
  if (!rootTag.test(svg)) throw new Error('qrcode did not return an SVG document');
  return svg.replace(rootTag, `<svg role="img" aria-label="${ACCESSIBLE_NAME}"`);
}
