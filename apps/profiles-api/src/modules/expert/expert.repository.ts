import type { Db, Tx } from '@ln/db';
import type { ExpertConsentEntity } from '@ln/contracts';

export type ConsentAction = 'GIVEN' | 'WITHDRAWN';

/** The registration with everything its screen shows. */
const REGISTRATION_SELECT = {
  id: true,
  phone: true,
  email: true,
  contactChannel: true,
  disciplineCodes: true,
  keywords: true,
  endedAt: true,
  createdAt: true,
  consents: { select: { entity: true, grantedAt: true, withdrawnAt: true } },
  consentEvents: { select: { entity: true, action: true, at: true }, orderBy: { id: 'asc' } },
  statements: {
    select: { statementCode: true, acceptedAt: true, textVersion: true, contestId: true },
  },
} as const;

/** Expert registrations, their consents (with the append-only history) and statements. */
export function createExpertRepository(db: Db) {
  return {
    async findRegistration(userId: string, tx: Tx = db) {
      return tx.expertRegistration.findUnique({
        where: { userId },
        select: REGISTRATION_SELECT,
      });
    },

    /** Locks the caller's registration row for the rest of the transaction (null: none). */
    async lockRegistration(userId: string, tx: Tx) {
      const rows = await tx.$queryRaw<Array<{ id: string; ended_at: Date | null }>>`
        SELECT id, ended_at FROM expert_registration WHERE user_id = ${userId}::uuid FOR UPDATE`;
      return rows[0] ?? null;
    },

    async createRegistration(
      data: {
        userId: string;
        profileId: string;
        phone: string | null;
        email: string | null;
        contactChannel: 'PHONE' | 'EMAIL' | 'BOTH';
        disciplineCodes: string[];
        keywords: string[];
      },
      tx: Tx = db,
    ) {
      return tx.expertRegistration.create({ data, select: { id: true } });
    },

    async updateRegistration(
      id: string,
      data: {
        phone?: string | null;
        email?: string | null;
        contactChannel?: 'PHONE' | 'EMAIL' | 'BOTH';
        disciplineCodes?: string[];
        keywords?: string[];
        endedAt?: Date | null;
      },
      tx: Tx = db,
    ) {
      await tx.expertRegistration.update({ where: { id }, data, select: { id: true } });
    },

    async activeConsents(registrationId: string, tx: Tx = db): Promise<ExpertConsentEntity[]> {
      const rows = await tx.expertConsent.findMany({
        where: { registrationId, withdrawnAt: null },
        select: { entity: true },
      });
      return rows.map((r) => r.entity);
    },

    /** Gives (or gives again) a consent and records the event, in the caller's transaction. */
    async giveConsent(registrationId: string, entity: ExpertConsentEntity, reqId: string, tx: Tx) {
      const at = new Date();
      await tx.expertConsent.upsert({
        where: { registrationId_entity: { registrationId, entity } },
        create: { registrationId, entity, grantedAt: at },
        update: { grantedAt: at, withdrawnAt: null },
      });
      await tx.expertConsentEvent.create({
        data: { registrationId, entity, action: 'GIVEN', at, reqId },
      });
    },

    async withdrawConsent(
      registrationId: string,
      entity: ExpertConsentEntity,
      reqId: string,
      tx: Tx,
    ) {
      const at = new Date();
      await tx.expertConsent.update({
        where: { registrationId_entity: { registrationId, entity } },
        data: { withdrawnAt: at },
      });
      await tx.expertConsentEvent.create({
        data: { registrationId, entity, action: 'WITHDRAWN', at, reqId },
      });
    },

    /** Every contest with the statements it needs, in a stable order. */
    async contests() {
      return db.expertContest.findMany({
        select: {
          id: true,
          code: true,
          namePl: true,
          nameEn: true,
          statements: {
            select: {
              statement: { select: { code: true, textPl: true, textEn: true, version: true } },
            },
            orderBy: { statementCode: 'asc' },
          },
        },
        orderBy: { code: 'asc' },
      });
    },

    async contestNeeds(contestId: string, statementCode: string, tx: Tx = db) {
      const row = await tx.expertContestStatement.findUnique({
        where: { contestId_statementCode: { contestId, statementCode } },
        select: { statement: { select: { version: true } } },
      });
      return row?.statement ?? null;
    },

    async statementExists(statementCode: string, tx: Tx = db) {
      const row = await tx.expertStatement.findUnique({
        where: { code: statementCode },
        select: { code: true },
      });
      return row !== null;
    },

    async contestExists(contestId: string, tx: Tx = db) {
      const row = await tx.expertContest.findUnique({
        where: { id: contestId },
        select: { id: true },
      });
      return row !== null;
    },

    /** One acceptance per statement, so every contest that needs it sees it (§4). */
    async acceptStatement(
      data: {
        registrationId: string;
        statementCode: string;
        textVersion: number;
        contestId: string;
      },
      tx: Tx,
    ) {
      const at = new Date();
      await tx.expertStatementAcceptance.upsert({
        where: {
          registrationId_statementCode: {
            registrationId: data.registrationId,
            statementCode: data.statementCode,
          },
        },
        create: { ...data, acceptedAt: at },
        update: { textVersion: data.textVersion, contestId: data.contestId, acceptedAt: at },
      });
    },

    async acceptance(registrationId: string, statementCode: string, tx: Tx = db) {
      return tx.expertStatementAcceptance.findUnique({
        where: { registrationId_statementCode: { registrationId, statementCode } },
        select: { textVersion: true },
      });
    },

    /** The profile's and account's data the form starts from. */
    async prefill(userId: string, profileId: string) {
      const [profile, user] = await Promise.all([
        db.profile.findUnique({
          where: { id: profileId },
          select: {
            email: true,
            phoneNumber: true,
            disciplines: {
              select: { disciplineCode: true },
              orderBy: [{ isMain: 'desc' }, { disciplineCode: 'asc' }],
            },
            specialties: { select: { labelPl: true }, orderBy: { order: 'asc' } },
          },
        }),
        db.user.findUnique({ where: { id: userId }, select: { email: true, phone: true } }),
      ]);
      return {
        phone: user?.phone ?? profile?.phoneNumber ?? null,
        email: user?.email ?? profile?.email ?? null,
        disciplineCodes: profile?.disciplines.map((d) => d.disciplineCode) ?? [],
        keywords: profile?.specialties.map((s) => s.labelPl) ?? [],
      };
    },

    /** Labels of these discipline codes in one language, in the given order. */
    async disciplineLabels(codes: string[], lang: 'pl' | 'en') {
      if (codes.length === 0) return [];
      const rows = await db.scienceDiscipline.findMany({
        where: { code: { in: codes } },
        select: { code: true, labelPl: true, labelEn: true },
      });
      const byCode = new Map(rows.map((r) => [r.code, lang === 'en' ? r.labelEn : r.labelPl]));
      return codes.map((code) => ({ code, label: byCode.get(code) ?? code }));
    },

    /** The known discipline codes among these. */
    async knownDisciplines(codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db.scienceDiscipline.findMany({
        where: { code: { in: codes } },
        select: { code: true },
      });
      return new Set(rows.map((r) => r.code));
    },
  };
}

export type ExpertRepository = ReturnType<typeof createExpertRepository>;
