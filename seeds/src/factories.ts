import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { encryptPesel, hashPesel, makePesel, type PeselKeys } from '@ln/pesel';
import { withClient } from '@ln/db';
import { RowSink } from './copy.js';
import {
  generatePerson,
  institutionRows,
  SEED_NOW,
  specialtyTermRows,
  type GeneratedPerson,
  type PersonOverrides,
} from './generate/index.js';
import { RandomIds } from './ids.js';
import type { RoleName } from './personas.js';
import { CURRENT_TERMS } from './data/dictionaries.js';

/**
 * Test factories: the seed's own generators, writing through the same COPY sink, one
 * person at a time into an existing database (random ids, no links to other people).
 */

async function inTransaction<T>(client: pg.ClientBase, fn: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** The seed's institutions and specialty terms, which generated people point at. */
async function ensureSharedRows(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM institution');
  if (Number(rows[0]?.n) > 0) return;
  const sink = new RowSink();
  institutionRows(sink);
  specialtyTermRows(sink);
  await sink.flush(client);
}

function usingClient<T>(target: pg.ClientBase | string, fn: (client: pg.ClientBase) => Promise<T>) {
  return typeof target === 'string' ? withClient(target, fn) : fn(target);
}

/**
 * Creates one scientist with everything of theirs (publications, degrees, …). Visible and
 * living unless `overrides` say otherwise: the generator hides or marks deceased a share of
 * people at random, which a test must ask for, never get by chance.
 */
export async function createProfile(
  target: pg.ClientBase | string,
  peselKeys: PeselKeys,
  overrides: PersonOverrides = {},
): Promise<GeneratedPerson> {
  return usingClient(target, (client) =>
    inTransaction(client, async () => {
      await ensureSharedRows(client);
      const sink = new RowSink();
      const person = generatePerson(
        {
          seed: randomInt(1, 2 ** 31),
          total: 0,
          ids: new RandomIds(),
          sink,
          peselKeys,
          capacity: new Int16Array(0),
          now: SEED_NOW,
          peers: false,
        },
        // A random index gives a random (but valid and, in practice, unique) PESEL and name.
        randomInt(0, 1_800_000),
        { hidden: false, dead: false, ...overrides },
      );
      await sink.flush(client);
      return person;
    }),
  );
}

export interface UserOverrides {
  firstName?: string;
  surname?: string;
  email?: string | null;
  roles?: RoleName[];
  status?: 'ACTIVE' | 'BLOCKED' | 'CLOSED';
  termsAccepted?: boolean;
  pesel?: string;
  orcid?: string | null;
  /** Links the account to this profile (profile.user_id). */
  profileId?: string;
}

export interface CreatedUser {
  userId: string;
  pesel: string;
}

/** Creates an account (BASIC is always among its roles). */
export async function createUser(
  target: pg.ClientBase | string,
  peselKeys: PeselKeys,
  overrides: UserOverrides = {},
): Promise<CreatedUser> {
  const ids = new RandomIds();
  const userId = ids.take();
  const female = randomInt(0, 2) === 0;
  const pesel =
    overrides.pesel ??
    makePesel(
      new Date(Date.UTC(1960 + randomInt(0, 40), randomInt(0, 12), 1 + randomInt(0, 28))),
      randomInt(0, 4990),
      female,
    );
  const roles = [...new Set<RoleName>(['BASIC', ...(overrides.roles ?? [])])];
  const sink = new RowSink();
  sink.add('app_user', {
    id: userId,
    first_name: overrides.firstName ?? 'Anna',
    surname: overrides.surname ?? 'Testowa',
    email:
      overrides.email === undefined ? `user-${userId.slice(0, 8)}@example.pl` : overrides.email,
    phone: null,
    login: `login-${userId}`,
    pesel_encrypted: encryptPesel(pesel, peselKeys),
    pesel_hash: hashPesel(pesel, peselKeys),
    orcid: overrides.orcid ?? null,
    status: overrides.status ?? 'ACTIVE',
    notifications_consent: false,
    terms_version: overrides.termsAccepted === false ? null : CURRENT_TERMS.version,
    terms_accepted_at: overrides.termsAccepted === false ? null : new Date(),
    created_at: new Date(),
    updated_at: new Date(),
  });
  for (const role of roles)
    sink.add('user_role_assignment', { id: ids.take(), user_id: userId, role });
  await usingClient(target, (client) =>
    inTransaction(client, async () => {
      await sink.flush(client);
      if (overrides.profileId) {
        await client.query('UPDATE profile SET user_id = $1 WHERE id = $2', [
          userId,
          overrides.profileId,
        ]);
      }
    }),
  );
  return { userId, pesel };
}
