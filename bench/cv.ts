// `pnpm bench cv [--iterations 200] [--profiles 3000] [--seconds 10] [--connections 10] [--port P]`
// 1. Rendering: a CV with 300 publications and every section full (the document tests'
//    fixture), as the narrative PDF and the narrative DOCX, one after another in this process:
//    p50/p95/p99 per document. Target (issue): p95 ≤ 30 ms each. Beside them pdfkit's floor:
//    the publication lines alone, untagged, without links (@ln/cv/floor).
// 2. `GET v1.0/cv/{cvId}/all` through a real profiles-api on loopback (flag on, owner token):
//    throughput and latency at N connections (autocannon), for the PDF and the DOCX, of a CV
//    saved through the API with 300 publications and a narrative citing the owner's works.
// 3. Public reads while documents render (issue 41 #2, decision 034): the p99 of two public
//    reads (the home page's newest profiles, a profile's details) idle, then while 10 PDFs of
//    that CV keep rendering, for the render pool ("pool") and for rendering on the event loop
//    as before it ("event loop"), interleaved A, B, A, B (`--rounds`, `--load-seconds`).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { RenderPool } from '@ln/cv';
import { renderDocx, renderPdf } from '@ln/cv/renderers';
import { fullCvDocument } from '@ln/cv/fixture';
import { renderPdfFloor } from '@ln/cv/floor';
import { createOwners, percentile, removeOwners, startBenchApi } from './bench-api.js';

const API = '/api/profiles-api/v1.0';

async function timeRenders(iterations: number, render: () => Promise<{ length: number } | number>) {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await render(); // warm-up (JIT, fonts)
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < iterations; i += 1) {
    const t = process.hrtime.bigint();
    const out = await render();
    bytes = typeof out === 'number' ? out : out.length;
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const f = (p: number) => percentile(times, p).toFixed(1);
  return `p50 ${f(50)} ms, p95 ${f(95)} ms, p99 ${f(99)} ms, max ${times.at(-1)!.toFixed(1)} ms (${iterations} renders, ${(bytes / 1024).toFixed(0)} KiB)`;
}

export async function cvBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      iterations: { type: 'string', default: '200' },
      profiles: { type: 'string', default: '3000' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'render-only': { type: 'boolean', default: false },
      // Only the third part (public reads while documents render), with its rounds.
      'load-only': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '2' },
      'load-seconds': { type: 'string', default: '10' },
      // The API listens on P and the embedded PostgreSQL on P + 1 (default: free ports).
      port: { type: 'string', default: '0' },
    },
  });
  const iterations = Number(values.iterations);
  for (const language of values['load-only'] ? [] : (['pl', 'en'] as const)) {
    const doc = fullCvDocument(language, 300);
    console.log(
      `\nCV rendering, ${language}, 300 publications, every section full (in process; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    console.log(`  narrative PDF:  ${await timeRenders(iterations, () => renderPdf(doc))}`);
    console.log(
      `  narrative DOCX: ${await timeRenders(iterations, () => renderDocx(doc, { narrative: true }))}`,
    );
    // What pdfkit itself needs for the publications alone (no tags, links or other sections).
    console.log(`  pdfkit's floor: ${await timeRenders(iterations, () => renderPdfFloor(doc))}`);
  }
  if (values['render-only']) return;

  const profiles = Number(values.profiles);
  const port = Number(values.port);
  const { url, embedded, db, signer, app, another } = await startBenchApi(profiles, {
    databasePort: port > 0 ? port + 1 : 0,
    // Downloads are limited per user and minute: not here, where one owner asks for hundreds.
    env: { FEATURE_CV_GENERATOR: 'true', CV_DOWNLOADS_PER_MINUTE: '1000000' },
    options: { searchWorker: false },
  });
  const [owner] = await createOwners(url, 1);
  // createOwners skips the first 500 profiles (the fixtures and their neighbours).
  if (!owner) throw new Error('no profile to own: run with --profiles 1000 or more');
  try {
    const base = await app.listen({ port: Math.max(0, port), host: '127.0.0.1' });
    const token = await signer.sign(owner);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${API}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const { cvId } = (await call('POST', `/cv/${owner.profileId}?language=pl`)) as {
      cvId: string;
    };
    const doc = fullCvDocument('pl', 300);
    await call('POST', `/cv/${cvId}/publication`, {
      publications: doc.publications.map((p, i) => ({
        title: p.title,
        publicationType: 'ARTICLE',
        year: p.year,
        author1: 'Kowalska A.',
        author2: 'Łukasiewicz-Żółkiewska B.',
        author3: 'Nowak-Jeziorański C.',
        doi: p.doi,
        description: p.description,
        order: i,
      })),
    });
    const chooser = (await call('GET', `/cv/${cvId}/publications/forChoose`)) as {
      publications: Array<{ publicationId: string }>;
    };
    const cite = chooser.publications
      .slice(0, 3)
      .map((p) => `[[pub:${p.publicationId}]]`)
      .join(', ');
    const fields = (await call('GET', `/cv/${cvId}/descriptionFields`)) as {
      descriptionFields: Array<{ key: string; internalId: number }>;
    };
    await call('POST', `/cv/${cvId}/descriptionFields`, {
      values: fields.descriptionFields.map((f) => ({
        key: f.key,
        internalId: f.internalId,
        value: `${'Opis dorobku i jego znaczenia dla dziedziny. '.repeat(40)}${cite}`,
      })),
    });
    const connections = Number(values.connections);
    const duration = Number(values.seconds);
    console.log(
      `\nGET v1.0/cv/{cvId}/all at ${profiles} profiles (profiles-api in process on loopback, ${connections} connections, ${duration} s, 2 cores shared by server, database and load; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    for (const cvType of values['load-only']
      ? []
      : ['NARRATIVE_PDF', 'NARRATIVE_DOCX', 'PLAIN_DOCX']) {
      const result = await autocannon({
        url: `${base}${API}/cv/${cvId}/all?cvType=${cvType}`,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}` },
      });
      // A request still running when the window closes is not counted: at 0 completed the
      // window was shorter than one queue of renders (raise --seconds), not a failure.
      const note =
        result.requests.total === 0 ? '; none completed in the window, raise --seconds' : '';
      console.log(
        `  ${cvType.padEnd(14)} ${result.requests.average.toFixed(1)} req/s; latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts${note})`,
      );
    }
    // 3. Public reads while 10 documents render: the pool against the event loop.
    const eventLoop = await another({ renderer: inProcessRenderer() });
    try {
      const eventLoopBase = await eventLoop.listen({ port: 0, host: '127.0.0.1' });
      await publicReadsUnderLoad({
        targets: { pool: base, 'event loop': eventLoopBase },
        cvPath: `${API}/cv/${cvId}/all?cvType=NARRATIVE_PDF`,
        token,
        profileId: owner.profileId,
        rounds: Number(values.rounds),
        seconds: Number(values['load-seconds']),
      });
    } finally {
      await eventLoop.close();
    }
  } finally {
    await app.close();
    await removeOwners(url, [owner.userId]);
    await db.$disconnect();
    await embedded?.stop();
  }
}

/** The renderers on the calling thread, as the service rendered before the pool (for part 3). */
function inProcessRenderer(): RenderPool {
  return {
    threads: 0,
    queue: Number.POSITIVE_INFINITY,
    inFlight: 0,
    render: ({ doc, format }) =>
      format === 'pdf' ? renderPdf(doc) : renderDocx(doc, { narrative: format === 'docx' }),
    warm: async () => {},
    close: async () => {},
  };
}

/**
 * Part 3: for each target and round, the public reads' latency idle and while `downloads`
 * documents keep rendering (each finished download is followed by the next at once).
 */
async function publicReadsUnderLoad(options: {
  targets: Record<string, string>;
  cvPath: string;
  token: string;
  profileId: string;
  rounds: number;
  seconds: number;
  downloads?: number;
}) {
  const downloads = options.downloads ?? 10;
  const reads = [
    { method: 'GET' as const, path: `${API}/public/profile/newest` },
    {
      method: 'GET' as const,
      path: `${API.replace('v1.0', 'v1.3')}/public/profile/${options.profileId}/detailsPerson`,
    },
  ];
  const measure = async (base: string) => {
    const result = await autocannon({
      url: base,
      connections: 2,
      duration: options.seconds,
      requests: reads,
    });
    return result;
  };
  const load = (base: string) => {
    let running = true;
    let done = 0;
    let failed = 0;
    const one = async (): Promise<void> => {
      while (running) {
        const res = await fetch(`${base}${options.cvPath}`, {
          headers: { authorization: `Bearer ${options.token}` },
        });
        await res.arrayBuffer();
        if (res.ok) done += 1;
        else failed += 1;
      }
    };
    const workers = Array.from({ length: downloads }, one);
    return {
      stop: async () => {
        running = false;
        await Promise.all(workers);
        return { done, failed };
      },
    };
  };
  console.log(
    `\nPublic reads (GET v1.0/public/profile/newest and v1.3/public/profile/{id}/detailsPerson, 2 connections, ${options.seconds} s each) idle and while ${downloads} NARRATIVE_PDF downloads of the 300-publication CV keep rendering; ${options.rounds} round(s), the targets interleaved:`,
  );
  // A first download of each: the pool's thread starts and loads the renderers.
  for (const base of Object.values(options.targets))
    await (
      await fetch(`${base}${options.cvPath}`, {
        headers: { authorization: `Bearer ${options.token}` },
      })
    ).arrayBuffer();
  const rows: Array<{ target: string; idle: number; loaded: number }> = [];
  for (let round = 1; round <= options.rounds; round += 1)
    for (const [target, base] of Object.entries(options.targets)) {
      const idle = await measure(base);
      const renders = load(base);
      const loaded = await measure(base);
      const { done, failed } = await renders.stop();
      rows.push({ target, idle: idle.latency.p99, loaded: loaded.latency.p99 });
      console.log(
        `  round ${round}, ${target.padEnd(10)} idle p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms (${idle.requests.total} reads) | rendering p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms (${loaded.requests.total} reads, ${loaded.non2xx} not 2xx; ${done} documents, ${failed} refused) | p99 ${(loaded.latency.p99 / Math.max(1, idle.latency.p99)).toFixed(2)}× idle (load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
      );
    }
  for (const target of Object.keys(options.targets)) {
    const mine = rows.filter((r) => r.target === target);
    const idle = Math.max(...mine.map((r) => r.idle));
    const loaded = Math.max(...mine.map((r) => r.loaded));
    console.log(
      `  ${target.padEnd(10)} worst p99: idle ${idle} ms, rendering ${loaded} ms (${(loaded / Math.max(1, idle)).toFixed(2)}× idle; target under 1.5×)`,
    );
  }
}
