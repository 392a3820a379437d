import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPesel, hashPesel, isValidPesel, parsePeselKeys } from '@ln/pesel';
import { createProfile, createUser } from './factories.js';
import { seedId } from './ids.js';
import { FIXTURE_PROFILES, PERSONAS } from './personas.js';
import { seedDatabase } from './seed.js';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';

const keys = parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
const PROFILES = 400;

let db: TestDatabase;
let client: pg.Client;
const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  (await client.query<T>(sql, params)).rows;
const one = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  (await rows<T>(sql, params))[0]!;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDatabase(db.url, { profiles: PROFILES, peselKeys: keys, batchSize: 150 });
  client = new pg.Client(db.url);
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('the seed', () => {
  it('creates the number of profiles asked for, with the fixtures at known ids', async () => {
    expect(Number((await one<{ n: string }>('SELECT count(*) AS n FROM profile')).n)).toBe(
      PROFILES,
    );
    const hidden = FIXTURE_PROFILES.find((f) => f.key === 'hidden')!;
    const dead = FIXTURE_PROFILES.find((f) => f.key === 'deceased')!;
    const h = await one<{ hidden: boolean; surname: string }>(
      'SELECT hidden, surname FROM profile WHERE id = $1',
      [seedId('profile', hidden.index)],
    );
    expect(h).toEqual({ hidden: true, surname: 'Świątek' });
    const d = await one<{ dead: boolean; email: string | null; phone_number: string | null }>(
      'SELECT dead, email, phone_number FROM profile WHERE id = $1',
      [seedId('profile', dead.index)],
    );
    expect(d).toEqual({ dead: true, email: null, phone_number: null });
  });

  it('writes Polish names with every Polish letter, female surname forms and previous surnames', async () => {
    const names = await rows<{ text: string }>(
      "SELECT string_agg(first_name || ' ' || coalesce(second_name, '') || ' ' || surname, ' ') AS text FROM profile",
    );
    const text = names[0]!.text;
    for (const letter of 'ąćęłńóśźżŁŚŻ') expect(text, `letter ${letter}`).toContain(letter);
    const women = await one<{ n: string }>(
      "SELECT count(*) AS n FROM profile WHERE surname LIKE '%ska' OR surname LIKE '%cka'",
    );
    expect(Number(women.n)).toBeGreaterThan(10);
    const previous = await one<{ n: string }>(
      'SELECT count(*) AS n FROM profile WHERE previous_surname IS NOT NULL',
    );
    expect(Number(previous.n)).toBeGreaterThan(5);
    const prefixed = await one<{ prefix: string }>('SELECT prefix FROM profile WHERE id = $1', [
      seedId('profile', 5),
    ]);
    expect(prefixed.prefix).toBe('ks.');
  });

  it('gives everyone 5 to 60 publications and makes co-authorship real', async () => {
    const counts = await rows<{ n: string }>(
      'SELECT count(*) AS n FROM publication_author WHERE profile_id IS NOT NULL GROUP BY profile_id',
    );
    expect(counts).toHaveLength(PROFILES);
    for (const c of counts) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(5);
      expect(Number(c.n)).toBeLessThanOrEqual(60);
    }
    const shared = await one<{ n: string }>(
      'SELECT count(*) AS n FROM (SELECT publication_id FROM publication_author WHERE profile_id IS NOT NULL GROUP BY publication_id HAVING count(*) >= 2) s',
    );
    expect(Number(shared.n)).toBeGreaterThan(100);
  });

  it('covers all five publication types, 1–3 versions from different sources, DOIs under 10.5555', async () => {
    const types = await rows<{ type: string }>(
      'SELECT DISTINCT type::text AS type FROM publication ORDER BY 1',
    );
    expect(types.map((t) => t.type)).toEqual([
      'ARTICLE',
      'BOOK',
      'CHAPTER',
      'EDITED_BOOK',
      'PROCEEDINGS',
    ]);
    const versions = await one<{ min: number; max: number; dup: string }>(
      `SELECT min(n) AS min, max(n) AS max, sum(dup) AS dup FROM (
         SELECT count(*) AS n, count(*) - count(DISTINCT kind) AS dup FROM publication_version GROUP BY publication_id) s`,
    );
    expect(Number(versions.min)).toBeGreaterThanOrEqual(1);
    expect(Number(versions.max)).toBeLessThanOrEqual(4);
    expect(Number(versions.dup)).toBe(0);
    const dois = await one<{ bad: string; good: string }>(
      "SELECT count(*) FILTER (WHERE doi NOT LIKE '10.5555/%') AS bad, count(*) FILTER (WHERE doi LIKE '10.5555/%') AS good FROM publication",
    );
    expect(Number(dois.bad)).toBe(0);
    expect(Number(dois.good)).toBeGreaterThan(0);
  });

  it('fills every tab of the full fixture profile', async () => {
    const id = seedId('profile', 0);
    const counts = await one<Record<string, string>>(
      `SELECT
        (SELECT count(*) FROM publication_author WHERE profile_id = $1) AS publications,
        (SELECT count(*) FROM artistic_achievement_author WHERE profile_id = $1) AS achievements,
        (SELECT count(*) FROM industrial_property_creator WHERE profile_id = $1) AS patents,
        (SELECT count(*) FROM project_person WHERE profile_id = $1) AS projects,
        (SELECT count(*) FROM research_work_person WHERE profile_id = $1) AS research_works,
        (SELECT count(*) FROM degree_title WHERE profile_id = $1) AS degrees,
        (SELECT count(*) FROM employment WHERE profile_id = $1) AS employments,
        (SELECT count(*) FROM profile_link WHERE profile_id = $1) AS links,
        (SELECT count(*) FROM gremium_membership WHERE profile_id = $1) AS memberships,
        (SELECT count(*) FROM gremium_function WHERE profile_id = $1) AS functions`,
      [id],
    );
    for (const [tab, n] of Object.entries(counts)) expect(Number(n), tab).toBeGreaterThan(0);
    const types = await rows<{ type: string }>(
      'SELECT DISTINCT p.type FROM publication p JOIN publication_author a ON a.publication_id = p.id WHERE a.profile_id = $1',
      [id],
    );
    expect(types).toHaveLength(5);
  });

  it('names every linked person exactly as their profile does, in every list', async () => {
    for (const table of [
      'publication_author',
      'research_work_person',
      'gremium_membership',
      'gremium_function',
      'artistic_achievement_author',
      'industrial_property_creator',
      'project_person',
    ]) {
      const mismatch = await one<{ n: string }>(
        `SELECT count(*) AS n FROM ${table} x JOIN profile p ON p.id = x.profile_id
          WHERE x.first_name <> p.first_name OR x.surname <> p.surname`,
      );
      expect(Number(mismatch.n), table).toBe(0);
    }
    const achievements = await one<{ n: string }>(
      `SELECT count(*) AS n FROM artistic_achievement
        WHERE (achievement_type_code = 'INDIVIDUAL') <> (all_authors_count = 1)`,
    );
    expect(Number(achievements.n)).toBe(0);
  });

  it('links research works to authors, promoters and reviewers among seeded people', async () => {
    const roles = await rows<{ role: string }>(
      'SELECT DISTINCT role FROM research_work_person WHERE profile_id IS NOT NULL ORDER BY role',
    );
    expect(roles.map((r) => r.role)).toEqual(['AUTHOR', 'PROMOTER', 'REVIEWER']);
  });

  it('creates gremia with members, terms, functions and periods, and posts', async () => {
    const g = await one<Record<string, string>>(
      `SELECT (SELECT count(*) FROM gremium) AS gremia, (SELECT count(*) FROM gremium_membership_term) AS terms,
              (SELECT count(*) FROM gremium_function_period) AS periods, (SELECT count(*) FROM post) AS posts,
              (SELECT count(*) FROM gremium WHERE end_date IS NOT NULL) AS former`,
    );
    for (const [what, n] of Object.entries(g)) expect(Number(n), what).toBeGreaterThan(0);
  });

  it('creates every persona with its roles and status, and a unique valid PESEL for every user', async () => {
    const users = await rows<{
      login: string;
      status: string;
      roles: string[];
      pesel_encrypted: Buffer;
      pesel_hash: Buffer;
    }>(
      `SELECT u.login, u.status, array_agg(r.role::text ORDER BY r.role::text) AS roles, u.pesel_encrypted, u.pesel_hash
         FROM app_user u JOIN user_role_assignment r ON r.user_id = u.id GROUP BY u.id`,
    );
    for (const persona of PERSONAS) {
      const user = users.find((u) => u.login === persona.key);
      expect(user, persona.key).toBeDefined();
      expect(user!.status).toBe(persona.status);
      expect(user!.roles).toEqual([...persona.roles].sort());
    }
    const pesels = users.map((u) => decryptPesel(u.pesel_encrypted, keys));
    expect(new Set(pesels).size).toBe(users.length);
    pesels.forEach((pesel, i) => {
      expect(isValidPesel(pesel), pesel).toBe(true);
      expect(hashPesel(pesel, keys).equals(users[i]!.pesel_hash)).toBe(true);
    });
    // No PESEL in plain text anywhere in the users table.
    const plain = await one<{ n: string }>(
      'SELECT count(*) AS n FROM app_user WHERE position($1::bytea in pesel_encrypted) > 0',
      [Buffer.from(pesels[0]!)],
    );
    expect(Number(plain.n)).toBe(0);
  });

  it('links an owner persona to their profile by PESEL', async () => {
    const linked = await one<{ same: boolean }>(
      `SELECT p.pesel_hash = u.pesel_hash AS same FROM profile p JOIN app_user u ON u.id = p.user_id WHERE u.login = 'owner'`,
    );
    expect(linked.same).toBe(true);
  });

  it('keeps every constraint: indexes and foreign keys are back after the bulk load', async () => {
    const fks = await one<{ n: string }>(
      "SELECT count(*) AS n FROM pg_constraint WHERE contype = 'f'",
    );
    expect(Number(fks.n)).toBeGreaterThan(60);
    await expect(
      client.query(
        "INSERT INTO publication_author (id, publication_id, position, first_name, surname) VALUES (gen_random_uuid(), gen_random_uuid(), 0, 'A', 'B')",
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('refuses to seed a database that already has profiles', async () => {
    await expect(seedDatabase(db.url, { profiles: 10, peselKeys: keys })).rejects.toThrow(
      /already has/,
    );
  });

  it('is deterministic: the same seed gives the same rows, ids included', async () => {
    const other = await createTestDatabase();
    try {
      await seedDatabase(other.url, { profiles: PROFILES, peselKeys: keys, batchSize: 400 });
      const digest = async (url: string) => {
        const c = new pg.Client(url);
        await c.connect();
        try {
          const sums: string[] = [];
          for (const sql of [
            "SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM (SELECT id, first_name, surname, orcid, hidden, dead, created_at FROM profile) t",
            "SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM (SELECT id, type, year, doi, main_title, main_language, all_authors_count FROM publication) t",
            "SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM publication_author t",
            "SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM research_work_person t",
            "SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM (SELECT id, gremium_id, profile_id, first_name, surname, member_kind, position_on_list FROM gremium_membership) t",
          ]) {
            sums.push((await c.query<{ md5: string }>(sql)).rows[0]!.md5);
          }
          return sums;
        } finally {
          await c.end();
        }
      };
      expect(await digest(other.url)).toEqual(await digest(db.url));
    } finally {
      await other.drop();
    }
  });
});

describe('the factories', () => {
  it('create a profile with the same generators, and an account linked to it', async () => {
    const person = await createProfile(db.url, keys, {
      surname: 'Żółć',
      hidden: true,
      ownPublications: 5,
    });
    const p = await one<{ surname: string; hidden: boolean; pubs: string }>(
      'SELECT surname, hidden, (SELECT count(*) FROM publication_author WHERE profile_id = p.id) AS pubs FROM profile p WHERE id = $1',
      [person.profileId],
    );
    expect(p).toEqual({ surname: 'Żółć', hidden: true, pubs: '5' });
    const user = await createUser(db.url, keys, {
      roles: ['ADMIN'],
      profileId: person.profileId,
      pesel: person.pesel,
    });
    const linked = await one<{ user_id: string; roles: string[] }>(
      `SELECT p.user_id, (SELECT array_agg(role::text ORDER BY role::text) FROM user_role_assignment WHERE user_id = p.user_id) AS roles
         FROM profile p WHERE p.id = $1`,
      [person.profileId],
    );
    expect(linked).toEqual({ user_id: user.userId, roles: ['ADMIN', 'BASIC'] });
  });
});

describe('the persona logins', () => {
  it('match the accounts and profiles the seed created', async () => {
    const { personaLogins } = await import('./persona-logins.js');
    for (const login of personaLogins(keys)) {
      const user = await one<{ pesel_hash: Buffer; profile_id: string | null }>(
        'SELECT u.pesel_hash, p.id AS profile_id FROM app_user u LEFT JOIN profile p ON p.user_id = u.id WHERE u.id = $1',
        [login.userId],
      );
      expect(hashPesel(login.pesel, keys).equals(user.pesel_hash), login.key).toBe(true);
      expect(user.profile_id).toBe(login.profileId);
    }
  });
});
