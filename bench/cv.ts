// `pnpm bench cv [--iterations 200] [--profiles 3000] [--seconds 10] [--connections 10] [--port P]`
// 1. Rendering: a CV with 300 publications and every section full (the document tests'
//    fixture), as the narrative PDF and the narrative DOCX, one after another in this process:
//    p50/p95/p99 per document. Target (issue): p95 ≤ 30 ms each. Beside them pdfkit's floor:
//    the publication lines alone, untagged, without links (@ln/cv/floor).
// 2. `GET v1.0/cv/{cvId}/all` through a real profiles-api on loopback (flag on, owner token):
//    throughput and latency at N connections (autocannon), for the PDF and the DOCX, of a CV
//    saved through the API with 300 publications and a narrative citing the owner's works.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
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
      // The API listens on P and the embedded PostgreSQL on P + 1 (default: free ports).
      port: { type: 'string', default: '0' },
    },
  });
  const iterations = Number(values.iterations);
  for (const language of ['pl', 'en'] as const) {
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
  const { url, embedded, db, signer, app } = await startBenchApi(profiles, {
    databasePort: port > 0 ? port + 1 : 0,
    env: { FEATURE_CV_GENERATOR: 'true' },
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
    for (const cvType of ['NARRATIVE_PDF', 'NARRATIVE_DOCX', 'PLAIN_DOCX']) {
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
  } finally {
    await app.close();
    await removeOwners(url, [owner.userId]);
    await db.$disconnect();
    await embedded?.stop();
  }
}
