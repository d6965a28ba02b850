/**
 * Helpers for read-only screens that read plain rows (not entities): a timestamp as epoch milliseconds
 * (exact: numeric arithmetic, then whole milliseconds as a double, as postgres-date would truncate), so
 * a row's Date is made at once instead of parsing text.
 */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
