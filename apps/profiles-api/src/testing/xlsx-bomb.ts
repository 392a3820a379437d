import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/**
 * Malicious workbooks for the tests and the bench of the function import (issue 41 #1), made
 * from real bytes: exceljs writes a real XLSX, and its shared-strings part is replaced by one
 * that unpacks to `unpackedBytes` while the file stays small. The part's deflate stream is a
 * run of independently compressed, sync-flushed segments of a MiB of `<si>` texts (a valid
 * stream: each segment ends byte-aligned and refers only to its own output), so a 4.5 GB part
 * is ~5 MB of file and takes no time to make. `lie` makes the zip's headers declare the
 * original, small size, as a zip bomb does. No reader checks the CRC (it is left 0).
 */
export async function xlsxWithHugeSharedStrings(options: {
  unpackedBytes: number;
  lie?: boolean;
  header?: string[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('functions');
  sheet.addRow(
    options.header ?? ['gremiumName', 'profileId', 'functionPl', 'functionEn', 'dateFrom'],
  );
  sheet.addRow(['Rada', '00000000-0000-4000-8000-000000000000', 'członek', 'member', '2024-01-01']);
  const real = Buffer.from(await workbook.xlsx.writeBuffer());

  const parts: Array<{
    name: string;
    data: Buffer;
    method: number;
    size: number;
    declared: number;
  }> = [];
  const zip = await yauzl.fromBufferPromise(real, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry, { decodeFileData: false });
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const size = entry.uncompressedSize;
    parts.push({
      name: entry.fileName,
      data: Buffer.concat(chunks),
      method: entry.compressionMethod,
      size,
      declared: size,
    });
  }
  const strings = parts.find((p) => p.name === 'xl/sharedStrings.xml');
  if (!strings) throw new Error('exceljs wrote no shared strings');
  const xml = Buffer.from(
    strings.method === 8 ? inflateRawSync(strings.data) : strings.data,
  ).toString('utf8');
  const head = Buffer.from(xml.replace(/<\/sst>\s*$/, ''), 'utf8');
  const tail = Buffer.from('</sst>', 'utf8');
  // 1,032 texts of 1,000 letters: deflate packs a MiB of them into 2.3 KB, so the issue's
  // 4.5 GB part fits a 9.8 MB file.
  const unit = Buffer.from(`<si><t>${'x'.repeat(1000)}</t></si>`.repeat(1032), 'utf8');
  const repeats = Math.max(1, Math.ceil((options.unpackedBytes - head.length) / unit.length));
  const flush = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const unitDeflated = deflateRawSync(unit, flush);
  strings.data = Buffer.concat([
    deflateRawSync(head, flush),
    ...Array.from({ length: repeats }, () => unitDeflated),
    deflateRawSync(tail),
  ]);
  strings.method = 8;
  strings.size = head.length + repeats * unit.length + tail.length;
  strings.declared = options.lie ? xml.length : strings.size;
  if (strings.declared > 0xffff_ffff) throw new Error('an honest size past 4 GiB needs zip64');
  return zipOf(parts);
}

/** A zip of these parts as they are (their data already compressed), sizes as declared. */
function zipOf(parts: Array<{ name: string; data: Buffer; method: number; declared: number }>) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names, sizes in this header
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
