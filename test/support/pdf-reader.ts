import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOrInstall } from '../../scripts/debian-package.ts';

// Reads a PDF back the way a recipient's tools would: poppler's pdftotext (the printed text),
// pdfdetach (embedded files), pdffonts and pdfinfo (fonts, XMP metadata). Debian's poppler-utils,
// installed when missing and running as root.

const tool = (name: string) => findOrInstall('poppler-utils', [`/usr/bin/${name}`]);

/** The text of every page, laid out as printed (columns kept on their lines). */
export const pdfText = (file: string) => execFileSync(tool('pdftotext'), ['-layout', file, '-'], { encoding: 'utf8' });

/** The names of the embedded files. */
export function pdfAttachmentNames(file: string): string[] {
  const list = execFileSync(tool('pdfdetach'), ['-list', file], { encoding: 'utf8' });
  return list
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^\s*\d+:\s*/, '').trim())
    .filter(Boolean);
}

/** An embedded file's content, by name. */
export function pdfAttachment(file: string, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-attachment-'));
  try {
    const out = join(dir, 'file');
    execFileSync(tool('pdfdetach'), ['-savefile', name, '-o', out, file]);
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each font: its name and whether it is embedded. */
export function pdfFonts(file: string): { name: string; embedded: boolean }[] {
  const lines = execFileSync(tool('pdffonts'), [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  // Columns: name type encoding emb sub uni object ID; the name has no spaces.
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    return { name: cells[0] ?? '', embedded: cells.at(-5) === 'yes' };
  });
}

/** The document's XMP metadata. */
export const pdfXmp = (file: string) => execFileSync(tool('pdfinfo'), ['-meta', file], { encoding: 'utf8' });
