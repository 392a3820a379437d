import type { Db, Tx } from '@ln/db';
import type { RegistrySource } from '@ln/registry';
import { upsertRegistryRecords } from '../registry-sync.repository.js';

/**
 * The RAD-on sync's writes (decision 039): a page at a time, each a few set-based statements
 * (the search outbox and short-list triggers are per statement), in the page's transaction.
 * Every UPDATE compares before it writes, so an unchanged row is never touched.
 */

export interface MatchRow {
  id: string;
  polonId: string | null;
  orcid: string | null;
  peselHash: string | null;
  hidden: boolean;
  secondName: string | null;
}

export interface ProfileFacts {
  id: string;
  firstName: string;
  /** Written only if the stored value is still the one last delivered (`prevSecondName`). */
  secondName: string | null;
  prevSecondName: string | null;
  surname: string;
  prefix: string | null;
  calculatedEduLevel: string | null;
  /** Set only where the profile has none. */
  orcid: string | null;
  polonId: string;
  peselHash: string | null;
  /** Set on a person who returns to the registry: `hidden` as it was before the withdrawal. */
  unhide: boolean | null;
}

export interface DegreeRow {
  profileId: string;
  externalId: string;
  type: string;
  label: string;
  year: number | null;
  fieldCode: string | null;
  disciplineCode: string | null;
  classificationLabel: string | null;
  grantingInstitutionId: string | null;
  grantingInstitutionName: string | null;
  grantingCountry: string | null;
}

export interface EmploymentRow {
  profileId: string;
  externalId: string;
  institutionId: string | null;
  institutionName: string;
  startDate: string | null;
}

export interface RecordRow {
  sourceId: string;
  contentHash: string;
  fetchedAt: Date;
  targetId: string | null;
  delivered: object;
}

export function createRadonSyncRepository(db: Db) {
  return {
    /** Profiles a page's people may be: by POL-on uid, ORCID iD or keyed PESEL hash. */
    async matches(
      refs: { polonIds: string[]; orcids: string[]; peselHashes: string[] },
      tx: Tx = db,
    ): Promise<MatchRow[]> {
      return tx.$queryRaw<MatchRow[]>`
        SELECT id::text, polon_id AS "polonId", orcid, encode(pesel_hash, 'hex') AS "peselHash",
               hidden, second_name AS "secondName"
          FROM profile
         WHERE polon_id = ANY(${refs.polonIds}::text[])
            OR orcid = ANY(${refs.orcids}::text[])
            OR pesel_hash IN (SELECT decode(h, 'hex') FROM unnest(${refs.peselHashes}::text[]) h)`;
    },

    /** The PESEL links (PBN) of these POL-on uids: uid → keyed hash (hex). */
    async links(polonIds: string[], tx: Tx = db) {
      const rows = await tx.$queryRaw<Array<{ polonUid: string; hash: string | null }>>`
        SELECT polon_uid AS "polonUid", encode(pesel_hash, 'hex') AS hash
          FROM registry_person_link WHERE polon_uid = ANY(${polonIds}::text[])`;
      return new Map(rows.filter((r) => r.hash).map((r) => [r.polonUid, r.hash!]));
    },

    async linkHashes(uids: string[], tx: Tx = db) {
      const rows = await tx.registryPersonLink.findMany({
        where: { polonUid: { in: uids } },
        select: { polonUid: true, contentHash: true },
      });
      return new Map(rows.map((r) => [r.polonUid, r.contentHash]));
    },

    async upsertLinks(
      tx: Tx,
      rows: Array<{
        polonUid: string;
        pbnId: string;
        peselHash: string | null;
        orcid: string | null;
        contentHash: string;
        fetchedAt: Date;
      }>,
    ) {
      if (!rows.length) return;
      await tx.$executeRaw`
        INSERT INTO registry_person_link (polon_uid, pbn_id, pesel_hash, orcid, content_hash, fetched_at)
        SELECT u, p, CASE WHEN h IS NULL THEN NULL ELSE decode(h, 'hex') END, o, c, f
          FROM unnest(${rows.map((r) => r.polonUid)}::text[], ${rows.map((r) => r.pbnId)}::text[],
                      ${rows.map((r) => r.peselHash)}::text[], ${rows.map((r) => r.orcid)}::text[],
                      ${rows.map((r) => r.contentHash)}::text[],
                      ${rows.map((r) => r.fetchedAt)}::timestamptz[]) AS t(u, p, h, o, c, f)
        ON CONFLICT (polon_uid) DO UPDATE
          SET pbn_id = EXCLUDED.pbn_id, pesel_hash = EXCLUDED.pesel_hash, orcid = EXCLUDED.orcid,
              content_hash = EXCLUDED.content_hash, fetched_at = EXCLUDED.fetched_at`;
    },

    /** The PESEL hash of profiles (by uid) that have none, where no other profile holds it. */
    async fillPeselHashes(tx: Tx, pairs: Array<[string, string]>) {
      if (!pairs.length) return;
      await tx.$executeRaw`
        UPDATE profile p SET pesel_hash = decode(v.h, 'hex')
          FROM unnest(${pairs.map((x) => x[0])}::text[], ${pairs.map((x) => x[1])}::text[]) AS v(u, h)
         WHERE p.polon_id = v.u AND p.pesel_hash IS NULL
           AND NOT EXISTS (SELECT 1 FROM profile q WHERE q.pesel_hash = decode(v.h, 'hex'))`;
    },

    /** ORCID iDs already held by a profile (a profile's ORCID iD is unique). */
    async orcidHolders(orcids: string[], tx: Tx = db) {
      if (!orcids.length) return new Map<string, string>();
      const rows = await tx.profile.findMany({
        where: { orcid: { in: orcids } },
        select: { id: true, orcid: true },
      });
      return new Map(rows.map((r) => [r.orcid!, r.id]));
    },

    async peselHolders(hashes: string[], tx: Tx = db) {
      if (!hashes.length) return new Set<string>();
      const rows = await tx.$queryRaw<Array<{ h: string }>>`
        SELECT encode(pesel_hash, 'hex') AS h FROM profile
         WHERE pesel_hash IN (SELECT decode(h, 'hex') FROM unnest(${hashes}::text[]) h)`;
      return new Set(rows.map((r) => r.h));
    },

    async createProfiles(tx: Tx, rows: ProfileFacts[]) {
      if (!rows.length) return;
      const col = <K extends keyof ProfileFacts>(k: K) => rows.map((r) => r[k]);
      await tx.$executeRaw`
        INSERT INTO profile (id, first_name, second_name, surname, prefix, calculated_edu_level,
                             orcid, polon_id, pesel_hash, source, updated_at)
        SELECT id, fn, sn, s, p, e, o, u, CASE WHEN h IS NULL THEN NULL ELSE decode(h, 'hex') END,
               'POLON', now()
          FROM unnest(${col('id')}::uuid[], ${col('firstName')}::text[], ${col('secondName')}::text[],
                      ${col('surname')}::text[], ${col('prefix')}::text[],
                      ${col('calculatedEduLevel')}::text[], ${col('orcid')}::text[],
                      ${col('polonId')}::text[], ${col('peselHash')}::text[])
               AS t(id, fn, sn, s, p, e, o, u, h)`;
    },

    /** Registry-owned facts of matched profiles; a row whose values are equal is not written. */
    async updateProfiles(tx: Tx, rows: ProfileFacts[]) {
      if (!rows.length) return [];
      const col = <K extends keyof ProfileFacts>(k: K) => rows.map((r) => r[k]);
      const written = await tx.$queryRaw<Array<{ id: string }>>`
        WITH v AS (
          SELECT * FROM unnest(${col('id')}::uuid[], ${col('firstName')}::text[],
                               ${col('secondName')}::text[], ${col('prevSecondName')}::text[],
                               ${col('surname')}::text[], ${col('prefix')}::text[],
                               ${col('calculatedEduLevel')}::text[], ${col('orcid')}::text[],
                               ${col('polonId')}::text[], ${col('peselHash')}::text[],
                               ${col('unhide')}::boolean[])
                   AS t(id, fn, sn, psn, s, p, e, o, u, h, unhide)
        ), n AS (
          SELECT p.id, v.fn, v.s, v.p, v.e,
                 CASE WHEN p.second_name IS NOT DISTINCT FROM v.psn THEN v.sn ELSE p.second_name END AS sn,
                 coalesce(p.orcid, v.o) AS o, coalesce(p.polon_id, v.u) AS u,
                 coalesce(p.pesel_hash, CASE WHEN v.h IS NULL THEN NULL ELSE decode(v.h, 'hex') END) AS h,
                 coalesce(v.unhide, p.hidden) AS hidden
            FROM profile p JOIN v ON v.id = p.id
        )
        UPDATE profile p
           SET first_name = n.fn, surname = n.s, prefix = n.p, calculated_edu_level = n.e,
               second_name = n.sn, orcid = n.o, polon_id = n.u, pesel_hash = n.h,
               hidden = n.hidden, updated_at = now()
          FROM n
         WHERE p.id = n.id
           AND (p.first_name, p.surname, p.prefix, p.calculated_edu_level, p.second_name, p.orcid,
                p.polon_id, p.pesel_hash, p.hidden)
               IS DISTINCT FROM (n.fn, n.s, n.p, n.e, n.sn, n.o, n.u, n.h, n.hidden)
        RETURNING p.id::text`;
      return written.map((r) => r.id);
    },

    /** Institutions by POL-on UUID → id. */
    async institutionIds(uuids: string[], tx: Tx = db) {
      if (!uuids.length) return new Map<string, string>();
      const rows = await tx.institution.findMany({
        where: { externalId: { in: uuids } },
        select: { id: true, externalId: true },
      });
      return new Map(rows.map((r) => [r.externalId!, r.id]));
    },

    async upsertInstitutions(
      tx: Tx,
      rows: Array<{
        externalId: string;
        name: string;
        city: string | null;
        countryCode: string;
        kind: string;
      }>,
    ) {
      if (!rows.length) return new Map<string, string>();
      const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
      const out = await tx.$queryRaw<Array<{ id: string; externalId: string }>>`
        INSERT INTO institution (id, name_pl, city, country_code, kind, external_id, source)
        SELECT gen_random_uuid(), n, c, cc, k, x, 'POLON'
          FROM unnest(${col('externalId')}::text[], ${col('name')}::text[], ${col('city')}::text[],
                      ${col('countryCode')}::text[], ${col('kind')}::text[]) AS t(x, n, c, cc, k)
        ON CONFLICT (external_id) DO UPDATE
          SET name_pl = EXCLUDED.name_pl, city = EXCLUDED.city, country_code = EXCLUDED.country_code
          WHERE (institution.name_pl, institution.city, institution.country_code)
                IS DISTINCT FROM (EXCLUDED.name_pl, EXCLUDED.city, EXCLUDED.country_code)
        RETURNING id::text, external_id AS "externalId"`;
      return new Map(out.map((r) => [r.externalId, r.id]));
    },

    /** The science codes the portal knows (a registry code it does not is left out). */
    async disciplines() {
      const rows = await db.scienceDiscipline.findMany({ select: { code: true, fieldCode: true } });
      return new Map(rows.map((r) => [r.code, r.fieldCode]));
    },
    async fields() {
      const rows = await db.scienceField.findMany({ select: { code: true } });
      return new Set(rows.map((r) => r.code));
    },

    /**
     * Makes the registry's degrees of these profiles what the registry says: new ones added,
     * gone ones removed, changed facts written; a degree the owner edited keeps their label,
     * year and classification label, and the registry's go to its `original`.
     */
    async syncDegrees(tx: Tx, profileIds: string[], rows: DegreeRow[]) {
      if (!profileIds.length) return;
      const keys = rows.map((r) => `${r.profileId}|${r.externalId}`);
      await tx.$executeRaw`
        DELETE FROM degree_title
         WHERE profile_id = ANY(${profileIds}::uuid[]) AND source = 'POLON'
           AND (profile_id::text || '|' || coalesce(external_id, '')) <> ALL(${keys}::text[])`;
      if (!rows.length) return;
      const col = <K extends keyof DegreeRow>(k: K) => rows.map((r) => r[k]);
      await tx.$executeRaw`
        WITH v AS (
          SELECT * FROM unnest(${col('profileId')}::uuid[], ${col('externalId')}::text[],
                               ${col('type')}::text[], ${col('label')}::text[], ${col('year')}::int[],
                               ${col('fieldCode')}::text[], ${col('disciplineCode')}::text[],
                               ${col('classificationLabel')}::text[],
                               ${col('grantingInstitutionId')}::uuid[],
                               ${col('grantingInstitutionName')}::text[],
                               ${col('grantingCountry')}::text[])
                   AS t(pid, x, ty, l, y, f, d, cl, gi, gn, gc)
        ), upd AS (
          UPDATE degree_title g
             SET label = CASE WHEN g.modified_by_user_at IS NULL THEN v.l ELSE g.label END,
                 year = CASE WHEN g.modified_by_user_at IS NULL THEN v.y ELSE g.year END,
                 classification_label = CASE WHEN g.modified_by_user_at IS NULL THEN v.cl
                                             ELSE g.classification_label END,
                 original = CASE WHEN g.modified_by_user_at IS NULL THEN g.original
                                 ELSE jsonb_build_object('label', v.l, 'year', v.y,
                                                         'classificationLabel', v.cl) END,
                 field_code = v.f, discipline_code = v.d, granting_institution_id = v.gi,
                 granting_institution_name = v.gn, granting_country = v.gc
            FROM v
           WHERE g.profile_id = v.pid AND g.external_id = v.x AND g.source = 'POLON'
             AND (CASE WHEN g.modified_by_user_at IS NULL
                       THEN (g.label, g.year, g.classification_label)
                            IS DISTINCT FROM (v.l, v.y, v.cl)
                       ELSE g.original IS DISTINCT FROM
                            jsonb_build_object('label', v.l, 'year', v.y, 'classificationLabel', v.cl)
                  END
                  OR (g.field_code, g.discipline_code, g.granting_institution_id,
                      g.granting_institution_name, g.granting_country)
                     IS DISTINCT FROM (v.f, v.d, v.gi, v.gn, v.gc))
          RETURNING g.id
        )
        INSERT INTO degree_title (id, profile_id, type, label, year, field_code, discipline_code,
                                  classification_label, granting_institution_id,
                                  granting_institution_name, granting_country, source, external_id)
        SELECT gen_random_uuid(), v.pid, v.ty::degree_or_title_type, v.l, v.y, v.f, v.d, v.cl, v.gi,
               v.gn, v.gc, 'POLON', v.x
          FROM v
         WHERE NOT EXISTS (SELECT 1 FROM degree_title g
                            WHERE g.profile_id = v.pid AND g.external_id = v.x AND g.source = 'POLON')`;
    },

    /**
     * The registry's current employments of these profiles: new ones added as CURRENT, changed
     * facts written, and a CURRENT one the registry no longer lists made FORMER (it ended).
     * The owner's descriptive fields (position, links, notes) are never touched.
     */
    async syncEmployments(tx: Tx, profileIds: string[], rows: EmploymentRow[]) {
      if (!profileIds.length) return;
      const keys = rows.map((r) => `${r.profileId}|${r.externalId}`);
      const col = <K extends keyof EmploymentRow>(k: K) => rows.map((r) => r[k]);
      // A registry employment the portal already holds without its key (loaded before the
      // first sync: the seed, an earlier import) is that row: it takes the key, so the row,
      // and the owner's position and notes on it, stay. Same institution (by id, else by
      // name) and the same start date (or one side without it); one row per key.
      if (rows.length)
        await tx.$executeRaw`
          WITH v AS (
            SELECT * FROM unnest(${col('profileId')}::uuid[], ${col('externalId')}::text[],
                                 ${col('institutionId')}::uuid[], ${col('institutionName')}::text[],
                                 ${col('startDate')}::date[]) AS t(pid, x, ii, n, sd)
          ), pick AS (
            SELECT DISTINCT ON (v.pid, v.x) v.x, e.id
              FROM v JOIN employment e
                ON e.profile_id = v.pid AND e.source = 'POLON' AND e.external_id IS NULL
               AND (e.institution_id = v.ii
                    OR (e.institution_id IS NULL OR v.ii IS NULL) AND e.institution_name = v.n)
               AND (e.start_date = v.sd OR e.start_date IS NULL OR v.sd IS NULL)
             WHERE NOT EXISTS (SELECT 1 FROM employment k
                                WHERE k.profile_id = v.pid AND k.external_id = v.x
                                  AND k.source = 'POLON')
             ORDER BY v.pid, v.x, (e.status = 'CURRENT') DESC, e.start_date DESC NULLS LAST, e.id
          )
          UPDATE employment e SET external_id = pick.x
            FROM pick WHERE e.id = pick.id AND e.external_id IS NULL`;
      await tx.$executeRaw`
        UPDATE employment SET status = 'FORMER', updated_at = now()
         WHERE profile_id = ANY(${profileIds}::uuid[]) AND source = 'POLON' AND status = 'CURRENT'
           AND (profile_id::text || '|' || coalesce(external_id, '')) <> ALL(${keys}::text[])`;
      if (!rows.length) return;
      await tx.$executeRaw`
        WITH v AS (
          SELECT * FROM unnest(${col('profileId')}::uuid[], ${col('externalId')}::text[],
                               ${col('institutionId')}::uuid[], ${col('institutionName')}::text[],
                               ${col('startDate')}::date[]) AS t(pid, x, ii, n, sd)
        ), upd AS (
          UPDATE employment e
             SET institution_id = v.ii, institution_name = v.n, start_date = v.sd,
                 status = 'CURRENT', updated_at = now()
            FROM v
           WHERE e.profile_id = v.pid AND e.external_id = v.x AND e.source = 'POLON'
             AND (e.institution_id, e.institution_name, e.start_date, e.status)
                 IS DISTINCT FROM (v.ii, v.n, v.sd, 'CURRENT'::employment_status)
          RETURNING e.id
        )
        INSERT INTO employment (id, profile_id, institution_id, institution_name, status,
                                start_date, source, external_id, updated_at)
        SELECT gen_random_uuid(), v.pid, v.ii, v.n, 'CURRENT', v.sd, 'POLON', v.x, now()
          FROM v
         WHERE NOT EXISTS (SELECT 1 FROM employment e
                            WHERE e.profile_id = v.pid AND e.external_id = v.x AND e.source = 'POLON')`;
    },

    /** The registry's disciplines of these profiles; the owner's (other sources) stay. */
    async syncDisciplines(
      tx: Tx,
      profileIds: string[],
      rows: Array<{ profileId: string; code: string; fieldCode: string; main: boolean }>,
    ) {
      if (!profileIds.length) return;
      const keys = rows.map((r) => `${r.profileId}|${r.code}`);
      await tx.$executeRaw`
        DELETE FROM profile_discipline
         WHERE profile_id = ANY(${profileIds}::uuid[]) AND source = 'POLON'
           AND (profile_id::text || '|' || discipline_code) <> ALL(${keys}::text[])`;
      if (!rows.length) return;
      await tx.$executeRaw`
        INSERT INTO profile_discipline (profile_id, discipline_code, field_code, is_main, source)
        SELECT pid, c, f, m, 'POLON'
          FROM unnest(${rows.map((r) => r.profileId)}::uuid[], ${rows.map((r) => r.code)}::text[],
                      ${rows.map((r) => r.fieldCode)}::text[], ${rows.map((r) => r.main)}::boolean[])
               AS t(pid, c, f, m)
        ON CONFLICT (profile_id, discipline_code) DO UPDATE
          SET is_main = EXCLUDED.is_main, field_code = EXCLUDED.field_code
          WHERE profile_discipline.source = 'POLON'
            AND (profile_discipline.is_main, profile_discipline.field_code)
                IS DISTINCT FROM (EXCLUDED.is_main, EXCLUDED.field_code)`;
    },

    /** Provenance rows (upsertRegistryRecords of the framework's repository). */
    upsertRecords: (tx: Tx, source: RegistrySource, entity: string, rows: RecordRow[]) =>
      upsertRegistryRecords(tx, source, entity, rows),

    /** What the scientist register last delivered for these people. */
    deliveredPeople: (uids: string[], tx: Tx = db) =>
      tx.registryRecord.findMany({
        where: { source: 'RADON', entity: 'PERSON', sourceId: { in: uids } },
        select: { sourceId: true, delivered: true },
      }),

    /** The withdrawn state of these records (a returning person is shown again). */
    async withdrawnOf(source: RegistrySource, entity: string, sourceIds: string[], tx: Tx = db) {
      const rows = await tx.registryRecord.findMany({
        where: { source, entity, sourceId: { in: sourceIds }, withdrawnAt: { not: null } },
        select: { sourceId: true, hiddenBefore: true },
      });
      return new Map(rows.map((r) => [r.sourceId, r.hiddenBefore ?? false]));
    },

    /** Withdraws people from public view (hidden), remembering `hidden` as it was; kept. */
    async withdrawPeople(tx: Tx, source: RegistrySource, sourceIds: string[]) {
      const rows = await tx.$queryRaw<Array<{ profileId: string }>>`
        WITH r AS (
          UPDATE registry_record r
             SET withdrawn_at = now(),
                 hidden_before = (SELECT p.hidden FROM profile p WHERE p.id = r.target_id),
                 updated_at = now()
           WHERE r.source = ${source}::registry_source AND r.entity = 'PERSON'
             AND r.source_id = ANY(${sourceIds}::text[]) AND r.withdrawn_at IS NULL
          RETURNING r.target_id
        )
        UPDATE profile p SET hidden = true, updated_at = now()
          FROM r WHERE p.id = r.target_id AND NOT p.hidden
        RETURNING p.id::text AS "profileId"`;
      return rows.map((r) => r.profileId);
    },

    /** People gone from the employees service: their registry employments have ended. */
    async endEmployments(tx: Tx, source: RegistrySource, sourceIds: string[]) {
      const rows = await tx.$queryRaw<Array<{ profileId: string }>>`
        WITH r AS (
          UPDATE registry_record r SET withdrawn_at = now(), updated_at = now()
           WHERE r.source = ${source}::registry_source AND r.entity = 'EMPLOYEE'
             AND r.source_id = ANY(${sourceIds}::text[]) AND r.withdrawn_at IS NULL
          RETURNING r.target_id
        )
        UPDATE employment e SET status = 'FORMER', updated_at = now()
          FROM r WHERE e.profile_id = r.target_id AND e.source = 'POLON' AND e.status = 'CURRENT'
        RETURNING e.profile_id::text AS "profileId"`;
      return [...new Set(rows.map((r) => r.profileId))];
    },
  };
}

export type RadonSyncRepository = ReturnType<typeof createRadonSyncRepository>;
