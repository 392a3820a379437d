import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The first sheet of an XLSX workbook, read streaming within bounds (decision 033). A zip
 * bomb lies in its headers: the sizes of the central directory are summed and bounded before
 * anything is inflated, and every part's inflated bytes are counted against its declared
 * size while it inflates (a chunk of 16 KiB at a time), so no part unpacks past what was
 * counted. Only the parts the rows need are inflated (the workbook and its relations, the
 * styles, the shared strings, the first sheet), each streamed through saxes; the sheet's rows
 * are handed on as they are parsed. SpreadsheetML: ECMA-376 Part 1, §18.2 (workbook), §18.3
 * (sheet data), §18.4 (shared strings), §18.8.30–31 (number formats).
 */

export interface XlsxBounds {
  /** The declared inflated bytes of every part of the zip together. */
  maxUnpackedBytes: number;
  /** Parts (files) in the zip. */
  maxParts: number;
  /** Texts in the shared-strings table. */
  maxSharedStrings: number;
  /** Columns read; a cell with a value past them is refused. */
  maxColumns: number;
}

/** Why a workbook is refused, in the import's words (an English `content` of the 400). */
export class XlsxRefusal extends Error {
  constructor(readonly content: string) {
    super(content);
    this.name = 'XlsxRefusal';
  }
}

/** A row of the sheet: its number (1-based, as the sheet shows it) and its cells' texts. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

const MB = 1024 * 1024;
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The zip's parts by name, refused when they are too many or unpack to too much. */
async function openParts(bytes: Buffer, bounds: XlsxBounds) {
  const zip = await yauzl.fromBufferPromise(bytes, {
    lazyEntries: true,
    // parsePart counts the inflated bytes against the declared size itself, to say why.
    validateEntrySizes: false,
    strictFileNames: true,
  });
  const parts = new Map<string, Entry>();
  let unpacked = 0;
  for await (const entry of zip.eachEntry()) {
    if (parts.size >= bounds.maxParts)
      throw new XlsxRefusal(`has more than ${bounds.maxParts} parts`);
    unpacked += entry.uncompressedSize;
    if (unpacked > bounds.maxUnpackedBytes)
      throw new XlsxRefusal(`unpacks to more than ${bounds.maxUnpackedBytes / MB} MB`);
    // Two parts of one name: which one another program reads is anyone's guess.
    if (parts.has(entry.fileName)) throw new Error('a part is named twice');
    parts.set(entry.fileName, entry);
  }
  return { zip, parts };
}

interface PartHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/**
 * Streams one part through saxes, yielding after each inflated chunk (whose events have been
 * handled by then). A DOCTYPE (and with it any entity of its own) is refused: SpreadsheetML
 * has none. A missing part reads as empty.
 */
async function* parsePart(
  zip: ZipFile,
  entry: Entry | undefined,
  handlers: PartHandlers,
): AsyncGenerator<void> {
  if (!entry) return;
  if (entry.isEncrypted() || !entry.canDecodeFileData()) throw new Error('an unreadable part');
  const parser = new SaxesParser({ xmlns: false });
  let failure: Error | null = null;
  parser.on('error', (error) => (failure ??= error));
  parser.on('doctype', () => (failure ??= new Error('a DOCTYPE')));
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag: SaxesTagPlain) => close(local(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // A zip bomb lies in its headers: it is stopped at the size it declared, which the
      // central directory's sum bounded.
      inflated += chunk.length;
      if (inflated > entry.uncompressedSize)
        throw new XlsxRefusal('unpacks to more than its headers say');
      parser.write(decoder.write(chunk));
      if (failure) throw failure;
      yield;
    }
    if (inflated !== entry.uncompressedSize) throw new Error('a part shorter than declared');
    parser.write(decoder.end()).close();
    if (failure) throw failure;
  } finally {
    stream.destroy();
  }
}

/** A whole part read through its handlers. */
async function readPart(zip: ZipFile, entry: Entry | undefined, handlers: PartHandlers) {
  for await (const _ of parsePart(zip, entry, handlers));
}

/** The path of the workbook's first sheet (workbook order, not zip order), and its date base. */
async function firstSheet(zip: ZipFile, parts: Map<string, Entry>) {
  const found = { relId: null as string | null, target: null as string | null, date1904: false };
  await readPart(zip, parts.get('xl/workbook.xml'), {
    open(name, attributes) {
      if (name === 'workbookPr')
        found.date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name === 'sheet' && found.relId === null) {
        // r:id, whatever the prefix of the relationships namespace.
        const key = Object.keys(attributes).find((k) => k !== 'id' && local(k) === 'id');
        found.relId = key ? (attributes[key] ?? null) : null;
      }
    },
  });
  await readPart(zip, parts.get('xl/_rels/workbook.xml.rels'), {
    open(name, attributes) {
      if (name === 'Relationship' && found.relId !== null && attributes.Id === found.relId)
        found.target ??= attributes.Target ?? null;
    },
  });
  if (found.target === null) throw new Error('no first sheet');
  const target = found.target.replace(/^\.\//, '');
  return {
    path: target.startsWith('/') ? target.slice(1) : `xl/${target}`,
    date1904: found.date1904,
  };
}

/** Built-in number formats that show a date or time (ECMA-376 §18.8.30; 27–36, 50–58 East Asian). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** A format code shows a date when a date or time letter stands outside quotes and brackets. */
const isDateCode = (code: string) =>
  /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '').replace(/General/gi, ''));

/** Which cell styles (indexes of cellXfs) show their number as a date. */
async function dateStyles(zip: ZipFile, parts: Map<string, Entry>) {
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await readPart(zip, parts.get('xl/styles.xml'), {
    open(name, attributes) {
      if (name === 'numFmt')
        custom.set(Number(attributes.numFmtId), attributes.formatCode ?? 'General');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        const code = custom.get(id);
        styles.push(code === undefined ? DATE_FORMAT_IDS.has(id) : isDateCode(code));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** The shared-strings table: each `<si>`'s text, its runs joined (phonetic runs left out). */
async function sharedStrings(zip: ZipFile, parts: Map<string, Entry>, bounds: XlsxBounds) {
  const strings: string[] = [];
  let text: string | null = null;
  let inT = false;
  let inPhonetic = false;
  await readPart(zip, parts.get('xl/sharedStrings.xml'), {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 't') inT = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        if (strings.length >= bounds.maxSharedStrings)
          throw new XlsxRefusal(`has more than ${bounds.maxSharedStrings} different texts`);
        strings.push(text ?? '');
        text = null;
      }
    },
    text(value) {
      if (inT && !inPhonetic && text !== null) text += value;
    },
  });
  return strings;
}

/** "AB12" → 27 (0-based column of a cell reference). */
function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** An Excel serial day as an ISO day (1900 system with its phantom 29 Feb 1900, or 1904). */
function serialDay(serial: number, date1904: boolean): string {
  const base = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(base + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

interface Cell {
  column: number;
  /** ECMA-376 §18.18.11: s(hared), str (a formula's text), inlineStr, b, e, d, n (default). */
  type: string;
  /** The cell's index in cellXfs. */
  style: number;
  /** What `<v>` (or an inline string's `<t>`) holds. */
  text: string;
}

/** A cell as text: dates as ISO days, numbers as written, booleans as TRUE/FALSE, errors empty. */
function cellText(cell: Cell, strings: string[], styles: boolean[], date1904: boolean): string {
  switch (cell.type) {
    case 's':
      return strings[Number(cell.text)] ?? '';
    case 'inlineStr':
    case 'str':
      return cell.text;
    case 'b':
      return cell.text === '1' ? 'TRUE' : cell.text === '0' ? 'FALSE' : cell.text;
    case 'e':
      return '';
    case 'd':
      return cell.text.slice(0, 10);
    default: {
      const number = Number(cell.text);
      if (cell.text === '' || !Number.isFinite(number)) return cell.text;
      return styles[cell.style] ? serialDay(number, date1904) : String(number);
    }
  }
}

/**
 * The rows of the workbook's first sheet, a batch per inflated chunk, each with its cells as
 * texts (dates as ISO days, numbers as written, shared and inline strings, a formula's last
 * value). Refused (XlsxRefusal) past the bounds; any other error means an unreadable file.
 */
export async function* readFirstSheet(
  bytes: Buffer,
  bounds: XlsxBounds,
): AsyncGenerator<SheetRow[]> {
  const { zip, parts } = await openParts(bytes, bounds);
  try {
    const { path, date1904 } = await firstSheet(zip, parts);
    const sheet = parts.get(path);
    if (!sheet) throw new Error('the first sheet is missing');
    const styles = await dateStyles(zip, parts);
    const strings = await sharedStrings(zip, parts, bounds);

    let batch: SheetRow[] = [];
    let row: SheetRow | null = null;
    let lastRow = 0;
    let cell: Cell | null = null;
    let lastColumn = -1;
    let collecting = false;
    let inPhonetic = false;
    const reading = parsePart(zip, sheet, {
      open(name, attributes) {
        if (name === 'row') {
          lastRow = attributes.r === undefined ? lastRow + 1 : Number(attributes.r);
          if (!Number.isSafeInteger(lastRow) || lastRow < 1) throw new Error('a bad row number');
          row = { rowNumber: lastRow, cells: [] };
          lastColumn = -1;
        } else if (name === 'c' && row) {
          lastColumn = attributes.r === undefined ? lastColumn + 1 : columnOf(attributes.r);
          cell = {
            column: lastColumn,
            type: attributes.t ?? 'n',
            style: Number(attributes.s ?? 0),
            text: '',
          };
        } else if (name === 'rPh') inPhonetic = true;
        else if (cell && (name === 'v' || (name === 't' && cell.type === 'inlineStr')))
          collecting = !inPhonetic;
      },
      close(name) {
        if (name === 'v' || name === 't') collecting = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c' && cell && row) {
          const text = cellText(cell, strings, styles, date1904);
          if (text !== '') {
            if (cell.column >= bounds.maxColumns)
              throw new XlsxRefusal(
                `has more than ${bounds.maxColumns} columns in row ${row.rowNumber}`,
              );
            row.cells[cell.column] = text;
          }
          cell = null;
        } else if (name === 'row' && row) {
          // Cells a sheet left out are empty.
          row.cells = Array.from(row.cells, (c) => c ?? '');
          batch.push(row);
          row = null;
        }
      },
      text(text) {
        if (cell && collecting) cell.text += text;
      },
    });
    for await (const _ of reading) {
      if (batch.length === 0) continue;
      yield batch;
      batch = [];
    }
    if (batch.length > 0) yield batch;
  } finally {
    zip.close();
  }
}
