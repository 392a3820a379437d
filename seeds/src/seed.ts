import pg from 'pg';
import { encryptPesel, hashPesel, type PeselKeys } from '@ln/pesel';
import { personaPeselWithoutProfile } from './persona-logins.js';
import { RowSink, TABLES, type TableName } from './copy.js';
import { withConstraintsRebuiltAfter } from './bulk.js';
import {
  generateGremia,
  generatePerson,
  generatePosts,
  institutionRows,
  newCapacity,
  SEED_NOW,
  specialtyTermRows,
  type GenerationContext,
  type GeneratedPerson,
} from './generate/index.js';
import { SequentialIds, seedId } from './ids.js';
import {
  DEFAULT_SEED,
  FIXTURE_NAMES,
  FIXTURE_PROFILES,
  PERSONAS,
  type Persona,
} from './personas.js';
import { loadReferenceData } from './reference.js';
import { Rng, STREAM } from './rng.js';
import { CURRENT_TERMS } from './data/dictionaries.js';

export interface SeedOptions {
  profiles: number;
  seed?: number;
  peselKeys: PeselKeys;
  /** People generated between two commits. */
  batchSize?: number;
  log?: (line: string) => void;
  /** Search benchmark data only (GenerationContext.searchOnly); no gremia either. */
  searchOnly?: boolean;
}

export interface SeedReport {
  profiles: number;
  seed: number;
  rows: Record<string, number>;
  milliseconds: number;
}

export class SeedError extends Error {}

/** Share of ordinary profiles whose owner already has an account. */
const CLAIMED_SHARE = 0.03;

export async function countProfiles(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM profile');
  return Number(rows[0]?.n ?? 0);
}

/**
 * The kept public short lists (publication_short_list, decision 028) and the OAI-PMH
 * datestamps (oai_item, decision 045) are derived data, kept by triggers on the tables. During
 * a bulk load those triggers are off (each
 * COPY's would look up the co-authors of its rows in tables whose indexes are dropped), and
 * every kept list is dropped after it: the first read of each profile builds its list again.
 * Inside the caller's transaction, so the triggers are off for nobody else.
 */
async function withKeptListsRebuiltLater(client: pg.ClientBase, load: () => Promise<void>) {
  const triggers = await client.query<{ table: string; name: string }>(
    `SELECT c.relname AS table, t.tgname AS name
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal
        AND (t.tgname LIKE 'publication\\_short\\_list\\_%' OR t.tgname LIKE 'oai\\_%'
             OR t.tgname LIKE 'discovery\\_outbox\\_%')`,
  );
  for (const t of triggers.rows)
    await client.query(`ALTER TABLE "${t.table}" DISABLE TRIGGER "${t.name}"`);
  await load();
  for (const t of triggers.rows)
    await client.query(`ALTER TABLE "${t.table}" ENABLE TRIGGER "${t.name}"`);
  if (triggers.rows.length > 0) await client.query('DELETE FROM publication_short_list');
  // The OAI-PMH datestamps (decision 045): every item loaded, stamped once.
  if (triggers.rows.some((t) => t.name.startsWith('oai_')))
    await client.query('SELECT oai_item_rebuild()');
  // Discovery's tables (decision 047) are built by its job once the seed is in.
  if (triggers.rows.some((t) => t.name.startsWith('discovery_')))
    await client.query('DELETE FROM discovery_outbox');
}

/**
 * Fills an empty, migrated database with `profiles` scientists and everything around them.
 * Deterministic: the same (profiles, seed) gives the same rows, ids included. Rows go in
 * with COPY, a batch of people per transaction, foreign keys checked as usual.
 */
export async function seedDatabase(url: string, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.profiles;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(total) || total < FIXTURE_PROFILES.length || total > 1_800_000) {
    throw new SeedError(
      `--profiles must be a whole number from ${FIXTURE_PROFILES.length} to 1800000`,
    );
  }
  const client = new pg.Client({ connectionString: url, application_name: 'ln-seed' });
  client.on('error', () => {});
  await client.connect();
  try {
    const existing = await countProfiles(client);
    if (existing > 0) {
      throw new SeedError(
        `the database already has ${existing} profiles; seed only an empty database`,
      );
    }
    await loadReferenceData(client);
    const sink = new RowSink();
    const ctx: GenerationContext = {
      seed,
      total,
      ids: new SequentialIds(),
      sink,
      peselKeys: options.peselKeys,
      capacity: newCapacity(seed, total),
      now: SEED_NOW,
      peers: true,
      searchOnly: options.searchOnly === true,
      fixedNames: FIXTURE_NAMES,
    };

    // One transaction: a seed lands whole or not at all.
    await client.query('BEGIN');
    try {
      await withKeptListsRebuiltLater(client, () =>
        withConstraintsRebuiltAfter(
          client,
          SEEDED_TABLES,
          () => loadPeople(client, ctx, options, log),
          log,
        ),
      );
      await client.query(`UPDATE specialty_term t SET usage_count = s.n
        FROM (SELECT term_id, count(*) AS n FROM specialty WHERE term_id IS NOT NULL GROUP BY term_id) s
        WHERE s.term_id = t.id`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    // Freshly copied pages have no hint bits or visibility map: set them now, not on the
    // first reads (which would dirty every page), and give the planner its statistics.
    await client.query('VACUUM (ANALYZE)');

    const rows: Record<string, number> = {};
    for (const [table, count] of sink.totals()) rows[table as TableName] = count;
    return { profiles: total, seed, rows, milliseconds: Date.now() - started };
  } finally {
    await client.end();
  }
}

/** Tables the seed fills (reference tables stay as the migration and loadReferenceData left them). */
const SEEDED_TABLES = Object.keys(TABLES);

async function loadPeople(
  client: pg.ClientBase,
  ctx: GenerationContext,
  options: SeedOptions,
  log: (line: string) => void,
): Promise<void> {
  const { sink, seed, total } = ctx;
  institutionRows(sink);
  specialtyTermRows(sink);
  await sink.flush(client);

  const fixtures = new Map(FIXTURE_PROFILES.map((f) => [f.index, f]));
  const personaByProfile = new Map(
    PERSONAS.flatMap((p, k) =>
      p.profileIndex === undefined ? [] : [[p.profileIndex, { persona: p, k }] as const],
    ),
  );
  const batchSize = options.batchSize ?? 1_000;
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    for (let i = start; i < end; i++) {
      const owner = personaByProfile.get(i);
      const claimed =
        !owner && !fixtures.has(i) && new Rng(seed, STREAM.users, i).chance(CLAIMED_SHARE);
      const userId = owner ? seedId('user', owner.k) : claimed ? seedId('user', 1_000 + i) : null;
      const person = generatePerson(ctx, i, { ...fixtures.get(i)?.overrides, userId });
      if (owner) addUser(ctx, userId!, owner.persona, person.pesel, owner.k);
      else if (claimed) addClaimedUser(ctx, userId!, person, i);
    }
    await sink.flush(client);
    if (end === total || (end / batchSize) % 10 === 0) log(`people: ${end}/${total}`);
  }

  // Accounts without a profile.
  PERSONAS.forEach((persona, k) => {
    if (persona.profileIndex !== undefined) return;
    addUser(ctx, seedId('user', k), persona, personaPeselWithoutProfile(persona, k), k);
  });
  if (!ctx.searchOnly) generateGremia(ctx);
  generatePosts(ctx);
  await sink.flush(client);
}

function addUser(
  ctx: GenerationContext,
  id: string,
  persona: Persona,
  pesel: string,
  k: number,
): void {
  const created = new Date(Date.UTC(2024, k % 12, 1 + k));
  ctx.sink.add('app_user', {
    id,
    first_name: persona.firstName,
    surname: persona.surname,
    email: persona.email,
    phone: null,
    login: persona.key,
    pesel_encrypted: encryptPesel(pesel, ctx.peselKeys),
    pesel_hash: hashPesel(pesel, ctx.peselKeys),
    orcid: null,
    status: persona.status,
    notifications_consent: k % 2 === 0,
    terms_version: persona.termsAccepted ? CURRENT_TERMS.version : null,
    terms_accepted_at: persona.termsAccepted ? created : null,
    created_at: created,
    updated_at: created,
  });
  persona.roles.forEach((role) =>
    ctx.sink.add('user_role_assignment', { id: ctx.ids.take('roleAssignment'), user_id: id, role }),
  );
}

function addClaimedUser(
  ctx: GenerationContext,
  id: string,
  person: GeneratedPerson,
  index: number,
): void {
  const created = new Date(Date.UTC(2023, 0, 1) + (index % 900) * 86_400_000);
  ctx.sink.add('app_user', {
    id,
    first_name: person.firstName,
    surname: person.surname,
    email: null,
    phone: null,
    login: `user-${index}`,
    pesel_encrypted: encryptPesel(person.pesel, ctx.peselKeys),
    pesel_hash: hashPesel(person.pesel, ctx.peselKeys),
    orcid: person.orcid,
    status: 'ACTIVE',
    notifications_consent: index % 3 === 0,
    terms_version: CURRENT_TERMS.version,
    terms_accepted_at: created,
    created_at: created,
    updated_at: created,
  });
  ctx.sink.add('user_role_assignment', {
    id: ctx.ids.take('roleAssignment'),
    user_id: id,
    role: 'BASIC',
  });
}
