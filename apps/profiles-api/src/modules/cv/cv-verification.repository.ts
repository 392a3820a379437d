import type { Db, Prisma, Tx } from '@ln/db';
import { visibleOn } from './cv.repository.js';

/** The verification codes of CV documents and what their facts are built from (issue 49). */
export function createCvVerificationRepository(db: Db) {
  return {
    /** What a document's facts come from: the CV's own data and the profile's records. */
    async factsSource(profileId: string, cvId: string, tx: Tx = db) {
      const [basicData, publications, degrees, employments] = await Promise.all([
        tx.cvBasicData.findMany({
          where: { cvId },
          orderBy: { order: 'asc' },
          select: { key: true, value: true },
        }),
        tx.cvPublication.findMany({
          where: { cvId },
          orderBy: { order: 'asc' },
          select: { publicationId: true, title: true, year: true, doi: true },
        }),
        tx.degreeTitle.findMany({
          where: { profileId },
          orderBy: [{ year: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
          select: {
            label: true,
            year: true,
            grantingInstitutionName: true,
            source: true,
            modifiedByUserAt: true,
          },
        }),
        tx.employment.findMany({
          where: { profileId },
          orderBy: [
            { status: 'asc' },
            { startDate: { sort: 'desc', nulls: 'last' } },
            { id: 'asc' },
          ],
          select: {
            institutionName: true,
            position: true,
            positionEn: true,
            source: true,
            modifiedByUserAt: true,
          },
        }),
      ]);
      return { basicData, publications, degrees, employments };
    },

    /** Of these ids and DOIs, the publications on the profile's public list, with their PBN id. */
    async onProfile(profileId: string, ids: string[], dois: string[], tx: Tx = db) {
      if (!ids.length && !dois.length) return [];
      const rows = await tx.publication.findMany({
        where: {
          AND: [
            visibleOn(profileId),
            {
              OR: [
                ...(ids.length ? [{ id: { in: ids } }] : []),
                ...dois.map((doi): Prisma.PublicationWhereInput => ({
                  doi: { equals: doi, mode: 'insensitive' },
                })),
              ],
            },
          ],
        },
        select: {
          id: true,
          doi: true,
          versions: {
            where: { source: 'PBN', externalId: { not: null } },
            take: 1,
            select: { externalId: true },
          },
        },
      });
      return rows.map((r) => ({ id: r.id, doi: r.doi, pbnId: r.versions[0]?.externalId ?? null }));
    },

    /** An unrevoked code of this CV for the same content, if one was issued. */
    findReusable(cvId: string, contentHash: Buffer, tx: Tx = db) {
      return tx.cvVerification.findFirst({
        where: { cvId, contentHash: new Uint8Array(contentHash), revokedAt: null },
        orderBy: { createdAt: 'desc' },
        select: { code: true, facts: true },
      });
    },

    create(
      row: {
        code: string;
        cvId: string;
        profileId: string;
        contentHash: Buffer;
        facts: Prisma.InputJsonValue;
        signature: Buffer;
        keyId: string;
      },
      tx: Tx,
    ) {
      return tx.cvVerification.create({
        data: {
          ...row,
          contentHash: new Uint8Array(row.contentHash),
          signature: new Uint8Array(row.signature),
        },
        select: { code: true },
      });
    },

    /** A code with its facts and whether its profile is hidden. */
    find(code: string) {
      return db.cvVerification.findUnique({
        where: { code },
        select: {
          code: true,
          facts: true,
          signature: true,
          keyId: true,
          revokedAt: true,
          profile: { select: { hidden: true } },
        },
      });
    },

    list(cvId: string) {
      return db.cvVerification.findMany({
        where: { cvId },
        orderBy: [{ createdAt: 'desc' }, { code: 'asc' }],
        select: { code: true, createdAt: true, revokedAt: true },
      });
    },

    /** Marks the CV's code revoked (once); the number of rows it changed. */
    async revoke(cvId: string, code: string, tx: Tx) {
      const existing = await tx.cvVerification.findFirst({
        where: { cvId, code },
        select: { revokedAt: true },
      });
      if (!existing) return false;
      if (!existing.revokedAt)
        await tx.cvVerification.update({ where: { code }, data: { revokedAt: new Date() } });
      return true;
    },
  };
}

export type CvVerificationRepository = ReturnType<typeof createCvVerificationRepository>;
