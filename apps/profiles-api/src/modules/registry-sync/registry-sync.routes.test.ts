import { startJobQueue } from '@ln/jobs';
import { createAuditRepository } from '@ln/lifecycle';
import { radonPersonId } from '@ln/seeds';
import { registryClientsFromEnv } from '@ln/registry';
import { eventually } from '@ln/testing/eventually';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import { DEV_PBN_APP, startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRY_SYNC_QUEUES } from './registry-sync.worker.js';
import { buildSourceRunners } from './sources.js';

/**
 * The registry sync through its API (decision 039): the admin starts runs of RAD-on against
 * the stand-in over real HTTP, on the real job queue, into the seeded database whose people
 * are the stand-in's (profile.polon_id). Lean: 40 people.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const PEOPLE = 40;
const YEARLY = '0 3 1 1 *';
let standIns: RunningStandIns;
beforeAll(async () => {
  standIns = await startStandIns({ people: PEOPLE });
});
afterAll(async () => standIns?.close());

const stack = useIdentityStack({
  profiles: PEOPLE,
  // An incremental schedule that does not come due while the file runs (its job is sent by
  // the test, as pg-boss's cron pass would send it); no full one.
  profilesApiEnv: { REGISTRY_SYNC_FULL_CRON: '', REGISTRY_SYNC_INCREMENTAL_CRON: YEARLY },
  registrySync: ({ db, databaseUrl, peselHashKey }) => ({
    connectionString: databaseUrl,
    // PBN's runs are tested in pbn/pbn-source.test.ts; here PBN stays unconfigured.
    runners: (({ PBN: _pbn, ...rest }) => rest)(
      buildSourceRunners({
        db,
        audit: createAuditRepository(db),
        peselHashKey,
        clients: registryClientsFromEnv({
          RADON_BASE_URL: `${standIns.url}/radon`,
          PBN_BASE_URL: `${standIns.url}/pbn`,
          PBN_APP_ID: DEV_PBN_APP.id,
          PBN_APP_TOKEN: DEV_PBN_APP.token,
          REGISTRY_MAX_RETRIES: '4',
        }),
      }),
    ),
  }),
});
const call = callerFor(stack, 'profilesApi', '/api/profiles-api');

async function runToEnd(body: { mode: 'FULL' | 'INCREMENTAL'; dryRun?: boolean }) {
  const started = await call('admin', 'POST', '/v1.0/dataSources/RADON/runs', {
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

const counts = async () => {
  const db = stack().db;
  const [outbox, audit] = await Promise.all([db.searchOutbox.count(), db.auditLog.count()]);
  return { outbox, audit };
};

describe('the registry sync (RAD-on → profiles)', () => {
  it('lists both sources (RAD-on configured here, PBN not), only to admins', async () => {
    const res = await call('admin', 'GET', '/v1.0/dataSources');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ source: string; configured: boolean; state: string }>;
    expect(items.map((i) => i.source)).toEqual(['RADON', 'PBN']);
    expect(items[0]).toMatchObject({ configured: true, state: 'IDLE' });
    expect(items[1]!.configured).toBe(false);
    expect((await call('owner', 'GET', '/v1.0/dataSources')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/v1.0/dataSources')).statusCode).toBe(401);
    expect(
      (
        await call('admin', 'POST', '/v1.0/dataSources/PBN/runs', { mode: 'FULL', dryRun: false })
      ).json().code,
    ).toBe('SOURCE_NOT_CONFIGURED');
  });

  it('a full run matches people by uid, ORCID iD or PESEL hash; a second writes nothing', async () => {
    const db = stack().db;
    // One seeded person known only by the ORCID iD, another only by the PESEL hash.
    const [byOrcid, byPesel] = await db.profile.findMany({
      where: { polonId: { not: null }, orcid: { not: null }, peselHash: { not: null } },
      orderBy: { polonId: 'desc' },
      take: 2,
      select: { id: true, polonId: true },
    });
    await db.profile.update({ where: { id: byOrcid!.id }, data: { polonId: null } });
    await db.profile.update({
      where: { id: byPesel!.id },
      data: { polonId: null, orcid: null },
    });
    const profiles = await db.profile.count();
    // The seed's current employments carry no registry key: the first run takes them as
    // the registry's own (their rows and the owner's positions stay), never adds a second.
    const current = () =>
      db.employment.findMany({
        where: { status: 'CURRENT', source: 'POLON' },
        select: { id: true, position: true },
        orderBy: { id: 'asc' },
      });
    const seeded = await current();
    expect(seeded.some((e) => e.position)).toBe(true);
    const first = await runToEnd({ mode: 'FULL' });
    expect(await db.profile.count()).toBe(profiles);
    expect(await current()).toEqual(seeded);
    for (const { id, polonId } of [byOrcid!, byPesel!])
      expect((await db.profile.findUniqueOrThrow({ where: { id } })).polonId).toBe(polonId);
    expect(first.state, first.failure).toBe('SUCCEEDED');
    expect(first.counts.errors).toBe(0);
    expect(first.counts.withdrawn).toBe(0);
    const before = await counts();
    const second = await runToEnd({ mode: 'FULL' });
    expect(second.state).toBe('SUCCEEDED');
    expect(second.counts).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
    expect(second.counts.unchanged).toBeGreaterThanOrEqual(PEOPLE * 2);
    const after = await counts();
    // The start of the run is the one audit entry; nothing reached the outbox.
    expect(after).toEqual({ outbox: before.outbox, audit: before.audit + 1 });
    const changes = await call('admin', 'GET', `/v1.0/dataSources/runs/${second.id}/changes`);
    expect(changes.json().totalElements).toBe(0);
  });

  it("a changed employment arrives; the owner's additions survive", async () => {
    const db = stack().db;
    const profile = await db.profile.findFirstOrThrow({
      where: {
        polonId: { not: null },
        hidden: false,
        employments: { some: { status: 'CURRENT' } },
      },
      select: { id: true, polonId: true },
      orderBy: { polonId: 'asc' },
    });
    const index = Array.from({ length: PEOPLE }, (_, i) => i).find(
      (i) => radonPersonId(i) === profile.polonId,
    );
    expect(index).toBeDefined();
    await db.profile.update({ where: { id: profile.id }, data: { aboutMe: 'Moje własne bio.' } });
    const links = await db.profileLink.count({ where: { profileId: profile.id } });
    await db.profileLink.create({
      data: { profileId: profile.id, kind: 'OTHER', portalName: 'x', link: 'https://example.org/' },
    });
    standIns.state.radon.change(index!, {
      employments: [
        {
          startDate: '2025-10-01',
          employingInstitutionName: 'Instytut Zmian',
          employingInstitutionUuid: null,
          basicPlaceOfWork: 'Tak',
          declaredDisciplines: null,
        },
      ],
    } as never);
    const dry = await runToEnd({ mode: 'INCREMENTAL', dryRun: true });
    expect(dry.state).toBe('SUCCEEDED');
    const would = await call('admin', 'GET', `/v1.0/dataSources/runs/${dry.id}/changes`);
    expect(would.json().content.map((c: { sourceId: string }) => c.sourceId)).toContain(
      profile.polonId,
    );
    expect(
      await db.employment.count({
        where: { profileId: profile.id, institutionName: 'Instytut Zmian' },
      }),
    ).toBe(0);
    const run = await runToEnd({ mode: 'INCREMENTAL' });
    expect(run.state, run.failure).toBe('SUCCEEDED');
    expect(run.counts.changed).toBeGreaterThanOrEqual(1);
    const after = await db.profile.findUniqueOrThrow({
      where: { id: profile.id },
      include: { employments: true, links: true },
    });
    expect(after.aboutMe).toBe('Moje własne bio.');
    expect(after.links).toHaveLength(links + 1);
    expect(after.employments.find((e) => e.institutionName === 'Instytut Zmian')?.status).toBe(
      'CURRENT',
    );
  });

  it('the removal guard stops a run fed an empty source; cancel withdraws nothing', async () => {
    const db = stack().db;
    const shown = { polonId: { not: null }, hidden: false };
    const visible = await db.profile.count({ where: shown });
    standIns.state.radon.empty = true;
    try {
      // A dry run withdraws nothing: it reports what a real run would withdraw, with the
      // figures at which the guard would stop it, and writes no fact, outbox row or audit
      // entry but its start.
      const before = await counts();
      const dry = await runToEnd({ mode: 'FULL', dryRun: true });
      expect(dry.state, dry.failure).toBe('SUCCEEDED');
      // Every held person record (a profile hidden before is among them).
      expect(dry.counts.withdrawn).toBe(PEOPLE);
      expect(dry.guard).toMatchObject({ wouldWithdraw: PEOPLE, total: PEOPLE, threshold: 0.02 });
      const would = await call('admin', 'GET', `/v1.0/dataSources/runs/${dry.id}/changes`);
      expect(would.json().content).toContainEqual(expect.objectContaining({ change: 'WITHDRAWN' }));
      expect(await db.profile.count({ where: shown })).toBe(visible);
      expect(await counts()).toEqual({ outbox: before.outbox, audit: before.audit + 1 });

      const run = await runToEnd({ mode: 'FULL' });
      expect(run.state).toBe('AWAITING_CONFIRMATION');
      expect(run.guard).toMatchObject({ threshold: 0.02 });
      expect(run.guard.share).toBeGreaterThan(0.5);
      expect(
        (
          await call('admin', 'POST', '/v1.0/dataSources/RADON/runs', {
            mode: 'FULL',
            dryRun: false,
          })
        ).json().code,
      ).toBe('RUN_IN_PROGRESS');
      const cancelled = await call('admin', 'POST', `/v1.0/dataSources/runs/${run.id}/cancel`);
      expect(cancelled.json().state).toBe('CANCELLED');
      expect(await db.profile.count({ where: shown })).toBe(visible);
      expect(
        (await call('admin', 'POST', `/v1.0/dataSources/runs/${run.id}/confirm`)).json().code,
      ).toBe('RUN_NOT_AWAITING');
    } finally {
      standIns.state.radon.empty = false;
    }
  });

  it('a person gone from the registry is withdrawn after the confirmation, and comes back', async () => {
    const db = stack().db;
    const index = PEOPLE - 1;
    const gone = await db.profile.findUniqueOrThrow({ where: { polonId: radonPersonId(index) } });
    expect(gone.hidden).toBe(false);
    standIns.state.radon.remove(index);
    // One of 40 is 2.5 %: above the 2 % the guard lets through.
    const stopped = await runToEnd({ mode: 'FULL' });
    expect(stopped.state).toBe('AWAITING_CONFIRMATION');
    expect(stopped.guard).toMatchObject({ wouldWithdraw: 1, total: PEOPLE });
    expect((await db.profile.findUniqueOrThrow({ where: { id: gone.id } })).hidden).toBe(false);
    const confirmed = await call('admin', 'POST', `/v1.0/dataSources/runs/${stopped.id}/confirm`);
    expect(confirmed.statusCode).toBe(202);
    const run = await eventually(async () => {
      const r = (await call('admin', 'GET', `/v1.0/dataSources/runs/${stopped.id}`)).json();
      expect(r.state).toBe('SUCCEEDED');
      return r;
    });
    expect(run.counts.withdrawn).toBe(1);
    const withdrawn = await db.profile.findUniqueOrThrow({ where: { id: gone.id } });
    expect(withdrawn.hidden).toBe(true); // kept, out of public view
    const page = await call(null, 'GET', `/v1.3/public/profile/${gone.id}/detailsPerson`);
    expect(page.json().code).toBe('HIDDEN_PROFILE_ERROR');
    expect(
      await db.auditLog.count({
        where: { action: 'REGISTRY_SYNC_WITHDRAWN', targetId: gone.id },
      }),
    ).toBe(1);
    const changes = (await call('admin', 'GET', `/v1.0/dataSources/runs/${run.id}/changes`)).json();
    expect(changes.content).toContainEqual(
      expect.objectContaining({ change: 'WITHDRAWN', profileId: gone.id }),
    );
    // Back in the registry: shown again.
    standIns.state.radon.change(index, {});
    const back = await runToEnd({ mode: 'FULL' });
    expect(back.state).toBe('SUCCEEDED');
    expect((await db.profile.findUniqueOrThrow({ where: { id: gone.id } })).hidden).toBe(false);
  });

  it("the schedule is pg-boss's; its job starts an incremental run audited as the system", async () => {
    const db = stack().db;
    const queue = REGISTRY_SYNC_QUEUES.RADON;
    const schedules = await db.$queryRaw<Array<{ key: string; cron: string; data: object }>>`
      SELECT key, cron, data FROM pgboss.schedule WHERE name = ${queue} ORDER BY key`;
    expect(schedules).toEqual([
      { key: 'incremental', cron: YEARLY, data: { trigger: 'SCHEDULE', mode: 'INCREMENTAL' } },
    ]);
    const listed = (await call('admin', 'GET', '/v1.0/dataSources')).json().items[0];
    expect(listed.schedule).toEqual({ full: null, incremental: YEARLY });
    expect(await db.registrySyncRun.count({ where: { trigger: 'SCHEDULE' } })).toBe(0);
    // What the cron pass sends when the time comes: the schedule's data, to its queue.
    const jobs = await startJobQueue({
      connectionString: stack().databaseUrl,
      schedules: false,
      maintenance: false,
      maxConnections: 1,
    });
    try {
      expect(await jobs.send(queue, schedules[0]!.data)).toBeTruthy();
    } finally {
      await jobs.stop(5_000);
    }
    const run = await eventually(
      async () => {
        const found = await db.registrySyncRun.findFirstOrThrow({
          where: { trigger: 'SCHEDULE' },
          orderBy: { queuedAt: 'desc' },
        });
        expect(found.state).toBe('SUCCEEDED');
        return found;
      },
      { timeout: 100_000 },
    );
    expect(run).toMatchObject({ mode: 'INCREMENTAL', dryRun: false, startedById: null });
    const started = await db.auditLog.findFirstOrThrow({
      where: { action: 'REGISTRY_SYNC_STARTED', targetId: run.id },
    });
    expect(started.actorUserId).toBeNull();
    expect(started.details).toMatchObject({ trigger: 'SCHEDULE', mode: 'INCREMENTAL' });
  });

  it('keeps no PESEL: the link holds the keyed hash only', async () => {
    const db = stack().db;
    const text = JSON.stringify(
      await db.registryRecord.findMany({ select: { delivered: true, sourceId: true } }),
    );
    expect(text).not.toMatch(/\b\d{11}\b/);
    const runs = await call('admin', 'GET', '/v1.0/dataSources/RADON/runs');
    expect(runs.body).not.toMatch(/\b\d{11}\b/);
  });
});
