import type { Db, Tx } from '@ln/db';

/** A period as stored (membership term or function period). */
export interface StoredPeriod {
  dateFrom: string;
  dateTo: string | null;
  statusOverride: 'CURRENT' | 'INACTIVE' | null;
}

/** The stored columns of a body that the add and edit forms write. */
export interface GremiumRecord {
  name: string;
  nameEn: string | null;
  institutionTypeCode: string;
  institutionTypeLabel: string;
  organizationStructure: string | null;
  webSite: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phoneNumber: string | null;
  description: string | null;
  userSource: string | null;
  userInstitution: string | null;
  institutionId: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface PositionRecord {
  profileId: string;
  firstName: string;
  surname: string;
  prefix: string | null;
}

export interface AdminEntryRow {
  id: string;
  profile_id: string | null;
  first_name: string;
  second_name: string | null;
  surname: string;
  profile_hidden: boolean;
  source: string;
  source_name: string | null;
  member_kind?: string;
  function_pl?: string;
  function_en?: string | null;
  periods: Array<{
    date_from: string | null;
    date_to: string | null;
    status_override: 'CURRENT' | 'INACTIVE' | null;
  }>;
}

const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));

const gremiumData = (r: GremiumRecord) => ({
  name: r.name,
  // A body entered here has no registry markup: `nameHtml` is its escaped name (gremium.fns).
  nameHtml: null,
  nameEn: r.nameEn,
  institutionTypeCode: r.institutionTypeCode,
  institutionTypeLabel: r.institutionTypeLabel,
  organizationStructure: r.organizationStructure,
  webSite: r.webSite,
  street: r.street,
  postalCode: r.postalCode,
  city: r.city,
  phoneNumber: r.phoneNumber,
  description: r.description,
  userSource: r.userSource,
  userInstitution: r.userInstitution,
  institutionId: r.institutionId,
  startDate: day(r.startDate),
  endDate: day(r.endDate),
});

const periodsData = (periods: StoredPeriod[]) =>
  periods.map((p) => ({
    dateFrom: day(p.dateFrom),
    dateTo: day(p.dateTo),
    statusOverride: p.statusOverride,
  }));

type EntryTable = 'gremium_membership' | 'gremium_function';

/**
 * Writes of bodies (gremia), their members and functions. Every write takes the caller's
 * transaction, so the change and its audit entry commit together.
 */
export function createGremiumAdminRepository(db: Db) {
  /** The next place at the end of the body's list. */
  async function nextPosition(tx: Tx, table: EntryTable, gremiumId: string) {
    const rows = await tx.$queryRawUnsafe<Array<{ next: number }>>(
      `SELECT coalesce(max(position_on_list) + 1, 0)::int AS next
         FROM ${table} WHERE gremium_id = $1::uuid`,
      gremiumId,
    );
    return rows[0]?.next ?? 0;
  }

  return {
    /** Who may manage the body and whether it is a state system's (read before parsing). */
    findOwnership(gremiumId: string) {
      return db.gremium.findUnique({
        where: { id: gremiumId },
        select: { source: true, createdByUserId: true, userGremium: true },
      });
    },

    /** The bodies an account added as a profile owner, newest first. */
    listOwn(userId: string) {
      return db.gremium.findMany({
        where: { createdByUserId: userId, userGremium: 'OWNER', source: 'USER' },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        select: {
          id: true,
          name: true,
          endDate: true,
          _count: { select: { memberships: true, functions: true } },
        },
      });
    },

    /** Locks the body's row for the rest of the transaction. */
    async lockGremium(tx: Tx, gremiumId: string) {
      const rows = await tx.$queryRaw<Array<{ id: string; source: string }>>`
        SELECT id, source::text AS source FROM gremium WHERE id = ${gremiumId}::uuid FOR UPDATE`;
      return rows[0] ?? null;
    },

    findAdminView(gremiumId: string, tx: Tx = db) {
      return tx.gremium.findUnique({
        where: { id: gremiumId },
        select: {
          id: true,
          name: true,
          nameEn: true,
          institutionTypeCode: true,
          institutionTypeLabel: true,
          organizationStructure: true,
          webSite: true,
          street: true,
          postalCode: true,
          city: true,
          phoneNumber: true,
          description: true,
          source: true,
          userSource: true,
          userGremium: true,
          userInstitution: true,
          startDate: true,
          endDate: true,
          institution: { select: { id: true, namePl: true } },
          _count: { select: { memberships: true, functions: true } },
        },
      });
    },

    findInstitutionName(institutionId: string, tx: Tx = db) {
      return tx.institution.findUnique({
        where: { id: institutionId },
        select: { namePl: true },
      });
    },

    /** The person behind a new entry: their names are copied onto the body's list. */
    findProfile(profileId: string, tx: Tx = db) {
      return tx.profile.findUnique({
        where: { id: profileId },
        select: { id: true, firstName: true, surname: true, prefix: true },
      });
    },

    async createGremium(
      tx: Tx,
      record: GremiumRecord,
      author: { userId: string; addedBy: 'OPERATOR' | 'OWNER' },
    ) {
      const row = await tx.gremium.create({
        data: {
          ...gremiumData(record),
          source: 'USER',
          userGremium: author.addedBy,
          createdByUserId: author.userId,
        },
        select: { id: true },
      });
      return row.id;
    },

    /**
     * What an owner has added, counted under a lock of their account (so two adds at once
     * cannot both pass the limits): the bodies they keep, and when they added bodies in the
     * last day, from the audit log (a body added and deleted again still counts that day).
     */
    async ownerAdditions(tx: Tx, userId: string, since: Date) {
      await tx.$queryRaw`SELECT 1 FROM app_user WHERE id = ${userId}::uuid FOR UPDATE`;
      const rows = await tx.$queryRaw<Array<{ kept: number; recent: Date[] }>>`
        SELECT (SELECT count(*)::int FROM gremium
                 WHERE created_by_user_id = ${userId}::uuid AND user_gremium = 'OWNER') AS kept,
               (SELECT coalesce(array_agg(at ORDER BY at), '{}') FROM audit_log
                 WHERE actor_user_id = ${userId}::uuid AND action = 'GREMIUM_CREATED'
                   AND target_type = 'GREMIUM' AND details->>'addedBy' = 'OWNER'
                   AND at > ${since}) AS recent`;
      return rows[0] ?? { kept: 0, recent: [] };
    },

    async updateGremium(tx: Tx, gremiumId: string, record: GremiumRecord) {
      await tx.gremium.update({ where: { id: gremiumId }, data: gremiumData(record) });
    },

    /** Deletes a body without members, with its functions (their periods cascade). */
    async deleteGremium(tx: Tx, gremiumId: string) {
      await tx.gremiumFunction.deleteMany({ where: { gremiumId } });
      await tx.gremium.delete({ where: { id: gremiumId } });
    },

    /** The entries of a body for its editors: hidden profiles included, flagged. */
    async listEntries(table: EntryTable, gremiumId: string, tx: Tx = db): Promise<AdminEntryRow[]> {
      const membership = table === 'gremium_membership';
      return tx.$queryRawUnsafe<AdminEntryRow[]>(
        `SELECT e.id, e.profile_id, coalesce(p.first_name, e.first_name) AS first_name,
                p.second_name, coalesce(p.surname, e.surname) AS surname,
                coalesce(p.hidden, false) AS profile_hidden,
                e.source::text AS source, e.source_name,
                ${membership ? 'e.member_kind' : 'e.function_pl, e.function_en'},
                (SELECT coalesce(json_agg(json_build_object(
                          'date_from', x.date_from, 'date_to', x.date_to,
                          'status_override', x.status_override)
                        ORDER BY x.date_from NULLS FIRST, x.id), '[]'::json)
                   FROM ${membership ? 'gremium_membership_term' : 'gremium_function_period'} x
                  WHERE x.${membership ? 'membership_id' : 'function_id'} = e.id) AS periods
           FROM ${table} e
           LEFT JOIN profile p ON p.id = e.profile_id
          WHERE e.gremium_id = $1::uuid
          ORDER BY e.position_on_list, surname, first_name, e.id`,
        gremiumId,
      );
    },

    /** The entry of the body, locked; null when it is not on this body's list. */
    async lockEntry(tx: Tx, table: EntryTable, gremiumId: string, entryId: string) {
      const rows = await tx.$queryRawUnsafe<
        Array<{ id: string; source: string; profile_id: string | null }>
      >(
        `SELECT id, source::text AS source, profile_id FROM ${table}
          WHERE id = $1::uuid AND gremium_id = $2::uuid FOR UPDATE`,
        entryId,
        gremiumId,
      );
      return rows[0] ?? null;
    },

    async createMembership(
      tx: Tx,
      gremiumId: string,
      person: PositionRecord,
      memberKind: string,
      terms: StoredPeriod[],
    ) {
      const positionOnList = await nextPosition(tx, 'gremium_membership', gremiumId);
      const row = await tx.gremiumMembership.create({
        data: {
          gremiumId,
          ...person,
          memberKind,
          positionOnList,
          source: 'USER',
          terms: { create: periodsData(terms) },
        },
        select: { id: true },
      });
      return row.id;
    },

    async updateMembership(
      tx: Tx,
      membershipId: string,
      person: PositionRecord,
      memberKind: string,
      terms: StoredPeriod[],
    ) {
      await tx.gremiumMembershipTerm.deleteMany({ where: { membershipId } });
      await tx.gremiumMembership.update({
        where: { id: membershipId },
        data: { ...person, memberKind, terms: { create: periodsData(terms) } },
      });
    },

    async deleteMembership(tx: Tx, membershipId: string) {
      await tx.gremiumMembership.delete({ where: { id: membershipId } });
    },

    async createFunction(
      tx: Tx,
      gremiumId: string,
      person: PositionRecord,
      names: { functionPl: string; functionEn: string },
      periods: StoredPeriod[],
    ) {
      const positionOnList = await nextPosition(tx, 'gremium_function', gremiumId);
      const { prefix: _prefix, ...holder } = person;
      const row = await tx.gremiumFunction.create({
        data: {
          gremiumId,
          ...holder,
          ...names,
          positionOnList,
          source: 'USER',
          periods: { create: periodsData(periods) },
        },
        select: { id: true },
      });
      return row.id;
    },

    async updateFunction(
      tx: Tx,
      functionId: string,
      person: PositionRecord,
      names: { functionPl: string; functionEn: string },
      periods: StoredPeriod[],
    ) {
      const { prefix: _prefix, ...holder } = person;
      await tx.gremiumFunctionPeriod.deleteMany({ where: { functionId } });
      await tx.gremiumFunction.update({
        where: { id: functionId },
        data: { ...holder, ...names, periods: { create: periodsData(periods) } },
      });
    },

    async deleteFunction(tx: Tx, functionId: string) {
      await tx.gremiumFunction.delete({ where: { id: functionId } });
    },
  };
}

export type GremiumAdminRepository = ReturnType<typeof createGremiumAdminRepository>;
