import { Writable } from 'node:stream';
import { buildApp } from '../../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../../config/env.js';
import { makePesel } from '@ln/pesel';
import { useIdentityStack } from '@ln/testing/identity-stack';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { xlsxWithHugeSharedStrings } from '../../testing/xlsx-bomb.js';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';

/**
 * The function import (accounts-and-platform §2 `/function-import`, §6 ADMIN; decision 026):
 * roles, bad files, the dry run's per-row report, apply (all or nothing), idempotency, the
 * history and error report, and that a PESEL of the file appears in no answer, log or row.
 */
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api';
const HEADER = 'gremiumId,gremiumName,profileId,orcid,pesel,functionPl,functionEn,dateFrom,dateTo';

/** Stored rows as text (audit ids are bigints). */
const asText = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

/** Every answer body of this file, searched for the raw PESEL at the end. */
const answers: string[] = [];

async function call(
  persona: string | null,
  method: 'GET' | 'POST',
  url: string,
  upload?: { name: string; bytes: Buffer | string; type?: string },
  app: FastifyInstance = stack().profilesApi,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...(persona ? { authorization: `Bearer ${await stack().accessToken(persona)}` } : {}),
  };
  let payload: Buffer | undefined;
  if (upload) {
    const boundary = '----ln-test-boundary';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.name}"\r\nContent-Type: ${upload.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(upload.bytes) ? upload.bytes : Buffer.from(upload.bytes, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }
  const res = await app.inject({
    method,
    url: `${base}${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  answers.push(res.body, JSON.stringify(res.headers));
  return res;
}

interface Job {
  jobId: string;
  status: string;
  mode: string;
  rowsTotal: number;
  rowsProcessed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsFailed: number;
  message: string | null;
}

/** Waits for the job to end (polling its state, as the web does). */
async function finished(jobId: string): Promise<Job> {
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        job = (await call('admin', 'GET', `/v1.0/functionImport/${jobId}`)).json() as Job;
        return job.status;
      },
      { timeout: 60_000, interval: 50 },
    )
    .toMatch(/^(DONE|FAILED)$/);
  return job!;
}

async function dryRun(name: string, bytes: Buffer | string) {
  const res = await call('admin', 'POST', '/v1.0/functionImport', { name, bytes });
  expect(res.statusCode, res.body).toBe(202);
  return finished((res.json() as Job).jobId);
}

async function apply(name: string, bytes: Buffer | string, dryRunJobId: string) {
  const res = await call(
    'admin',
    'POST',
    `/v1.0/functionImport?mode=APPLY&dryRunJobId=${dryRunJobId}`,
    { name, bytes },
  );
  expect(res.statusCode, res.body).toBe(202);
  return finished((res.json() as Job).jobId);
}

interface ReportRow {
  rowNumber: number;
  action: string;
  gremium: { gremiumId: string; name: string } | null;
  person: { profileId: string; name: string } | null;
  errors: Array<{ column: string; code: string; invalidValue: string | null }>;
}
async function report(jobId: string): Promise<ReportRow[]> {
  const res = await call('admin', 'GET', `/v1.0/functionImport/${jobId}/rows?size=100`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { content: ReportRow[] }).content;
}

let counter = 0;
/** A body of the portal (source USER) made by an operator, unique per call. */
async function gremium() {
  counter += 1;
  const res = await stack().profilesApi.inject({
    method: 'POST',
    url: `${base}/v1.0/gremium`,
    headers: { authorization: `Bearer ${await stack().accessToken('opi-operator')}` },
    payload: {
      name: `Rada Importu Funkcji ${counter} ${Date.now()}`,
      nameEn: null,
      type: 'ADVISORY_BODY',
      organizationStructure: null,
      webSite: null,
      address: { street: null, postalCode: null, city: null },
      phoneNumber: null,
      description: null,
      source: null,
      startDate: '2024-01-01',
      endDate: null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { gremiumId: string; name: string };
}

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('who may import', () => {
  it('only ADMIN: anonymous 401, every other role 403, on every call', async () => {
    const job = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, 'GET' | 'POST']> = [
      ['/v1.0/functionImport', 'POST'],
      ['/v1.0/functionImport', 'GET'],
      ['/v1.0/functionImport/template?format=csv', 'GET'],
      [`/v1.0/functionImport/${job}`, 'GET'],
      [`/v1.0/functionImport/${job}/rows`, 'GET'],
      [`/v1.0/functionImport/${job}/errors.csv`, 'GET'],
    ];
    for (const [url, method] of calls) {
      const upload = method === 'POST' ? { name: 'f.csv', bytes: csv() } : undefined;
      expect((await call(null, method, url, upload)).statusCode, url).toBe(401);
      for (const persona of ['owner', 'opi-operator', 'mein-operator', 'agent']) {
        const res = await call(persona, method, url, upload);
        expect(res.statusCode, `${persona} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: expect.any(String), reqId: expect.any(String) });
      }
    }
    expect((await call('admin', 'GET', '/v1.0/functionImport')).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/v1.0/functionImport/${job}`)).statusCode).toBe(404);
  });
});

describe('the template', () => {
  it('CSV: the header row of the columns; XLSX: the same header, readable by a sheet', async () => {
    const res = await call('admin', 'GET', '/v1.0/functionImport/template?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('function-import-template.csv');
    expect(res.body.replace(/^\uFEFF/, '').trim()).toBe(HEADER);

    const xlsx = await call('admin', 'GET', '/v1.0/functionImport/template?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const header = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header.join(',')).toBe(HEADER);
  });
});

/** A file refused with a 400 on the key `file`, its reason matching `message`. */
async function refused(
  name: string,
  bytes: Buffer | string,
  message: RegExp,
  headers: Record<string, string> = {},
) {
  const res = await call(
    'admin',
    'POST',
    '/v1.0/functionImport',
    { name, bytes },
    stack().profilesApi,
    headers,
  );
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; errors: Array<{ key: string; content: string }> };
  expect(body.code).toBe('FUNCTION_IMPORT_FILE_ERROR');
  expect(body.errors[0]!.key).toBe('file');
  expect(body.errors[0]!.content).toMatch(message);
  return body;
}

describe('a bad file is a 400 on the key file', () => {
  it('wrong type, old Excel, binary text, too large, empty, no header, unknown or missing columns', async () => {
    const before = await stack().db.functionImportJob.count();
    await refused('functions.pdf', '%PDF-1.7 ...', /must be a \.csv or \.xlsx/);
    await refused('functions.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), /old Excel/);
    await refused('functions.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), /UTF-8/);
    await refused('functions.xlsx', Buffer.from('PK\u0003\u0004 not a zip'), /XLSX/);
    await refused('functions.csv', Buffer.alloc(11 * 1024 * 1024, 'a'), /larger than 10 MB/);
    await refused('functions.csv', '', /empty/);
    await refused('functions.csv', '\n\n', /no header row/);
    await refused('functions.csv', `${HEADER}\n`, /no data rows/);
    await refused('functions.csv', `${HEADER},office\nx\n`, /unknown columns: office/);
    await refused('functions.csv', 'gremiumName,functionPl\nx,y\n', /lacks the columns/);
    await refused('functions.csv', `${HEADER},functionPl\n`, /twice/);
    const noFile = await call('admin', 'POST', '/v1.0/functionImport');
    expect(noFile.statusCode).toBe(400);
    expect(await stack().db.functionImportJob.count()).toBe(before);
  });

  it('a file without a header whose first row holds a PESEL does not echo it', async () => {
    const { pesel } = stack().persona('owner');
    const body = await refused(
      'functions.csv',
      `,x,,,${pesel},przewodniczący,chair,2024-01-01,\n`,
      /unknown columns/,
    );
    expect(JSON.stringify(body)).not.toContain(pesel);
  });

  it('an apply without a clean dry run of the same file is a 409', async () => {
    const res = await call(
      'admin',
      'POST',
      '/v1.0/functionImport?mode=APPLY&dryRunJobId=00000000-0000-4000-8000-000000000000',
      { name: 'f.csv', bytes: csv('x') },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FUNCTION_IMPORT_DRY_RUN_REQUIRED');
    const noId = await call('admin', 'POST', '/v1.0/functionImport?mode=APPLY', {
      name: 'f.csv',
      bytes: csv('x'),
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0].key).toBe('dryRunJobId');
  });
});

/** An XLSX of the header row and these rows, written by exceljs. */
async function xlsxOf(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('functions');
  sheet.addRow(HEADER.split(','));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the bounds of a file (issue 41 #1): refused as it is read, before it is unpacked or kept', () => {
  it('a 9.8 MB XLSX whose shared strings unpack to 4.5 GB, its headers lying, is a 400, and the portal answers on', async () => {
    const before = await stack().db.functionImportJob.count();
    const bomb = await xlsxWithHugeSharedStrings({ unpackedBytes: 4.5e9, lie: true });
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    await refused('bomb.xlsx', bomb, /^unpacks to more than its headers say$/);
    // Told honestly: refused by the sum of its parts' sizes before anything is inflated.
    const honest = await xlsxWithHugeSharedStrings({ unpackedBytes: 2 ** 30 });
    await refused('honest.xlsx', honest, /^unpacks to more than 64 MB$/);
    // The web asks in Polish and shows the reason as given.
    await refused('honest.xlsx', honest, /^po rozpakowaniu zajmuje więcej niż 64 MB$/, {
      'accept-language': 'pl-PL',
    });
    expect(await stack().db.functionImportJob.count()).toBe(before);
    const read = await call(null, 'GET', '/v1.0/public/gremium?size=1');
    expect(read.statusCode).toBe(200);
  });

  it('a cell over 1,000 characters, a row over 100 columns, over 50,000 rows: CSV and XLSX alike', async () => {
    const row = (functionPl: string) =>
      `00000000-0000-4000-8000-000000000000,,00000000-0000-4000-8000-000000000001,,,${functionPl},member,2024-01-01,`;
    const long = 'a'.repeat(1001);
    await refused(
      'long.csv',
      csv(row('ok'), row(long)),
      /^has a cell longer than 1000 characters in row 3$/,
    );
    await refused(
      'long.xlsx',
      await xlsxOf([[null, 'Rada', null, null, null, long]]),
      /^has a cell longer than 1000 characters in row 2$/,
    );
    await refused(
      'wide.csv',
      csv(`${row('ok')}${',x'.repeat(92)}`),
      /^has more than 100 columns in row 2$/,
    );
    const wide: unknown[] = [null, 'Rada', null, null, null, 'członek'];
    wide[100] = 'x';
    await refused('wide.xlsx', await xlsxOf([wide]), /^has more than 100 columns in row 2$/);
    // A row as long as the bound allows, and 100 cells, are read.
    await dryRun('edge.csv', csv(`${row('b'.repeat(1000))}${','.repeat(91)}`));
    await refused(
      'many.csv',
      csv(...Array.from({ length: 50_001 }, () => row('x'))),
      /^has more than 50000 rows$/,
    );
  });
});

describe('dry run, apply, idempotency', () => {
  it('the dry run reports every row and error with its row and column, and writes nothing', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const orcid = stack().persona('orcid-owner');
    const state = await stack().db.gremium.findFirstOrThrow({ where: { source: 'RADON' } });
    const unknownPesel = makePesel(new Date(Date.UTC(1950, 0, 1)), 999, true);
    const file = csv(
      `${body.gremiumId},,${owner.profileId},,,przewodniczący,chair,2024-01-01,`, // 2 create
      `,${body.name},,${orcid.orcid},,sekretarz,secretary,2024-01-01,2025-12-31`, // 3 create
      `,Nie Ma Takiego Gremium,${owner.profileId},,,członek,member,2024-01-01,`, // 4 unknown body
      `${body.gremiumId},,,,${unknownPesel},członek,member,2024-01-01,`, // 5 unknown PESEL
      `${body.gremiumId},,,,12345678901,członek,member,2024-01-01,`, // 6 invalid PESEL
      `${body.gremiumId},,${owner.profileId},,,zastępca,deputy,2025-13-01,`, // 7 bad date
      `${body.gremiumId},,${owner.profileId},,,zastępca,deputy,2025-01-01,2024-01-01`, // 8 order
      `${body.gremiumId},,${owner.profileId},,,,deputy,,`, // 9 two required
      `${state.id},,${owner.profileId},,,członek,member,2024-01-01,`, // 10 state system
      `${body.gremiumId},,${owner.profileId},,,Przewodniczący,chair,2024-01-01,`, // 11 duplicate of 2
      `${body.gremiumId},,${owner.profileId},${orcid.orcid},,członek,member,2024-01-01,`, // 12 two people
    );
    const functionsBefore = await stack().db.gremiumFunction.count();
    const job = await dryRun('functions.csv', file);
    expect(job).toMatchObject({
      mode: 'DRY_RUN',
      status: 'DONE',
      rowsTotal: 11,
      rowsProcessed: 11,
      rowsCreated: 2,
      rowsUpdated: 0,
      rowsUnchanged: 0,
      rowsFailed: 9,
    });
    const rows = await report(job.jobId);
    const errorsOf = (n: number) =>
      rows.find((r) => r.rowNumber === n)!.errors.map((e) => `${e.column}:${e.code}`);
    expect(rows.find((r) => r.rowNumber === 2)).toMatchObject({
      action: 'CREATE',
      gremium: { gremiumId: body.gremiumId, name: body.name },
      person: { profileId: owner.profileId },
    });
    expect(rows.find((r) => r.rowNumber === 3)).toMatchObject({
      action: 'CREATE',
      person: { profileId: orcid.profileId },
    });
    expect(errorsOf(4)).toEqual(['gremiumName:UNKNOWN_GREMIUM']);
    expect(errorsOf(5)).toEqual(['pesel:UNKNOWN_PERSON']);
    expect(errorsOf(6)).toEqual(['pesel:INVALID_PESEL']);
    expect(errorsOf(7)).toEqual(['dateFrom:INVALID_DATE']);
    expect(errorsOf(8)).toEqual(['dateTo:DATE_ORDER']);
    expect(errorsOf(9)).toEqual(['functionPl:REQUIRED', 'dateFrom:REQUIRED']);
    expect(errorsOf(10)).toEqual(['gremiumId:STATE_SYSTEM_GREMIUM']);
    expect(errorsOf(11)).toEqual(['row:DUPLICATE_ROW']);
    expect(errorsOf(12)).toEqual(['orcid:ONE_PERSON']);
    // The PESEL cells keep no value; other cells show what was read.
    expect(rows.find((r) => r.rowNumber === 5)!.errors[0]!.invalidValue).toBeNull();
    expect(rows.find((r) => r.rowNumber === 7)!.errors[0]!.invalidValue).toBe('2025-13-01');
    const errorsOnly = await call(
      'admin',
      'GET',
      `/v1.0/functionImport/${job.jobId}/rows?errorsOnly=true`,
    );
    expect(errorsOnly.json().totalElements).toBe(9);

    const errorCsv = await call('admin', 'GET', `/v1.0/functionImport/${job.jobId}/errors.csv`);
    expect(errorCsv.statusCode).toBe(200);
    expect(errorCsv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = errorCsv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('row,column,code,message,value');
    expect(lines).toContain('8,dateTo,DATE_ORDER,must not be earlier than dateFrom,2024-01-01');
    expect(lines.filter((l) => l.startsWith('5,pesel,UNKNOWN_PERSON'))).toEqual([
      '5,pesel,UNKNOWN_PERSON,no profile has this PESEL,',
    ]);
    expect(lines).toHaveLength(1 + 10);

    expect(await stack().db.gremiumFunction.count()).toBe(functionsBefore);
    // A dry run with row errors cannot be applied.
    const refused = await call(
      'admin',
      'POST',
      `/v1.0/functionImport?mode=APPLY&dryRunJobId=${job.jobId}`,
      { name: 'functions.csv', bytes: file },
    );
    expect(refused.statusCode).toBe(409);
    expect(await stack().db.gremiumFunction.count()).toBe(functionsBefore);
  });

  it('a day outside the years 1000-2999 (year 0000 among them) fails its row, not the dry run (issue 41 #12)', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const job = await dryRun(
      'years.csv',
      csv(
        `${body.gremiumId},,${owner.profileId},,,członek,member,2024-01-01,`, // 2 create
        `${body.gremiumId},,${owner.profileId},,,zastępca,deputy,0000-01-01,`, // 3 year 0
        `${body.gremiumId},,${owner.profileId},,,sekretarz,secretary,2024-01-01,3000-01-01`, // 4
      ),
    );
    expect(job).toMatchObject({ status: 'DONE', rowsTotal: 3, rowsCreated: 1, rowsFailed: 2 });
    const rows = await report(job.jobId);
    const errorsOf = (n: number) =>
      rows.find((r) => r.rowNumber === n)!.errors.map((e) => `${e.column}:${e.code}`);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual(['dateFrom:INVALID_DATE']);
    expect(errorsOf(4)).toEqual(['dateTo:INVALID_DATE']);
  });

  it('apply writes the whole file, shows it on the public pages and the profiles, audited; the same file again changes nothing', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const orcid = stack().persona('orcid-owner');
    const file = csv(
      `${body.gremiumId},,,,${owner.pesel},przewodniczący,chair,2024-01-01,`,
      `,${body.name},,${orcid.orcid},,sekretarz,secretary,2024-01-01,2025-12-31`,
      `,${body.name},,${orcid.orcid},,sekretarz,secretary,2026-01-01,`,
    );
    const dry = await dryRun('rada.csv', file);
    expect(dry).toMatchObject({ rowsCreated: 2, rowsUpdated: 1, rowsFailed: 0 });
    // Another file (other bytes) cannot ride on this dry run.
    const other = await call(
      'admin',
      'POST',
      `/v1.0/functionImport?mode=APPLY&dryRunJobId=${dry.jobId}`,
      { name: 'rada.csv', bytes: `${file}\n` },
    );
    expect(other.statusCode).toBe(409);

    const applied = await apply('rada.csv', file, dry.jobId);
    expect(applied).toMatchObject({
      mode: 'APPLY',
      status: 'DONE',
      rowsCreated: 2,
      rowsUpdated: 1,
      rowsFailed: 0,
    });
    const stored = await stack().db.gremiumFunction.findMany({
      where: { gremiumId: body.gremiumId },
      include: { periods: { orderBy: { dateFrom: 'asc' } } },
      orderBy: { positionOnList: 'asc' },
    });
    expect(
      stored.map((f) => [f.profileId, f.functionPl, f.functionEn, f.source, f.importJobId]),
    ).toEqual([
      [owner.profileId, 'przewodniczący', 'chair', 'USER', applied.jobId],
      [orcid.profileId, 'sekretarz', 'secretary', 'USER', applied.jobId],
    ]);
    expect(
      stored[1]!.periods.map((p) => [p.dateFrom?.toISOString().slice(0, 10), p.statusOverride]),
    ).toEqual([
      ['2024-01-01', null],
      ['2026-01-01', 'CURRENT'],
    ]);
    const audit = await stack().db.auditLog.findMany({
      where: { targetType: 'FUNCTION_IMPORT', targetId: applied.jobId },
    });
    expect(audit.map((a) => a.action)).toEqual(['FUNCTION_IMPORT_APPLIED']);
    expect(audit[0]!.details).toMatchObject({
      rowsCreated: 2,
      rowsUpdated: 1,
      fileName: 'rada.csv',
    });

    const pub = await call(null, 'GET', `/v1.0/public/gremium/${body.gremiumId}/functions`);
    expect(pub.statusCode).toBe(200);
    expect(pub.body).toContain('przewodniczący');
    expect(pub.body).toContain('sekretarz');
    const profile = await call(null, 'GET', `/v1.1/public/${orcid.profileId}/functions`);
    expect(profile.body).toContain(body.name);

    // Idempotent: the same file again is all unchanged, and its apply writes nothing.
    const again = await dryRun('rada.csv', file);
    expect(again).toMatchObject({
      rowsCreated: 0,
      rowsUpdated: 0,
      rowsUnchanged: 3,
      rowsFailed: 0,
    });
    expect((await report(again.jobId)).map((r) => r.action)).toEqual([
      'UNCHANGED',
      'UNCHANGED',
      'UNCHANGED',
    ]);
    const periodsBefore = await stack().db.gremiumFunctionPeriod.findMany({
      where: { function: { gremiumId: body.gremiumId } },
      orderBy: { id: 'asc' },
    });
    const reapplied = await apply('rada.csv', file, again.jobId);
    expect(reapplied).toMatchObject({
      status: 'DONE',
      rowsCreated: 0,
      rowsUpdated: 0,
      rowsUnchanged: 3,
    });
    expect(
      await stack().db.gremiumFunctionPeriod.findMany({
        where: { function: { gremiumId: body.gremiumId } },
        orderBy: { id: 'asc' },
      }),
    ).toEqual(periodsBefore);

    // A changed end date is an update of that period only.
    const changed = file.replace('2024-01-01,2025-12-31', '2024-01-01,2025-06-30');
    const dry2 = await dryRun('rada-2.csv', changed);
    expect(dry2).toMatchObject({ rowsUpdated: 1, rowsUnchanged: 2 });
    await apply('rada-2.csv', changed, dry2.jobId);
    const period = await stack().db.gremiumFunctionPeriod.findFirstOrThrow({
      where: {
        function: { gremiumId: body.gremiumId, profileId: orcid.profileId },
        dateFrom: new Date('2024-01-01'),
      },
    });
    expect(period.dateTo?.toISOString().slice(0, 10)).toBe('2025-06-30');

    // The history lists the jobs, newest first, with who ran them.
    const history = await call('admin', 'GET', '/v1.0/functionImport?size=5');
    const jobs = history.json().content as Array<
      Job & { fileName: string; createdBy: { name: string } }
    >;
    expect(jobs[0]).toMatchObject({ fileName: 'rada-2.csv', mode: 'APPLY', status: 'DONE' });
    expect(jobs[0]!.createdBy.name).toBe(
      `${stack().persona('admin').firstName} ${stack().persona('admin').surname}`,
    );
  });

  it('apply is all or nothing: a row that fails at apply time leaves every row unwritten', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const orcid = stack().persona('orcid-owner');
    const file = csv(
      `${body.gremiumId},,${owner.profileId},,,przewodniczący,chair,2024-01-01,`,
      `${body.gremiumId},,${orcid.profileId},,,sekretarz,secretary,2024-01-01,`,
    );
    const dry = await dryRun('all-or-nothing.csv', file);
    expect(dry.rowsFailed).toBe(0);
    // The body turns into state-system data between the dry run and the apply.
    await stack().db.gremium.update({ where: { id: body.gremiumId }, data: { source: 'RADON' } });
    const applied = await apply('all-or-nothing.csv', file, dry.jobId);
    expect(applied).toMatchObject({ status: 'FAILED', rowsCreated: 0, rowsFailed: 2 });
    expect(applied.message).toMatch(/nothing was written/);
    expect(await stack().db.gremiumFunction.count({ where: { gremiumId: body.gremiumId } })).toBe(
      0,
    );
    expect(
      await stack().db.auditLog.count({
        where: { targetType: 'FUNCTION_IMPORT', targetId: applied.jobId },
      }),
    ).toBe(0);
  });

  it('reads XLSX: dates as date cells, a PESEL as a number, semicolons in CSV too', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('functions');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      body.gremiumId,
      null,
      null,
      null,
      Number(owner.pesel),
      'członek prezydium',
      'presidium member',
      new Date(Date.UTC(2023, 4, 1)),
      null,
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = await dryRun('prezydium.xlsx', bytes);
    expect(job).toMatchObject({ status: 'DONE', rowsCreated: 1, rowsFailed: 0 });
    const [row] = await report(job.jobId);
    // The report does not say whose the PESEL is (issue 41 #6)…
    expect(row).toMatchObject({
      rowNumber: 2,
      action: 'CREATE',
      person: null,
      dateFrom: '2023-05-01',
    });
    // …but the row matched the owner: applied, the function is theirs.
    await apply('prezydium.xlsx', bytes, job.jobId);
    const stored = await stack().db.gremiumFunction.findFirstOrThrow({
      where: { gremiumId: body.gremiumId },
    });
    expect(stored.profileId).toBe(owner.profileId);

    const semicolons = `${HEADER.replaceAll(',', ';')}\n${body.gremiumId};;${owner.profileId};;;skarbnik;treasurer;1.2.2024;\n`;
    const job2 = await dryRun('semicolons.csv', semicolons);
    expect(job2).toMatchObject({ rowsCreated: 1, rowsFailed: 0 });
    expect((await report(job2.jobId))[0]).toMatchObject({ dateFrom: '2024-02-01' });
  });
});

describe('a PESEL of the file', () => {
  it('appears in no answer, log line, job or report row, or audit entry', async () => {
    const lines: string[] = [];
    const env = loadProfilesApiEnv({
      DATABASE_URL: stack().databaseUrl,
      LOG_LEVEL: 'trace',
      APP_ENVIRONMENT: 'test',
      USERS_API_URL: stack().urls.usersApi,
    });
    const logged = await buildApp({
      config: configFromEnv(env),
      db: stack().db,
      searchWorker: false,
      mailWorker: false,
      accessTokenKeys: stack().identity.keys.keySet,
      peselHashKey: stack().peselKeys.hashKey,
      fastify: {
        logger: {
          level: 'trace',
          stream: new Writable({
            write(chunk, _encoding, done) {
              lines.push(String(chunk));
              done();
            },
          }),
        },
      },
    });
    try {
      const body = await gremium();
      const owner = stack().persona('owner');
      const unknown = makePesel(new Date(Date.UTC(1961, 6, 7)), 123, false);
      const file = csv(
        `${body.gremiumId},,,,${owner.pesel},przewodniczący,chair,2024-01-01,`,
        `${body.gremiumId},,,,${unknown},członek,member,2024-01-01,`,
        `${body.gremiumId},,,,${owner.pesel.slice(0, 10)}0,członek,member,2024-01-01,`,
      );
      const res = await call(
        'admin',
        'POST',
        '/v1.0/functionImport',
        { name: `lista-${owner.pesel}.csv`, bytes: file },
        logged,
      );
      expect(res.statusCode).toBe(202);
      const jobId = res.json().jobId as string;
      let job: Job | undefined;
      await expect
        .poll(async () => {
          job = (
            await call('admin', 'GET', `/v1.0/functionImport/${jobId}`, undefined, logged)
          ).json();
          return job!.status;
        })
        .toBe('DONE');
      expect(job).toMatchObject({ rowsCreated: 1, rowsFailed: 2 });
      await call('admin', 'GET', `/v1.0/functionImport/${jobId}/rows`, undefined, logged);
      await call('admin', 'GET', `/v1.0/functionImport/${jobId}/errors.csv`, undefined, logged);
      await call('admin', 'GET', '/v1.0/functionImport', undefined, logged);

      const db = stack().db;
      const stored = JSON.stringify(
        [
          await db.functionImportJob.findUnique({ where: { id: jobId } }),
          await db.functionImportRow.findMany({ where: { jobId } }),
          await db.auditLog.findMany({ where: { targetType: 'FUNCTION_IMPORT' } }),
        ],
        (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const pesel of [owner.pesel, unknown, `${owner.pesel.slice(0, 10)}0`]) {
        for (const text of [...answers, ...lines, stored]) expect(text).not.toContain(pesel);
      }
      expect(stored).toContain('lista-[…].csv');
    } finally {
      await logged.close();
    }
  });
});

describe('a PESEL in another column (issue 41 #5)', () => {
  it('is reported as "a PESEL in column X", and is kept in no report row, error CSV, job or audit entry', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const stray = makePesel(new Date(Date.UTC(1966, 3, 9)), 222, true);
    // Born in 2003: its PESEL starts with 0, which a sheet's figure drops.
    const figure = makePesel(new Date(Date.UTC(2003, 0, 5)), 11, false);
    const file = csv(
      `${body.gremiumId},,${owner.profileId},,,przewodniczący ${stray},chair,2024-01-01,`,
      `,${stray},${owner.profileId},,,członek,member,2024-01-01,`,
      `${body.gremiumId},,${stray},,,członek,member,2024-01-01,`,
      `${body.gremiumId},,${owner.profileId},,,sekretarz,secretary,2024-01-01,${stray}`,
    );
    const job = await dryRun('wrong-columns.csv', file);
    expect(job).toMatchObject({ status: 'DONE', rowsTotal: 4, rowsFailed: 4 });
    const rows = await report(job.jobId);
    expect(rows.map((r) => r.errors.map((e) => `${e.column}:${e.code}:${e.invalidValue}`))).toEqual(
      [
        ['functionPl:PESEL_IN_COLUMN:null'],
        ['gremiumName:PESEL_IN_COLUMN:null'],
        ['profileId:PESEL_IN_COLUMN:null'],
        ['dateTo:PESEL_IN_COLUMN:null'],
      ],
    );
    // The cell is not shown either.
    expect((rows[0] as unknown as { functionPl: string | null }).functionPl).toBeNull();
    const errorCsv = await call('admin', 'GET', `/v1.0/functionImport/${job.jobId}/errors.csv`);
    expect(errorCsv.body).toContain(
      '2,functionPl,PESEL_IN_COLUMN,holds a PESEL: a PESEL belongs only in the pesel column,\n',
    );

    // An XLSX figure without its leading zero is a PESEL too.
    const sheet = await xlsxOf([
      [body.gremiumId, null, owner.profileId, null, null, 'członek', Number(figure), '2024-01-01'],
    ]);
    expect(String(Number(figure))).toHaveLength(10);
    const fromSheet = await dryRun('wrong-columns.xlsx', sheet);
    expect((await report(fromSheet.jobId))[0]!.errors).toEqual([
      expect.objectContaining({
        column: 'functionEn',
        code: 'PESEL_IN_COLUMN',
        invalidValue: null,
      }),
    ]);

    const db = stack().db;
    const stored = asText([
      await db.functionImportJob.findMany({ where: { id: { in: [job.jobId, fromSheet.jobId] } } }),
      await db.functionImportRow.findMany({
        where: { jobId: { in: [job.jobId, fromSheet.jobId] } },
      }),
      await db.auditLog.findMany({ where: { targetType: 'FUNCTION_IMPORT' } }),
    ]);
    for (const pesel of [stray, figure, String(Number(figure))])
      for (const text of [...answers, stored]) expect(text).not.toContain(pesel);
  });
});

describe('a dry run (issue 41 #6)', () => {
  it('is audited with its row count and no PESEL; its report does not say whose a PESEL is', async () => {
    const body = await gremium();
    const owner = stack().persona('owner');
    const orcid = stack().persona('orcid-owner');
    const file = csv(
      `${body.gremiumId},,,,${owner.pesel},przewodniczący,chair,2024-01-01,`,
      `${body.gremiumId},,,,${makePesel(new Date(Date.UTC(1958, 8, 2)), 5, true)},członek,member,2024-01-01,`,
      `${body.gremiumId},,,${orcid.orcid},,sekretarz,secretary,2024-01-01,`,
    );
    const job = await dryRun(`sprawdzenie.csv`, file);
    expect(job).toMatchObject({ status: 'DONE', rowsCreated: 2, rowsFailed: 1 });

    const audit = await stack().db.auditLog.findMany({
      where: { targetType: 'FUNCTION_IMPORT', targetId: job.jobId },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'FUNCTION_IMPORT_DRY_RUN',
      actorUserId: stack().persona('admin').userId,
      details: { fileName: 'sprawdzenie.csv', rowsTotal: 3, peselRows: 2 },
    });
    expect(asText(audit)).not.toContain(owner.pesel);

    // What the operator needs to fix a row: matched or not; whose the PESEL is, never.
    const rows = await report(job.jobId);
    expect(rows.map((r) => [r.action, r.person])).toEqual([
      ['CREATE', null],
      ['ERROR', null],
      ['CREATE', { profileId: orcid.profileId, name: expect.any(String) }],
    ]);
    expect(rows[1]!.errors.map((e) => `${e.column}:${e.code}`)).toEqual(['pesel:UNKNOWN_PERSON']);
    const stored = await stack().db.functionImportRow.findMany({
      where: { jobId: job.jobId },
      orderBy: { rowNumber: 'asc' },
    });
    expect(stored.map((r) => [r.profileId, r.personName])).toEqual([
      [null, null],
      [null, null],
      [orcid.profileId, expect.any(String)],
    ]);
  });
});

describe('the error report (issue 41 #9)', () => {
  it('writes no cell that a spreadsheet would read as a formula', async () => {
    const owner = stack().persona('owner');
    const body = await gremium();
    const file = csv(
      `,"=HYPERLINK(""http://example.org"",""x"")",${owner.profileId},,,członek,member,2024-01-01,`,
      `${body.gremiumId},,${owner.profileId},,,członek,member,=1+2,`,
      `${body.gremiumId},,${owner.profileId},,,zastępca,deputy,2024-01-01,-2+3`,
      `@x,,${owner.profileId},,,sekretarz,secretary,2024-01-01,`,
      `${body.gremiumId},,${owner.profileId},,,skarbnik,treasurer,+1,`,
    );
    const job = await dryRun('formulas.csv', file);
    expect(job.rowsFailed).toBe(5);
    const res = await call('admin', 'GET', `/v1.0/functionImport/${job.jobId}/errors.csv`);
    const cells = (parseCsv(res.body.replace(/^\uFEFF/, '')) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // Each value is still there, after the apostrophe a spreadsheet shows as text.
    expect(cells).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://example.org","x")`,
        "'=1+2",
        "'-2+3",
        "'@x",
        "'+1",
      ]),
    );
  });
});
