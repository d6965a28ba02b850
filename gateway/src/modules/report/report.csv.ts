import { stringify } from 'csv-stringify/sync';
import { REPORT_TEXTS, t, type MessageKey } from '@memorial/schema';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets an apostrophe
 * in front, as OWASP's CSV injection advice says: a user's name or a typed e-mail is never executed on export.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A report's column: its heading (in REPORT_TEXTS, written in the request's language) and the cell a row gives it. */
export interface CsvColumn<Row> {
  heading: MessageKey<typeof REPORT_TEXTS>;
  value: (row: Row) => unknown;
}

/** A CSV with a header row, one column each; every text cell neutralised, numbers and booleans written as they are. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const cells = (row: Row) => Object.fromEntries(columns.map((column, i) => [i, column.value(row)]));
  return stringify(rows.map(cells), {
    header: true,
    columns: columns.map((column, i) => ({ key: String(i), header: t(REPORT_TEXTS, column.heading) })),
    cast: { string: neutralise, boolean: (v) => (v ? 'true' : 'false'), date: (d) => d.toISOString() },
    record_delimiter: 'windows',
  });
}
