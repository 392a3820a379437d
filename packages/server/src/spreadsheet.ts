/**
 * A cell of a CSV or spreadsheet the portal writes, safe to open in Excel or LibreOffice: a
 * text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a
 * formula (`=HYPERLINK(…)`, `-2+3`, `@SUM(…)`), so it is written after an apostrophe, which
 * the programs show as text. OWASP "CSV Injection"
 * (https://owasp.org/www-community/attacks/CSV_Injection). Numbers, dates and empty cells are
 * left as they are. Every CSV and spreadsheet writer of the portal passes its cells through
 * this one function.
 */
export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every cell of `rows` through spreadsheetCell. */
export const spreadsheetRows = <T>(rows: readonly (readonly T[])[]): Array<Array<T | string>> =>
  rows.map((row) => row.map(spreadsheetCell));
