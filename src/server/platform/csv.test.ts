import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('prod-eu')).toBe('prod-eu');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('writes a plain number, negative or not, as a number', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('0.00')).toBe('0.00');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['name', 'amount'],
        ['a,b', '-1.00'],
        ['=cmd', '2.00'],
      ]),
    ).toBe('name,amount\r\n"a,b",-1.00\r\n\'=cmd,2.00\r\n');
  });
});
