import { stringify } from 'yaml';

/** How a command prints: tables and lines for people (the default), or JSON or YAML only for scripts. */
export type OutputFormat = 'table' | 'json' | 'yaml';

/** The formats `--output` takes. */
export const OUTPUT_FORMATS: OutputFormat[] = ['table', 'json', 'yaml'];

/** True for the formats a script parses (JSON, YAML): stdout then holds the data and nothing else. */
export const isStructured = (format: OutputFormat): format is 'json' | 'yaml' => format !== 'table';

/** Prints `rows` as an aligned table with `columns` (header, value), or the JSON or YAML `value`. */
export function printList<T>(
  format: OutputFormat,
  value: T[],
  columns: [string, (row: T) => string | number | null | undefined][],
): void {
  if (isStructured(format)) return printData(format, value);
  if (value.length === 0) {
    process.stdout.write('Nothing to show.\n');
    return;
  }
  const cells = [
    columns.map(([header]) => header),
    ...value.map((row) => columns.map(([, cell]) => String(cell(row) ?? '-'))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  for (const row of cells)
    process.stdout.write(
      `${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')}\n`,
    );
}

/** Prints one object as `key: value` lines, or its JSON or YAML. */
export function printDetails(
  format: OutputFormat,
  value: object,
  lines: [string, string | number | null | undefined][],
): void {
  if (isStructured(format)) return printData(format, value);
  const width = Math.max(...lines.map(([label]) => label.length));
  for (const [label, cell] of lines) process.stdout.write(`${`${label}:`.padEnd(width + 2)}${cell ?? '-'}\n`);
}

/** Prints the value as JSON or YAML, and nothing else, on stdout. */
export function printData(format: 'json' | 'yaml', value: unknown): void {
  process.stdout.write(format === 'yaml' ? stringify(value) : `${JSON.stringify(value, null, 2)}\n`);
}

/** Prints JSON, and nothing else, on stdout. */
export function printJson(value: unknown): void {
  printData('json', value);
}

/** An amount in minor units, with its currency (e.g. `149.00 EUR`). */
export function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}
