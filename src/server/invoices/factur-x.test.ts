import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEn16931, type Validation } from '../../../test/support/en16931.ts';
import { INVOICE_SHAPES } from '../../../test/support/invoice-shapes.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// Every shape of invoice and credit note the console issues, rendered as the PDF a customer
// downloads and checked by the European Commission's EN 16931 artefacts (the validator reads the
// factur-x.xml embedded in the PDF): no fatal rule may fail. A new shape is a new entry in
// test/support/invoice-shapes.ts.

const dir = mkdtempSync(join(tmpdir(), 'factur-x-'));
const results = new Map<string, Validation>();

beforeAll(async () => {
  const files = await Promise.all(
    INVOICE_SHAPES.map(async (shape, index) => {
      const file = join(dir, `${String(index).padStart(2, '0')}.pdf`);
      writeFileSync(file, await renderInvoicePdf(shape.issue()));
      return { name: shape.name, file };
    }),
  );
  const validations = await validateEn16931(files.map((f) => f.file));
  files.forEach((f, index) => results.set(f.name, validations[index] as Validation));
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Factur-X invoices and credit notes pass EN 16931 validation', () => {
  it.each(INVOICE_SHAPES.map((shape) => shape.name))('%s', (name) => {
    const result = results.get(name);
    expect(result, 'validated').toBeDefined();
    expect({ fatal: result?.fatal, exitCode: result?.exitCode }, result?.output).toEqual({ fatal: 0, exitCode: 0 });
  });
});
