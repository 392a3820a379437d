import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetRows } from './spreadsheet.js';

describe('a cell of a CSV or spreadsheet the portal writes', () => {
  it('is written as text when a spreadsheet would take it for a formula (OWASP)', () => {
    for (const formula of [
      '=HYPERLINK("http://x","y")',
      '=1+2',
      '+1',
      '-2+3',
      '@x',
      '\t=1',
      '\r=1',
    ])
      expect(spreadsheetCell(formula)).toBe(`'${formula}`);
  });

  it('leaves other texts, numbers and empty cells as they are', () => {
    expect(spreadsheetRows([['2024-01-01', 'a=b', '', 7, -2, null]])).toEqual([
      ['2024-01-01', 'a=b', '', 7, -2, null],
    ]);
  });
});
