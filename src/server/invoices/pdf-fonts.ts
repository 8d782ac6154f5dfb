import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// DejaVu Sans covers every European alphabet (ł, ő, ř, Greek, Cyrillic): buyers' legal names are
// printed as they are written. PDF/A requires every font to be embedded, so no standard PDF font
// is ever used; pdfkit embeds the subset a document uses.
const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

/** The font files, for documents that register them by bytes. */
export const FONTS = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };

// pdfkit takes a font it would otherwise parse from bytes for every document (about 60 % of an
// invoice's rendering time): fontkit parses each file once per process, and each document makes
// its own subset. fontkit ships no types, and pdfkit's types do not list the parsed font object
// its font factory accepts (anything with a `layout` method): hence the casts.
const fontkit = require('fontkit') as { create(buffer: Uint8Array): unknown };
const parsed = (bytes: Buffer) => fontkit.create(bytes) as PDFKit.Mixins.PDFFontSource;

/** Parsed once: hand these to `doc.registerFont`. */
export const PARSED_FONTS = { regular: parsed(FONTS.regular), bold: parsed(FONTS.bold) };
