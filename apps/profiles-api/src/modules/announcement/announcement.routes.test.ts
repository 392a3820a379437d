import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

/**
 * Calls for proposals and election notices (accounts-and-platform §6, decision 049): MEIN_OP
 * announces, edits and withdraws; they are public while published; an election's result
 * makes the elected members of its body, once, with an audit entry. Real logins, real
 * PostgreSQL (the seed).
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
const stack = useIdentityStack();
const call = callerFor(stack, 'profilesApi', '/api/profiles-api/v1.0');

const call1 = {
  kind: 'CALL',
  titlePl: 'Nabór wniosków OPUS 30',
  titleEn: 'OPUS 30 call for proposals',
  bodyPl: 'Nabór trwa do końca miesiąca.',
  bodyEn: 'The call is open until the end of the month.',
  opensOn: '2026-12-01',
  closesOn: '2026-12-31',
  disciplineCodes: ['DS010601N'],
};

describe('announcements of calls and elections', () => {
  it('MEIN_OP announces, edits and withdraws a call; the public sees it only while published', async () => {
    // Only MEIN_OP writes (the authorization matrix holds every persona).
    expect((await call('agent', 'POST', '/announcements', call1)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/announcements', call1)).statusCode).toBe(401);

    const created = await call('mein-operator', 'POST', '/announcements', call1);
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      kind: 'CALL',
      titleEn: 'OPUS 30 call for proposals',
      opensOn: '2026-12-01',
      closesOn: '2026-12-31',
      disciplineCodes: ['DS010601N'],
      gremium: null,
      status: 'PUBLISHED',
      messageId: null,
    });

    const list = (await call(null, 'GET', '/public/announcements?kind=CALL')).json();
    expect(list.content.map((x: { announcementId: string }) => x.announcementId)).toContain(
      a.announcementId,
    );
    const edited = await call('mein-operator', 'PUT', `/announcements/${a.announcementId}`, {
      ...call1,
      titlePl: 'Nabór wniosków OPUS 31',
    });
    expect(edited.json().titlePl).toBe('Nabór wniosków OPUS 31');
    expect(
      (await call(null, 'GET', `/public/announcements/${a.announcementId}`)).json().titlePl,
    ).toBe('Nabór wniosków OPUS 31');

    const withdrawn = await call(
      'mein-operator',
      'PUT',
      `/announcements/${a.announcementId}/withdraw`,
    );
    expect(withdrawn.json().status).toBe('WITHDRAWN');
    const gone = await call(null, 'GET', `/public/announcements/${a.announcementId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('ANNOUNCEMENT_NOT_FOUND');
    const after = (await call(null, 'GET', '/public/announcements')).json();
    expect(after.content.map((x: { announcementId: string }) => x.announcementId)).not.toContain(
      a.announcementId,
    );

    const audit = await stack().db.auditLog.findMany({
      where: { targetId: a.announcementId },
      orderBy: { id: 'asc' },
      select: { action: true, targetType: true },
    });
    expect(audit.map((e) => e.action)).toEqual([
      'ANNOUNCEMENT_CREATED',
      'ANNOUNCEMENT_UPDATED',
      'ANNOUNCEMENT_WITHDRAWN',
    ]);
  });

  it('validates: an election names its body, dates in order, both languages', async () => {
    const bad = await call('mein-operator', 'POST', '/announcements', {
      ...call1,
      kind: 'ELECTION',
      closesOn: '2026-11-01',
      titleEn: '',
    });
    expect(bad.statusCode).toBe(400);
    const keys = bad
      .json()
      .errors.map((e: { key: string }) => e.key)
      .sort();
    expect(keys).toEqual(['closesOn', 'gremiumId', 'titleEn']);
  });

  it('an election notice records its result once: the elected become members, audited', async () => {
    const { db } = stack();
    const gremium = await db.gremium.findFirstOrThrow({ select: { id: true } });
    const [first, second] = await db.profile.findMany({
      where: { hidden: false, gremiumMemberships: { none: { gremiumId: gremium.id } } },
      select: { id: true },
      take: 2,
      orderBy: { id: 'asc' },
    });
    const notice = (
      await call('mein-operator', 'POST', '/announcements', {
        ...call1,
        kind: 'ELECTION',
        titlePl: 'Wybory do rady',
        titleEn: 'Election to the council',
        gremiumId: gremium.id,
        disciplineCodes: [],
      })
    ).json();
    expect(notice.gremium.gremiumId).toBe(gremium.id);

    const elected = {
      elected: [{ profileId: first!.id }, { profileId: second!.id }],
      termFrom: '2027-01-01',
    };
    const result = await call(
      'mein-operator',
      'POST',
      `/announcements/${notice.announcementId}/result`,
      elected,
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ gremiumId: gremium.id, added: 2 });
    const members = await db.gremiumMembership.findMany({
      where: { gremiumId: gremium.id, profileId: { in: [first!.id, second!.id] } },
      select: { sourceName: true, terms: { select: { dateFrom: true } } },
    });
    expect(members).toHaveLength(2);
    expect(members[0]!.terms[0]!.dateFrom?.toISOString().slice(0, 10)).toBe('2027-01-01');

    const again = await call(
      'mein-operator',
      'POST',
      `/announcements/${notice.announcementId}/result`,
      elected,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RESULT_ALREADY_RECORDED');
    const entry = await db.auditLog.findFirstOrThrow({
      where: { targetId: notice.announcementId, action: 'ELECTION_RESULT_RECORDED' },
    });
    expect(entry.details).toMatchObject({ gremiumId: gremium.id, added: [first!.id, second!.id] });

    // A call has no result.
    const aCall = (await call('mein-operator', 'POST', '/announcements', call1)).json();
    const none = await call(
      'mein-operator',
      'POST',
      `/announcements/${aCall.announcementId}/result`,
      elected,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NOT_AN_OPEN_ELECTION');
  });

  it('publishing with notify messages the scientists of the disciplines (the existing messages)', async () => {
    const created = await call('mein-operator', 'POST', '/announcements', {
      ...call1,
      notify: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { messageId } = created.json();
    expect(messageId).toEqual(expect.any(String));
    const message = await stack().db.message.findUniqueOrThrow({
      where: { id: messageId },
      select: { kind: true, subject: true, criteria: true },
    });
    expect(message).toMatchObject({
      kind: 'CALL',
      subject: 'Nabór wniosków OPUS 30',
      criteria: { disciplineCodes: ['DS010601N'] },
    });
  });
});
