import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  FUNCTION_IMPORT_COLUMNS,
  FUNCTION_IMPORT_ERROR_CODES,
  FUNCTION_IMPORT_MAX_BYTES,
  FUNCTION_IMPORT_MAX_CELL_CHARS,
  FUNCTION_IMPORT_MAX_COLUMNS,
  FUNCTION_IMPORT_MAX_ROWS,
  FUNCTION_IMPORT_MAX_UNPACKED_BYTES,
  type FunctionImportColumn,
} from '@ln/contracts';
import { containsPesel, isValidPesel } from '@ln/pesel';
import { AppError } from '@ln/server';
import { parse } from 'csv-parse';
import { readFirstSheet, XlsxRefusal, type SheetRow } from './function-import.xlsx.js';

/**
 * One data row of the file: its number in the file and its cells by column, trimmed. A cell
 * that holds a PESEL outside the `pesel` column is left out of `values` (never kept), and its
 * column named in `peselIn`.
 */
export interface RawRow {
  rowNumber: number;
  values: Partial<Record<FunctionImportColumn, string>>;
  peselIn?: FunctionImportColumn[];
}

export type FileType = 'CSV' | 'XLSX';

/** Rows handed on (and checked) at a time, with a yield to the event loop between chunks. */
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

/** A PESEL a sheet turned into a figure lost its leading zeros: 9 or 10 digits get them back. */
export const padPesel = (value: string) =>
  /^\d{9,10}$/.test(value) ? value.padStart(11, '0') : value;

/** A cell that holds a PESEL (its checksum and date make this exact), alone or within a text. */
export const holdsPesel = (value: string) =>
  containsPesel(value) || (/^\d{9,10}$/.test(value) && isValidPesel(padPesel(value)));

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
  const row: RawRow = { rowNumber, values: {} };
  let filled = false;
  columns.forEach((column, i) => {
    const value = (cells[i] ?? '').trim();
    if (column === null || value === '') return;
    filled = true;
    // Issue 41 #5: a PESEL in the wrong column is dropped here, before anything can keep it.
    if (column !== 'pesel' && holdsPesel(value)) (row.peselIn ??= []).push(column);
    else row.values[column] = value;
  });
  return filled ? row : null;
}

/** The CSV's records as rows (the header is row 1), parsed 64 KiB at a time. */
async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow[]> {
  const slices = function* () {
    for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  };
  const parser = Readable.from(slices()).pipe(
    parse({
      // Semicolons too: Excel in a Polish locale saves CSV with them.
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: false,
    }),
  );
  let rowNumber = 0;
  let batch: SheetRow[] = [];
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      // A record's cells are all held until it ends (csv-parse cannot bound them as they
      // come without an object per cell): the file's 10 MB bounds that one record.
      if (cells.length > FUNCTION_IMPORT_MAX_COLUMNS)
        throw new ImportFileError(
          `has more than ${FUNCTION_IMPORT_MAX_COLUMNS} columns in row ${rowNumber}`,
        );
      batch.push({ rowNumber, cells });
      if (batch.length === 64) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // csv-parse's own message may quote a cell (a PESEL): say only where it broke (its count
    // of the records before, which may run ahead of the ones handed on).
    const records = (error as { records?: unknown }).records;
    const row = (typeof records === 'number' ? records : rowNumber) + 1;
    throw new ImportFileError(`is not a valid CSV near row ${row}`);
  }
  if (batch.length > 0) yield batch;
}

/**
 * The data rows of the file, CHUNK_ROWS at a time, read streaming within the bounds of
 * decision 033: unpacked size, parts and texts of an XLSX; cells per row and the length of a
 * cell; data rows. A file past them, or unreadable, is refused (ImportFileError) as soon as
 * that is seen; the parsers' own messages are never passed on (they may quote a cell).
 */
export async function* readImportFile(bytes: Buffer, type: FileType): AsyncGenerator<RawRow[]> {
  const source =
    type === 'CSV'
      ? csvRows(bytes)
      : readFirstSheet(bytes, {
          maxUnpackedBytes: FUNCTION_IMPORT_MAX_UNPACKED_BYTES,
          maxParts: 1000,
          // Every cell of every row a different text, and the header.
          maxSharedStrings: (FUNCTION_IMPORT_MAX_ROWS + 1) * FUNCTION_IMPORT_COLUMNS.length,
          maxColumns: FUNCTION_IMPORT_MAX_COLUMNS,
        });
  let columns: Array<FunctionImportColumn | null> | null = null;
  let count = 0;
  let chunk: RawRow[] = [];
  try {
    for await (const batch of source) {
      for (const { rowNumber, cells } of batch) {
        if (cells.some((cell) => cell.length > FUNCTION_IMPORT_MAX_CELL_CHARS))
          throw new ImportFileError(
            `has a cell longer than ${FUNCTION_IMPORT_MAX_CELL_CHARS} characters in row ${rowNumber}`,
          );
        if (columns === null) {
          // The header must be the first row of the sheet.
          if (rowNumber !== 1) throw new ImportFileError('has no header row');
          columns = readHeader(cells);
          continue;
        }
        const row = toRow(columns, cells, rowNumber);
        if (!row) continue;
        count += 1;
        if (count > FUNCTION_IMPORT_MAX_ROWS)
          throw new ImportFileError(`has more than ${FUNCTION_IMPORT_MAX_ROWS} rows`);
        chunk.push(row);
        if (chunk.length === CHUNK_ROWS) {
          yield chunk;
          chunk = [];
          await yieldToEventLoop();
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof XlsxRefusal) throw new ImportFileError(error.content);
    throw new ImportFileError('is not a readable XLSX workbook');
  }
  if (columns === null) throw new ImportFileError('has no header row');
  if (count === 0) throw new ImportFileError('has no data rows under its header');
  if (chunk.length > 0) yield chunk;
}

/**
 * Reads the whole file once, keeping none of its rows: a bad file is refused before any job
 * exists (decision 026). How many data rows it has, and how many of them give a PESEL.
 */
export async function countImportRows(bytes: Buffer, type: FileType) {
  let rows = 0;
  let peselRows = 0;
  for await (const chunk of readImportFile(bytes, type)) {
    rows += chunk.length;
    peselRows += chunk.filter((r) => r.values.pesel !== undefined || r.peselIn).length;
  }
  return { rows, peselRows };
}
