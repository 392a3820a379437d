// `pnpm bench expert-search [--profiles 3000] [--applicants 50] [--rounds 20]`
// The expert finder (`POST v1.0/expert/search`, MEIN_OP) through a real profiles-api in this
// process over the bench database: 30 registered experts with a consent to MEIN, and a call
// with N applicants given by name (as an operator pastes them from a call for proposals: every
// other one written surname first, one in five matching nobody). Prints the latency of the
// call, one call at a time, after a warm-up; the rate limit of the route is not reached (one
// operator, a call at a time, fewer than its budget per minute is never asserted here: the
// bench asks for a fresh operator every EXPERT_SEARCHES_PER_MINUTE calls).
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { EXPERT_SEARCHES_PER_MINUTE } from '@ln/contracts';
import { withClient } from '@ln/db';
import { percentile, startBenchApi } from './bench-api.js';

const API = '/api/profiles-api';

/** An operator account (MEIN_OP) with an open session. */
async function createOperator(url: string) {
  const userId = randomUUID();
  const sessionId = randomUUID();
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO app_user (id, first_name, surname, status, terms_version, terms_accepted_at, updated_at)
       VALUES ($1, 'Bench', 'Operator', 'ACTIVE', (SELECT max(version) FROM terms_version), now(), now())`,
      [userId],
    );
    for (const role of ['BASIC', 'MEIN_OP'])
      await client.query(
        'INSERT INTO user_role_assignment (id, user_id, role) VALUES ($1, $2, $3::user_role)',
        [randomUUID(), userId, role],
      );
    await client.query(
      `INSERT INTO refresh_token (id, user_id, family_id, token_hash, provider, expires_at)
       VALUES ($1, $2, $3, $4, 'bench', now() + interval '1 hour')`,
      [randomUUID(), userId, sessionId, randomBytes(32)],
    );
  });
  return { userId, sessionId };
}

export async function expertSearchBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: 'string', default: '3000' },
      applicants: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '20' },
    },
  });
  const rounds = Number(values.rounds);
  const applicantCount = Number(values.applicants);
  const { url, embedded, db, signer, app } = await startBenchApi(Number(values.profiles), {
    env: { FEATURE_JSDE_MODULE: 'true' },
  });
  const operators: string[] = [];
  try {
    // Experts: 30 visible profiles, registered with a live consent to MEIN (kept between runs).
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `SELECT p.id FROM profile p
          WHERE NOT p.hidden AND NOT p.dead
            AND NOT EXISTS (SELECT 1 FROM expert_registration r WHERE r.profile_id = p.id)
          ORDER BY p.id LIMIT greatest(0, 30 - (SELECT count(*) FROM expert_registration))`,
      );
      for (const row of rows) {
        const [user, registration] = [randomUUID(), randomUUID()];
        await client.query(
          `INSERT INTO app_user (id, first_name, surname, status, updated_at)
           VALUES ($1, 'Bench', 'Expert', 'ACTIVE', now())`,
          [user],
        );
        await client.query(
          `INSERT INTO expert_registration (id, user_id, profile_id, contact_channel, email, updated_at)
           VALUES ($1, $2, $3, 'EMAIL', 'bench@example.pl', now())`,
          [registration, user, row.id],
        );
        await client.query(
          `INSERT INTO expert_consent (registration_id, entity) VALUES ($1, 'MEIN')`,
          [registration],
        );
      }
    });
    const names = await db.$queryRaw<Array<{ first_name: string; surname: string }>>`
      SELECT first_name, surname FROM profile WHERE NOT hidden ORDER BY id DESC LIMIT ${applicantCount}`;
    const applicants = names.map((n, i) =>
      i % 5 === 4
        ? { name: `Nieznana Osoba ${i}` }
        : { name: i % 2 ? `${n.surname} ${n.first_name}` : `${n.first_name} ${n.surname}` },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    let token = '';
    const call = async (i: number) => {
      if (i % (EXPERT_SEARCHES_PER_MINUTE - 1) === 0) {
        const operator = await createOperator(url);
        operators.push(operator.userId);
        token = await signer.sign(operator);
      }
      const t = process.hrtime.bigint();
      const res = await fetch(`${base}${API}/v1.0/expert/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ entity: 'MEIN', applicants }),
      });
      const body = (await res.json()) as { totalElements?: number };
      if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
      return { ms: Number(process.hrtime.bigint() - t) / 1e6, experts: body.totalElements };
    };
    for (let i = 0; i < 3; i += 1) await call(i); // warm-up
    const latencies: number[] = [];
    let experts = 0;
    for (let i = 3; i < rounds + 3; i += 1) {
      const result = await call(i);
      latencies.push(result.ms);
      experts = result.experts ?? 0;
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `expert search, ${applicantCount} applicants by name, ${experts} experts, ${rounds} calls: ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    await withClient(url, (client) =>
      client.query('DELETE FROM app_user WHERE id = ANY($1::uuid[])', [operators]),
    );
    await app.close();
    await db.$disconnect();
    await embedded?.stop();
  }
}
