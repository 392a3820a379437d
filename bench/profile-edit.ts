// `pnpm bench profile-edit [--profiles N] [--owners 10] [--seconds 5] [--rounds 5]`
// The owner's edits through a real profiles-api (in this process, listening on loopback, its
// outbox worker on): the latency of `PUT v1.0/profile/aboutMe` with N owners saving at once
// (each owner saving again as soon as answered, with its own token), and the
// edit-to-searchable time: `POST editSpecialties` with a new word → outbox → worker → the
// profile found by that specialty through `scientistSearchData`, polled every 10 ms.
// Logins are not part of what is measured (bench-api.ts).
import { parseArgs } from 'node:util';
import { createPostgresSearchEngine, reindexAll } from '@ln/search';
import { createOwners, percentile, removeOwners, startBenchApi } from './bench-api.js';

const API = '/api/profiles-api';

export async function profileEditBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '3000' },
      owners: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '5' },
    },
  });
  const profiles = Number(values.profiles);
  const ownerCount = Number(values.owners);
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const { url, embedded, db, signer, app } = await startBenchApi(profiles);
  const owners = await createOwners(url, ownerCount);
  try {
    const indexed = await db.$queryRaw<
      Array<{ n: bigint }>
    >`SELECT count(*) AS n FROM search_profile`;
    if (Number(indexed[0]?.n ?? 0) === 0) {
      console.log('  building the search index (once)…');
      await reindexAll({ db, engine: createPostgresSearchEngine({ db }) });
    }
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens = await Promise.all(owners.map((o) => signer.sign(o)));

    // PUT aboutMe: each owner saves again as soon as its last save is answered, all at once.
    const aboutMe = (i: number) =>
      JSON.stringify({
        aboutMe: `Biogram ${i}: `.padEnd(800, 'badania nad historią nauki polskiej '),
        aboutMeEn: `Biography ${i}: `.padEnd(600, 'research on the history of Polish science '),
      });
    const run = async (duration: number) => {
      const latencies: number[] = [];
      let failures = 0;
      const deadline = Date.now() + duration * 1000;
      await Promise.all(
        tokens.map(async (token) => {
          for (let i = 0; Date.now() < deadline; i += 1) {
            const t = process.hrtime.bigint();
            const response = await fetch(`${base}${API}/v1.0/profile/aboutMe`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: aboutMe(i),
            });
            await response.arrayBuffer();
            latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
            if (!response.ok) failures += 1;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      return { latencies, failures };
    };
    await run(1); // warm-up
    const result = await run(seconds);

    // Edit-to-searchable: a new specialty word, saved through the API, found through search.
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const owner = owners[i % owners.length]!;
      const token = tokens[i % tokens.length]!;
      const word = `Pomiarologia${Date.now().toString(36).replace(/\d/g, 'x')}${'abcdefghij'[i]}`;
      const t0 = Date.now();
      const saved = await fetch(`${base}${API}/v1.0/profile/${owner.profileId}/editSpecialties`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ specialties: [{ labelPl: word, labelEn: `${word} (en)` }] }),
      });
      if (!saved.ok) throw new Error(`editSpecialties answered ${saved.status}`);
      for (;;) {
        const body = (await fetch(
          `${base}${API}/v1.1/public/profile/scientistSearchData?specialty=${word}`,
        ).then((r) => r.json())) as { page?: { content?: Array<{ profileId: string }> } };
        if (body.page?.content?.some((p) => p.profileId === owner.profileId)) break;
        if (Date.now() - t0 > 30_000) throw new Error('an edit was not searchable within 30 s');
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(Date.now() - t0);
    }
    times.sort((a, b) => a - b);

    console.log(
      `\nowner edits at ${profiles} profiles (profiles-api in process, PostgreSQL search, 2 cores shared by server, database and load)`,
    );
    const { latencies, failures } = result;
    console.log(
      `  PUT aboutMe, ${owners.length} concurrent owners, ${seconds} s: ${(latencies.length / seconds).toFixed(0)} req/s; p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${latencies.length} requests, ${failures} not 2xx)`,
    );
    console.log(
      `  edit-to-searchable (editSpecialties → outbox → worker → scientistSearchData, ${times.length} edits): median ${percentile(times, 50)} ms, max ${times.at(-1)} ms (all: ${times.join(', ')})`,
    );
  } finally {
    await app.close();
    await removeOwners(
      url,
      owners.map((o) => o.userId),
    );
    await db.$disconnect();
    await embedded?.stop();
  }
}
