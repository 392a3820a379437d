import { createAuditRepository } from '@ln/lifecycle';
import { registryClientsFromEnv } from '@ln/registry';
import { eventually } from '@ln/testing/eventually';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import { DEV_PBN_APP, startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSourceRunners } from '../sources.js';

/**
 * PBN as a source of the run framework (decision 041), through the API, on the real job queue,
 * over the HTTP stand-in into the seeded database. Lean: 40 people; the rules of the writes are
 * tested in pbn-sync.test.ts.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const PEOPLE = 40;
let standIns: RunningStandIns;
beforeAll(async () => {
  standIns = await startStandIns({ people: PEOPLE });
});
afterAll(async () => standIns?.close());

const stack = useIdentityStack({
  profiles: PEOPLE,
  profilesApiEnv: { REGISTRY_SYNC_FULL_CRON: '', REGISTRY_SYNC_INCREMENTAL_CRON: '' },
  registrySync: ({ db, databaseUrl, peselHashKey }) => ({
    connectionString: databaseUrl,
    runners: buildSourceRunners({
      db,
      audit: createAuditRepository(db),
      peselHashKey,
      clients: registryClientsFromEnv({
        PBN_BASE_URL: `${standIns.url}/pbn`,
        PBN_APP_ID: DEV_PBN_APP.id,
        PBN_APP_TOKEN: DEV_PBN_APP.token,
        REGISTRY_MAX_RETRIES: '4',
      }),
    }),
  }),
});
const call = callerFor(stack, 'profilesApi', '/api/profiles-api');

async function runToEnd(body: { mode: 'FULL' | 'INCREMENTAL'; dryRun?: boolean }) {
  const started = await call('admin', 'POST', '/v1.0/dataSources/PBN/runs', {
    dryRun: false,
    ...body,
  });
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json().id as string;
  return eventually(
    async () => {
      const run = (await call('admin', 'GET', `/v1.0/dataSources/runs/${id}`)).json();
      expect(['SUCCEEDED', 'FAILED', 'AWAITING_CONFIRMATION', 'CANCELLED']).toContain(run.state);
      return run;
    },
    { timeout: 100_000 },
  );
}

const footprint = async () => {
  const db = stack().db;
  const [outbox, audit, publications, versions] = await Promise.all([
    db.searchOutbox.count(),
    db.auditLog.count(),
    db.publication.count(),
    db.publicationVersion.count({ where: { kind: 'PBN', isVisible: true } }),
  ]);
  return { outbox, audit, publications, versions };
};

describe('PBN through the run framework', () => {
  it('a full run makes PBN versions of the seeded publications; a second writes nothing', async () => {
    const before = await footprint();
    const first = await runToEnd({ mode: 'FULL' });
    expect(first.state, first.failure).toBe('SUCCEEDED');
    expect(first.counts).toMatchObject({ withdrawn: 0, errors: 0, unchanged: 0 });
    expect(first.counts.new).toBeGreaterThan(0);
    const made = await footprint();
    expect(made.publications).toBe(before.publications);
    expect(made.versions).toBeGreaterThan(before.versions);
    const changes = await call(
      'admin',
      'GET',
      `/v1.0/dataSources/runs/${first.id}/changes?page=0&size=5`,
    );
    expect(changes.json().content[0]).toMatchObject({ entity: 'PERSON', change: 'NEW' });

    const second = await runToEnd({ mode: 'FULL' });
    expect(second.state).toBe('SUCCEEDED');
    expect(second.counts).toMatchObject({ new: 0, changed: 0, withdrawn: 0, errors: 0 });
    expect(second.counts.unchanged).toBe(first.counts.new + first.counts.changed);
    // The start of the run is its one audit entry; nothing reached the outbox.
    expect(await footprint()).toEqual({ ...made, audit: made.audit + 1 });
    const incremental = await runToEnd({ mode: 'INCREMENTAL' });
    expect(incremental.state).toBe('SUCCEEDED');
    expect(incremental.counts).toMatchObject({ new: 0, changed: 0, unchanged: 0, withdrawn: 0 });
  });

  it('the removal guard stops a run fed an empty PBN; cancel withdraws nothing', async () => {
    const before = await footprint();
    standIns.state.pbn.empty = true;
    try {
      const run = await runToEnd({ mode: 'FULL' });
      expect(run.state).toBe('AWAITING_CONFIRMATION');
      expect(run.guard).toMatchObject({ threshold: 0.02 });
      expect(run.guard.share).toBeGreaterThan(0.9);
      expect(run.counts.withdrawn).toBe(0);
      const cancelled = await call('admin', 'POST', `/v1.0/dataSources/runs/${run.id}/cancel`);
      expect(cancelled.json().state).toBe('CANCELLED');
    } finally {
      standIns.state.pbn.empty = false;
    }
    const after = await footprint();
    expect(after.versions).toBe(before.versions);
  });
});
