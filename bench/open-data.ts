// `pnpm bench open-data [--profiles 200000] [--pages 200]`: the OAI-PMH repository and the bulk
// dump at scale (issue 44, docs/open-data.md "Speed"). ListRecords pages of 100 CERIF records
// (the persons' set, followed by their resumption tokens, answered by the service in process:
// SQL and XML, no HTTP), their p50/p95; a full harvest of all persons; then the dump written
// whole. Prints numbers; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPrismaClient } from '@ln/db';
import { createOaiRepository, createOaiService } from '@ln/pages/oai';
import { createOpenDataRepository, writeDump } from '@ln/profiles-api/open-data';
import { percentile } from './bench-api.js';
import { benchDatabase } from './dataset.js';

export async function openDataBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '200000' },
      pages: { type: 'string', default: '200' },
    },
  });
  const profiles = Number(values.profiles);
  const { url, embedded } = await benchDatabase(profiles, (line) => console.log(line));
  const db = createPrismaClient(url, { max: 2 });
  try {
    const service = createOaiService({
      repo: createOaiRepository(db),
      publicOrigin: 'https://ludzie.nauka.gov.pl',
      adminEmail: 'opendata@ludzie.nauka.gov.pl',
    });
    const tokenOf = (xml: string) =>
      /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    const harvest = async (limit: number) => {
      const times: number[] = [];
      let records = 0;
      let args: Record<string, string[]> = {
        verb: ['ListRecords'],
        metadataPrefix: ['oai_cerif_openaire'],
        set: ['openaire_cris_persons'],
      };
      const started = performance.now();
      for (let page = 0; page < limit; page++) {
        const t = performance.now();
        const xml = await service.handle(args);
        times.push(performance.now() - t);
        records += xml.split('<record>').length - 1;
        const token = tokenOf(xml);
        if (!token) break;
        args = { verb: ['ListRecords'], resumptionToken: [token] };
      }
      return { times, records, seconds: (performance.now() - started) / 1000 };
    };
    // Warm the pool and the plans, then the measured pages.
    await harvest(5);
    const sample = await harvest(Number(values.pages));
    const sorted = [...sample.times].sort((a, b) => a - b);
    console.log(
      `ListRecords oai_cerif_openaire, set persons, 100 per page, ${sorted.length} pages: ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    const full = await harvest(Number.MAX_SAFE_INTEGER);
    console.log(
      `full harvest of the persons: ${full.records} records in ${full.times.length} pages, ${full.seconds.toFixed(1)} s`,
    );
    const dir = mkdtempSync(join(tmpdir(), 'ln-bench-dump-'));
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const manifest = await writeDump({ repo: createOpenDataRepository(db), dir, now: new Date() });
    const seconds = (performance.now() - started) / 1000;
    const peak = Math.round((process.memoryUsage().rss - rss) / 2 ** 20);
    console.log(`dump written in ${seconds.toFixed(1)} s (rss grew by ${peak} MB):`);
    for (const file of manifest.files)
      console.log(
        `  ${file.kind}: ${file.records} records, ${(file.bytes / 2 ** 20).toFixed(1)} MB gzipped`,
      );
    rmSync(dir, { recursive: true, force: true });
  } finally {
    await db.$disconnect();
    await embedded?.stop();
  }
}
