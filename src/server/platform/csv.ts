// CSV as RFC 4180 writes it: cells separated by commas, every row ended by CRLF, a cell quoted
// when it holds a quote, a comma or a line break, quotes inside doubled. Exports are opened in
// spreadsheets, which run a cell starting with = + - @ (or a tab or CR before one) as a formula,
// so such text gets a leading apostrophe (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal such as -12.50: a value, not a formula, so written as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text a spreadsheet would run as a formula neutralised, then quoted where needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the header first) as one CSV document, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
