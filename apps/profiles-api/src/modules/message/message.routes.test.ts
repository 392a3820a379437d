import type { AddressInfo } from 'node:net';
import { MESSAGES_PER_HOUR, type Notification } from '@ln/contracts';
import { createProfile, createUser } from '@ln/seeds';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailOutboxRepository } from './mail-outbox.repository.js';
import { createMailOutboxWorker } from './mail-outbox.worker.js';

/**
 * Messages to scientists (MEIN_OP, AGENT): only accounts with notificationsConsent receive
 * them, recipients see them as notifications, and their e-mails leave through the outbox
 * exactly once, also when the SMTP server fails and comes back. Real logins, real
 * PostgreSQL, a real SMTP server (smtp-server) on loopback.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api/v1.0';

const call = callerFor(stack, 'profilesApi', base);

const DISCIPLINE = 'DS010601N';
const OTHER = 'DS010101N';
const audience = { disciplineCodes: [DISCIPLINE] };
const message = (subject: string) => ({
  kind: 'CALL',
  subject,
  body: 'Nabór wniosków do programu jest otwarty do końca miesiąca.',
  audience,
});
const users = {} as Record<'consenting' | 'refusing' | 'elsewhere', string>;

/** A scientist with a profile in `discipline` and an account with or without the consent. */
async function scientist(discipline: string, consent: boolean) {
  const { db, databaseUrl, peselKeys } = stack();
  const profile = await createProfile(databaseUrl, peselKeys);
  await db.profileDiscipline.deleteMany({ where: { profileId: profile.profileId } });
  const field = await db.scienceDiscipline.findUniqueOrThrow({
    where: { code: discipline },
    select: { fieldCode: true },
  });
  await db.profileDiscipline.create({
    data: { profileId: profile.profileId, disciplineCode: discipline, fieldCode: field.fieldCode },
  });
  const user = await createUser(databaseUrl, peselKeys, {
    profileId: profile.profileId,
    email: `${profile.profileId.slice(0, 8)}@example.pl`,
  });
  await db.user.update({ where: { id: user.userId }, data: { notificationsConsent: consent } });
  return user.userId;
}

beforeAll(async () => {
  const { db } = stack();
  // Nobody else of the seed is in the audience: the counts below are exact.
  await db.user.updateMany({ data: { notificationsConsent: false } });
  users.consenting = await scientist(DISCIPLINE, true);
  users.refusing = await scientist(DISCIPLINE, false);
  users.elsewhere = await scientist(OTHER, true);
  // The owner persona is in the audience too, and consents (through users-api below).
  const owner = stack().persona('owner');
  const field = await db.scienceDiscipline.findUniqueOrThrow({
    where: { code: DISCIPLINE },
    select: { fieldCode: true },
  });
  await db.profileDiscipline.upsert({
    where: {
      profileId_disciplineCode: { profileId: owner.profileId!, disciplineCode: DISCIPLINE },
    },
    create: { profileId: owner.profileId!, disciplineCode: DISCIPLINE, fieldCode: field.fieldCode },
    update: {},
  });
  const consent = await stack().usersApi.inject({
    method: 'PUT',
    url: '/api/users-api/v1.0/user/changeNotificationsConsent',
    headers: { authorization: `Bearer ${await stack().accessToken('owner')}` },
    payload: { notificationsConsent: true },
  });
  expect(consent.statusCode).toBe(200);
});

async function recipientsOf(messageId: string) {
  const rows = await stack().db.messageRecipient.findMany({
    where: { messageId },
    select: { userId: true },
  });
  return rows.map((r) => r.userId).sort();
}

describe('messages to scientists', () => {
  it('previews the recipients: only scientists with notificationsConsent in the audience', async () => {
    const res = await call('agent', 'POST', '/message/preview', audience);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipientCount: 2 });
    const none = await call('agent', 'POST', '/message/preview', { disciplineCodes: [] });
    expect(none.statusCode).toBe(400);
  });

  it('reaches only consenting recipients, as a notification and an e-mail in the outbox', async () => {
    const res = await call('agent', 'POST', '/message', message('Nabór 2027'));
    expect(res.statusCode).toBe(200);
    const { messageId, recipientCount } = res.json<{ messageId: string; recipientCount: number }>();
    expect(recipientCount).toBe(2);
    const owner = stack().persona('owner').userId;
    expect(await recipientsOf(messageId)).toEqual([owner, users.consenting].sort());
    const mails = await stack().db.mailOutbox.findMany({ where: { messageId } });
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [
        'malgorzata.zrodlowska@uj.edu.pl',
        `${(await stack().db.profile.findFirstOrThrow({ where: { userId: users.consenting } })).id.slice(0, 8)}@example.pl`,
      ].sort(),
    );
    expect(mails.every((m) => m.sentAt === null)).toBe(true);

    const audit = await stack().db.auditLog.findFirst({
      where: { action: 'MESSAGE_SENT', actorUserId: stack().persona('agent').userId },
      select: { details: true },
    });
    expect(audit?.details).toMatchObject({ messageId, recipientCount: 2 });

    // The recipient sees it, unread, and reads it.
    expect((await call('owner', 'GET', '/notifications/unreadCount')).json()).toEqual({
      unread: 1,
    });
    const page = (await call('owner', 'GET', '/notifications')).json<{ content: Notification[] }>();
    expect(page.content[0]).toMatchObject({ messageId, subject: 'Nabór 2027', readAt: null });
    const read = await call('owner', 'PUT', `/notifications/${messageId}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>().readAt).not.toBeNull();
    expect((await call('owner', 'GET', '/notifications/unreadCount')).json()).toEqual({
      unread: 0,
    });
    // Someone who did not receive it cannot mark it.
    expect((await call('no-profile', 'PUT', `/notifications/${messageId}/read`)).statusCode).toBe(
      404,
    );
  });

  it('stops reaching a scientist who withdraws the consent', async () => {
    const withdrawn = await stack().usersApi.inject({
      method: 'PUT',
      url: '/api/users-api/v1.0/user/changeNotificationsConsent',
      headers: { authorization: `Bearer ${await stack().accessToken('owner')}` },
      payload: { notificationsConsent: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    const res = await call('mein-operator', 'POST', '/message', message('Wybory 2027'));
    expect(res.statusCode).toBe(200);
    expect(await recipientsOf(res.json().messageId)).toEqual([users.consenting]);
  });

  it('is for MEIN_OP and AGENT only, decided before the body is read', async () => {
    expect((await call(null, 'POST', '/message', {})).statusCode).toBe(401);
    for (const persona of ['owner', 'admin', 'opi-operator', 'no-profile']) {
      expect((await call(persona, 'POST', '/message', {})).statusCode).toBe(403);
      expect((await call(persona, 'POST', '/message/preview', {})).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/notifications')).statusCode).toBe(401);
  });

  it('limits how many messages an author sends in an hour', async () => {
    const { db } = stack();
    const agent = stack().persona('agent').userId;
    const sent = await db.message.count({ where: { authorUserId: agent } });
    for (let i = sent; i < MESSAGES_PER_HOUR; i++) {
      expect((await call('agent', 'POST', '/message', message(`Nabór ${i}`))).statusCode).toBe(200);
    }
    const limited = await call('agent', 'POST', '/message', message('Jeden za dużo'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('the mail outbox', () => {
  const received: Array<{ messageId: string; to: string }> = [];
  let down = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (down) {
          callback(
            Object.assign(new Error('Service not available, try later'), { responseCode: 421 }),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ messageId, to: rcpt.address });
        callback();
      });
    },
  });
  const warnings: object[] = [];
  let worker: ReturnType<typeof createMailOutboxWorker> | undefined;

  afterAll(async () => {
    await worker?.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers every e-mail exactly once when the SMTP server fails and comes back', async () => {
    const { db } = stack();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const queued = await db.mailOutbox.findMany({ where: { sentAt: null }, select: { id: true } });
    expect(queued.length).toBeGreaterThan(2);
    worker = createMailOutboxWorker({
      outbox: createMailOutboxRepository(db),
      transport: createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
      from: 'Ludzie Nauki <powiadomienia@ludzie-nauki.local>',
      log: { warn: (obj) => warnings.push(obj), error: (obj) => warnings.push(obj) },
      pollMs: 50,
      retryDelayMs: () => 0,
    });
    worker.start();
    // While the server refuses, every e-mail is tried and kept.
    await vi.waitFor(
      async () => {
        const failed = await db.mailOutbox.count({
          where: { sentAt: null, attempts: { gte: 2 }, lastError: { not: null } },
        });
        expect(failed).toBe(queued.length);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(received).toEqual([]);
    down = false;
    await vi.waitFor(
      async () => expect(await db.mailOutbox.count({ where: { sentAt: null } })).toBe(0),
      { timeout: 30_000, interval: 100 },
    );
    const rows = await db.mailOutbox.findMany({ select: { id: true, toAddress: true } });
    expect(received).toHaveLength(rows.length);
    expect(new Set(received.map((r) => r.messageId)).size).toBe(rows.length);
    expect(received.map((r) => r.messageId).sort()).toEqual(
      rows.map((r) => `<outbox-${r.id}@ludzie-nauki.local>`).sort(),
    );
    for (const row of rows) {
      expect(
        received.find((r) => r.messageId === `<outbox-${row.id}@ludzie-nauki.local>`)?.to,
      ).toBe(row.toAddress);
    }
    expect(warnings.length).toBeGreaterThan(0);
  });
});
