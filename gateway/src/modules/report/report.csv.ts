import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets an apostrophe
 * in front, as OWASP's CSV injection advice says: a user's name or a typed e-mail is never executed on export.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV with a header row; every text cell neutralised, numbers and booleans written as they are. */
export function toCsv(columns: Array<{ key: string; header: string }>, rows: Array<Record<string, unknown>>): string {
  return stringify(rows, {
    header: true,
    columns,
    cast: { string: neutralise, boolean: (v) => (v ? 'true' : 'false'), date: (d) => d.toISOString() },
    record_delimiter: 'windows',
  });
}
