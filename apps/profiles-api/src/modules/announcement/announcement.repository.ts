import type { AnnouncementListQuery, AnnouncementWrite } from '@ln/contracts';
import type { Db, Prisma, Tx } from '@ln/db';

const SELECT = {
  id: true,
  kind: true,
  titlePl: true,
  titleEn: true,
  bodyPl: true,
  bodyEn: true,
  opensOn: true,
  closesOn: true,
  disciplineCodes: true,
  status: true,
  resultAt: true,
  createdAt: true,
  updatedAt: true,
  gremium: { select: { id: true, name: true } },
} satisfies Prisma.AnnouncementSelect;

export type AnnouncementRow = Prisma.AnnouncementGetPayload<{ select: typeof SELECT }>;

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);

function dataOf(body: AnnouncementWrite) {
  return {
    kind: body.kind,
    titlePl: body.titlePl,
    titleEn: body.titleEn,
    bodyPl: body.bodyPl,
    bodyEn: body.bodyEn,
    opensOn: day(body.opensOn),
    closesOn: body.closesOn ? day(body.closesOn) : null,
    disciplineCodes: body.disciplineCodes,
    gremiumId: body.kind === 'ELECTION' ? body.gremiumId : null,
  };
}

/** Announcements of calls and elections (docs/announcements.md). */
export function createAnnouncementRepository(db: Db) {
  return {
    find(id: string, tx: Tx = db) {
      return tx.announcement.findUnique({ where: { id }, select: SELECT });
    },

    /** Locks the row for a change of its state (withdraw, result). */
    async lock(id: string, tx: Tx) {
      await tx.$queryRaw`SELECT id FROM announcement WHERE id = ${id}::uuid FOR UPDATE`;
    },

    async listPublished(query: AnnouncementListQuery) {
      const where = { status: 'PUBLISHED' as const, ...(query.kind ? { kind: query.kind } : {}) };
      const [rows, total] = await Promise.all([
        db.announcement.findMany({
          where,
          select: SELECT,
          orderBy: [{ opensOn: 'desc' }, { createdAt: 'desc' }],
          skip: query.page * query.size,
          take: query.size,
        }),
        db.announcement.count({ where }),
      ]);
      return { rows, total };
    },

    gremiumExists(gremiumId: string, tx: Tx = db) {
      return tx.gremium
        .findUnique({ where: { id: gremiumId }, select: { id: true } })
        .then((row) => row !== null);
    },

    async create(body: AnnouncementWrite, userId: string, tx: Tx) {
      const row = await tx.announcement.create({
        data: { ...dataOf(body), createdByUserId: userId },
        select: { id: true },
      });
      return row.id;
    },

    async update(id: string, body: AnnouncementWrite, tx: Tx) {
      await tx.announcement.update({ where: { id }, data: dataOf(body) });
    },

    async withdraw(id: string, tx: Tx) {
      await tx.announcement.update({ where: { id }, data: { status: 'WITHDRAWN' } });
    },

    async setResult(id: string, at: Date, tx: Tx) {
      await tx.announcement.update({ where: { id }, data: { resultAt: at } });
    },

    /** The profiles among `profileIds`, with the names a membership keeps (hidden ones too: a public page leaves them out). */
    profilesOf(profileIds: readonly string[], tx: Tx) {
      return tx.profile.findMany({
        where: { id: { in: [...profileIds] } },
        select: { id: true, firstName: true, surname: true, prefix: true },
      });
    },

    /** Who of `profileIds` already is a member of the body. */
    async membersAmong(gremiumId: string, profileIds: readonly string[], tx: Tx) {
      const rows = await tx.gremiumMembership.findMany({
        where: { gremiumId, profileId: { in: [...profileIds] } },
        select: { profileId: true },
      });
      return new Set(rows.map((r) => r.profileId));
    },

    async addMembers(
      gremiumId: string,
      members: ReadonlyArray<{
        profileId: string;
        firstName: string;
        surname: string;
        prefix: string | null;
        memberKind: string;
      }>,
      termFrom: Date,
      tx: Tx,
    ) {
      const last = await tx.gremiumMembership.aggregate({
        where: { gremiumId },
        _max: { positionOnList: true },
      });
      let position = (last._max.positionOnList ?? -1) + 1;
      for (const member of members) {
        await tx.gremiumMembership.create({
          data: {
            gremiumId,
            profileId: member.profileId,
            firstName: member.firstName,
            surname: member.surname,
            prefix: member.prefix,
            memberKind: member.memberKind,
            positionOnList: position++,
            source: 'USER',
            sourceName: 'ELECTION',
            terms: { create: [{ dateFrom: termFrom }] },
          },
        });
      }
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
