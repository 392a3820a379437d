import { makePesel } from '@ln/pesel';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  checkRow,
  decideRow,
  functionKey,
  parseDay,
  type PlannedFunction,
} from './function-import.fns.js';
import {
  detectFileType,
  holdsPesel,
  readHeader,
  readImportFile,
  redactDigits,
  type RawRow,
  CHUNK_ROWS,
} from './function-import.parse.js';

/** Every row the reader streams, in order. */
async function allRows(bytes: Buffer, type: 'CSV' | 'XLSX') {
  const rows: RawRow[] = [];
  for await (const chunk of readImportFile(bytes, type)) rows.push(...chunk);
  return rows;
}

const G = '11111111-1111-4111-8111-111111111111';
const P = '22222222-2222-4222-8222-222222222222';

describe('parseDay', () => {
  it('takes ISO days and D.M.YYYY, refuses impossible dates and short years', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('1.2.2024')).toBe('2024-02-01');
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('24-01-01')).toBeNull();
    expect(parseDay('2024-1-1')).toBeNull();
    expect(parseDay('0000-01-01')).toBeNull();
    expect(parseDay('1.1.0999')).toBeNull();
    expect(parseDay('3000-01-01')).toBeNull();
  });
});

describe('checkRow', () => {
  // As the reader gives them: empty cells are left out.
  const row = (values: Record<string, string>) =>
    checkRow({
      rowNumber: 7,
      values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
    });
  const base = {
    gremiumId: G,
    profileId: P,
    functionPl: 'członek',
    functionEn: 'member',
    dateFrom: '2024-01-01',
  };

  it('accepts a complete row and normalises the ORCID iD', () => {
    expect(row(base).errors).toEqual([]);
    const { row: byOrcid } = row({
      ...base,
      profileId: '',
      orcid: 'https://orcid.org/0000-0002-1825-0097',
    });
    expect(byOrcid?.person).toEqual({ kind: 'orcid', value: '0000-0002-1825-0097' });
  });

  it('names the column of every error; a PESEL is never kept as the invalid value', () => {
    const { errors } = row({
      gremiumId: 'x',
      pesel: '12345678901',
      functionEn: 'member',
      dateFrom: '2024-02-30',
    });
    expect(errors.map((e) => `${e.column}:${e.code}:${e.invalidValue}`)).toEqual([
      'gremiumId:INVALID_UUID:x',
      'pesel:INVALID_PESEL:null',
      'functionPl:REQUIRED:null',
      'dateFrom:INVALID_DATE:2024-02-30',
    ]);
  });

  it('wants exactly one person and one body, and the start not after the end', () => {
    expect(row({ ...base, orcid: '0000-0002-1825-0097' }).errors.map((e) => e.code)).toEqual([
      'ONE_PERSON',
    ]);
    expect(row({ ...base, gremiumId: '' }).errors.map((e) => e.code)).toEqual(['ONE_GREMIUM']);
    expect(row({ ...base, dateTo: '2023-12-31' }).errors.map((e) => e.code)).toEqual([
      'DATE_ORDER',
    ]);
    expect(row({ ...base, orcid: '', profileId: '', pesel: '' }).errors.map((e) => e.code)).toEqual(
      ['ONE_PERSON'],
    );
  });

  it('a cell the reader found a PESEL in is that error alone: given, never echoed', () => {
    const { row: checked, errors } = checkRow({
      rowNumber: 3,
      values: { gremiumId: G, functionEn: 'member', dateFrom: '2024-01-01' },
      peselIn: ['functionPl', 'profileId'],
    });
    expect(checked).toBeNull();
    expect(errors.map((e) => `${e.column}:${e.code}:${e.invalidValue}`)).toEqual([
      'functionPl:PESEL_IN_COLUMN:null',
      'profileId:PESEL_IN_COLUMN:null',
    ]);
  });

  it('restores the leading zero a sheet dropped from a PESEL', () => {
    const pesel = makePesel(new Date(Date.UTC(2002, 6, 8)), 12, true);
    expect(pesel.startsWith('0')).toBe(true);
    const { row: checked } = row({ ...base, profileId: '', pesel: pesel.slice(1) });
    expect(checked?.person).toEqual({ kind: 'pesel', value: pesel });
  });
});

describe('decideRow', () => {
  const input = {
    gremiumId: G,
    profileId: P,
    functionPl: 'członek',
    functionEn: 'member',
    dateFrom: '2024-01-01',
    dateTo: null,
  };
  const stored: PlannedFunction = {
    functionId: 'f',
    gremiumId: G,
    profileId: P,
    functionPl: 'członek',
    functionEn: 'member',
    source: 'USER',
    periods: [{ dateFrom: '2024-01-01', dateTo: null, statusOverride: 'CURRENT' }],
  };

  it('creates, leaves unchanged, updates an end, adds a period', () => {
    expect(decideRow(undefined, input).decision.action).toBe('CREATE');
    expect(decideRow(stored, input).decision.action).toBe('UNCHANGED');
    const ended = decideRow(stored, { ...input, dateTo: '2024-12-31' });
    expect(ended.decision.action).toBe('UPDATE');
    expect(ended.next.periods).toEqual([
      { dateFrom: '2024-01-01', dateTo: '2024-12-31', statusOverride: null },
    ]);
    const second = decideRow(stored, { ...input, dateFrom: '2026-01-01' });
    expect(second.next.periods).toHaveLength(2);
  });

  it('refuses to change a state system’s function but reports it unchanged when equal', () => {
    const state = { ...stored, source: 'RADON' };
    expect(decideRow(state, input).decision.action).toBe('UNCHANGED');
    expect(decideRow(state, { ...input, dateTo: '2024-12-31' }).decision).toMatchObject({
      action: 'ERROR',
      error: { code: 'STATE_SYSTEM_FUNCTION' },
    });
  });

  it('a function is the same whatever the case and spacing of its Polish name', () => {
    expect(functionKey(G, P, ' Członek  Rady ')).toBe(functionKey(G, P, 'członek rady'));
  });
});

describe('reading a file', () => {
  it('tells the type by content, not by name', () => {
    expect(detectFileType(Buffer.from('a,b\n'), 'x.csv')).toBe('CSV');
    expect(detectFileType(Buffer.from('PK\u0003\u0004...'), 'x.xlsx')).toBe('XLSX');
    expect(() => detectFileType(Buffer.from('PK\u0003\u0004...'), 'x.csv')).toThrow(
      /\.csv or \.xlsx/,
    );
    expect(() => detectFileType(Buffer.from('a,b'), 'x.docx')).toThrow(/\.csv or \.xlsx/);
  });

  it('matches headers without case; refuses unknown, repeated and missing columns', () => {
    expect(
      readHeader(['GremiumName', 'PROFILEID', 'functionPl', 'functionEn', 'dateFrom']),
    ).toEqual(['gremiumName', 'profileId', 'functionPl', 'functionEn', 'dateFrom']);
    expect(() => readHeader(['gremiumName', 'x85010112345'])).toThrow(/unknown columns: x\[…\]/);
    expect(() => readHeader(['gremiumName', 'profileId', 'functionPl', 'functionEn'])).toThrow(
      /dateFrom/,
    );
  });

  it('numbers rows as a sheet does (header = 1), skipping empty lines without renumbering', async () => {
    const csv =
      'gremiumId,profileId,functionPl,functionEn,dateFrom\nA,B,c,d,2024-01-01\n\n,,,,\nE,F,g,h,2024-01-01\n';
    const rows = await allRows(Buffer.from(csv), 'CSV');
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 5]);
  });

  it('cuts long digit runs out of echoed texts', () => {
    expect(redactDigits('lista-85010112345.csv')).toBe('lista-[…].csv');
    expect(redactDigits('rada 2024.csv')).toBe('rada 2024.csv');
  });
});

describe('a PESEL in a cell', () => {
  const pesel = makePesel(new Date(Date.UTC(2004, 1, 29)), 7, true);
  it('is found alone, within a text, or as a figure that lost its leading zero', () => {
    expect(holdsPesel(pesel)).toBe(true);
    expect(holdsPesel(`przewodniczący (${pesel})`)).toBe(true);
    expect(holdsPesel(String(Number(pesel)))).toBe(true);
    expect(holdsPesel(`8e2b5bd6-8f17-4157-8360-${pesel}d`)).toBe(false);
    expect(holdsPesel('0000-0002-1825-0097')).toBe(false);
    expect(holdsPesel('12345678901')).toBe(false);
  });
});

describe('the reader streams (issue 50 #3)', () => {
  it('hands on the first rows before it has read the rest of the file', async () => {
    const line = `${G},${P},członek,member,2024-01-01`;
    const csv = `gremiumId,profileId,functionPl,functionEn,dateFrom\n${`${line}\n`.repeat(1100)}"broken\n`;
    const rows = readImportFile(Buffer.from(csv), 'CSV');
    const first = await rows.next();
    expect(first.value).toHaveLength(CHUNK_ROWS);
    expect((first.value as RawRow[])[0]).toEqual({
      rowNumber: 2,
      values: {
        gremiumId: G,
        profileId: P,
        functionPl: 'członek',
        functionEn: 'member',
        dateFrom: '2024-01-01',
      },
    });
    // The broken end is met only when the reader gets there.
    await expect(allRows(Buffer.from(csv), 'CSV')).rejects.toMatchObject({
      errors: [{ content: 'is not a valid CSV near row 1102' }],
    });
  });
});

describe('reading an XLSX', () => {
  async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void) {
    const book = new ExcelJS.Workbook();
    // The data are the workbook's first sheet, whatever order the zip keeps its parts in.
    const sheet = book.addWorksheet('functions');
    book.addWorksheet('info').addRow(['not read']);
    sheet.addRow(['gremiumName', 'profileId', 'functionPl', 'functionEn', 'dateFrom', 'dateTo']);
    fill(sheet, book);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('reads shared, rich and formula texts, numbers, dates (1900 and 1904) and left-out cells', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow([
        { richText: [{ text: 'Rada ' }, { text: 'Główna', font: { bold: true } }] },
        P,
        { formula: 'LOWER("CZŁONEK")', result: 'członek' },
        'member',
        new Date(Date.UTC(2023, 4, 1)),
        12.5,
      ]);
      const row = sheet.addRow([]);
      row.getCell(1).value = 'Rada';
      row.getCell(5).value = '1.2.2024';
      row.getCell(6).value = true;
    });
    const rows = await allRows(bytes, 'XLSX');
    expect(rows.map((r) => [r.rowNumber, r.values])).toEqual([
      [
        2,
        {
          gremiumName: 'Rada Główna',
          profileId: P,
          functionPl: 'członek',
          functionEn: 'member',
          dateFrom: '2023-05-01',
          dateTo: '12.5',
        },
      ],
      [3, { gremiumName: 'Rada', dateFrom: '1.2.2024', dateTo: 'TRUE' }],
    ]);
    const in1904 = await workbook((sheet, book) => {
      book.properties.date1904 = true;
      sheet.addRow(['Rada', P, 'członek', 'member', new Date(Date.UTC(2023, 4, 1))]);
    });
    expect((await allRows(in1904, 'XLSX'))[0]!.values.dateFrom).toBe('2023-05-01');
  });

  it('refuses a workbook that is no zip of a workbook', async () => {
    const zipOfNothing = Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'binary');
    await expect(allRows(zipOfNothing, 'XLSX')).rejects.toThrow(/not a readable XLSX workbook/);
  });
});
