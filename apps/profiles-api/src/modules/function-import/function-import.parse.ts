import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  FUNCTION_IMPORT_COLUMNS,
  FUNCTION_IMPORT_ERROR_CODES,
  FUNCTION_IMPORT_MAX_BYTES,
  FUNCTION_IMPORT_MAX_ROWS,
  type FunctionImportColumn,
} from '@ln/contracts';
import { AppError } from '@ln/server';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** One data row of the file: its number in the file and its cells by column, trimmed. */
export interface RawRow {
  rowNumber: number;
  values: Partial<Record<FunctionImportColumn, string>>;
}

export type FileType = 'CSV' | 'XLSX';

/** Rows read between two yields to the event loop, so other requests keep being served. */
export const CHUNK_ROWS = 500;

/** A refused file: a 400 on the key `file`, in the house envelope. */
export class ImportFileError extends AppError {
  constructor(content: string, invalidValue?: string) {
    super(400, FUNCTION_IMPORT_ERROR_CODES.FUNCTION_IMPORT_FILE_ERROR, `The file: ${content}`, [
      { key: 'file', content, ...(invalidValue === undefined ? {} : { invalidValue }) },
    ]);
  }
}

/** A run of 6 or more digits in a text we echo (a header, a file name) may be a PESEL. */
export const redactDigits = (text: string) => text.replace(/\d{6,}/g, '[…]');

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The type by content, not by the name or declared type: an XLSX is a zip, a CSV is text. */
export function detectFileType(bytes: Buffer, fileName: string): FileType {
  const name = fileName.toLowerCase();
  if (bytes.length === 0) throw new ImportFileError('is empty');
  if (bytes.length > FUNCTION_IMPORT_MAX_BYTES)
    throw new ImportFileError(`is larger than ${FUNCTION_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  if (bytes.subarray(0, 4).equals(ZIP)) {
    if (!name.endsWith('.xlsx')) throw new ImportFileError('must be a .csv or .xlsx file');
    return 'XLSX';
  }
  if (bytes.subarray(0, 4).equals(OLE))
    throw new ImportFileError('is an old Excel (.xls) file: save it as .xlsx or .csv');
  if (!name.endsWith('.csv') && !name.endsWith('.txt'))
    throw new ImportFileError('must be a .csv or .xlsx file');
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0) || !isUtf8(head)) throw new ImportFileError('is not a UTF-8 text (CSV)');
  return 'CSV';
}

function isUtf8(bytes: Buffer) {
  try {
    // A cut at the 64 KiB edge may split one character: allow a broken tail of 3 bytes.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - 3));
    return true;
  } catch {
    return false;
  }
}

const KNOWN = new Map(FUNCTION_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** The header row: known columns in any order, each once; a body, a person, names and start. */
export function readHeader(cells: string[]): Array<FunctionImportColumn | null> {
  const names = cells.map((c) => c.trim());
  if (names.every((n) => n === '')) throw new ImportFileError('has no header row');
  const unknown = names.filter((n) => n !== '' && !KNOWN.has(n.toLowerCase()));
  if (unknown.length > 0)
    throw new ImportFileError(
      `has unknown columns: ${unknown.map(redactDigits).join(', ')}; the columns are ${FUNCTION_IMPORT_COLUMNS.join(', ')}`,
    );
  const columns = names.map((n) => (n === '' ? null : KNOWN.get(n.toLowerCase())!));
  const seen = new Set<string>();
  for (const c of columns) {
    if (c === null) continue;
    if (seen.has(c)) throw new ImportFileError(`has the column ${c} twice`);
    seen.add(c);
  }
  const missing: string[] = [];
  if (!seen.has('gremiumId') && !seen.has('gremiumName')) missing.push('gremiumId or gremiumName');
  if (!seen.has('profileId') && !seen.has('orcid') && !seen.has('pesel'))
    missing.push('profileId, orcid or pesel');
  for (const c of ['functionPl', 'functionEn', 'dateFrom'] as const)
    if (!seen.has(c)) missing.push(c);
  if (missing.length > 0)
    throw new ImportFileError(`lacks the columns ${missing.join('; ')} in its header row`);
  return columns;
}

function toRow(
  columns: Array<FunctionImportColumn | null>,
  cells: string[],
  rowNumber: number,
): RawRow | null {
  const values: RawRow['values'] = {};
  let filled = false;
  columns.forEach((column, i) => {
    const value = (cells[i] ?? '').trim();
    if (column === null || value === '') return;
    values[column] = value;
    filled = true;
  });
  return filled ? { rowNumber, values } : null;
}

function tooManyRows(): never {
  throw new ImportFileError(`has more than ${FUNCTION_IMPORT_MAX_ROWS} rows`);
}

async function readCsv(bytes: Buffer): Promise<RawRow[]> {
  // Semicolons too: Excel in a Polish locale saves CSV with them.
  const parser = Readable.from([bytes]).pipe(
    parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, skip_empty_lines: false }),
  );
  const rows: RawRow[] = [];
  let columns: Array<FunctionImportColumn | null> | null = null;
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      n += 1;
      if (columns === null) {
        columns = readHeader(record);
        continue;
      }
      const row = toRow(columns, record, n);
      if (row) rows.push(row);
      if (rows.length > FUNCTION_IMPORT_MAX_ROWS) tooManyRows();
      if (n % CHUNK_ROWS === 0) await yieldToEventLoop();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // csv-parse's own message may quote a cell (a PESEL): say only where it broke.
    throw new ImportFileError(`is not a valid CSV near row ${n + 1}`);
  }
  if (columns === null) throw new ImportFileError('has no header row');
  return rows;
}

/** A cell of exceljs as text: dates as ISO days, numbers as written, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<RawRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: RawRow[] = [];
  let columns: Array<FunctionImportColumn | null> | null = null;
  try {
    for await (const sheet of reader) {
      // Only the first sheet holds data (the template's second sheet explains the columns).
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        const cells = values.slice(1).map(cellText);
        if (columns === null) {
          // The header must be the first row of the sheet.
          if (row.number !== 1) throw new ImportFileError('has no header row');
          columns = readHeader(cells);
          continue;
        }
        const parsed = toRow(columns, cells, row.number);
        if (parsed) rows.push(parsed);
        if (rows.length > FUNCTION_IMPORT_MAX_ROWS) tooManyRows();
        if (row.number % CHUNK_ROWS === 0) await yieldToEventLoop();
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ImportFileError('is not a readable XLSX workbook');
  }
  if (columns === null) throw new ImportFileError('has no header row');
  return rows;
}

/** Reads every data row of the file, yielding to the event loop every CHUNK_ROWS rows. */
export async function readImportFile(bytes: Buffer, type: FileType): Promise<RawRow[]> {
  const rows = type === 'CSV' ? await readCsv(bytes) : await readXlsx(bytes);
  if (rows.length === 0) throw new ImportFileError('has no data rows under its header');
  return rows;
}
