import { Prisma, type Db } from '@ln/db';
import { linkedWhileVisible, visibleProfile } from '@ln/visibility';
import type {
  HeaderItem,
  Kind,
  OaiRecord,
  OrgUnitRecord,
  PatentRecord,
  PersonLink,
  PersonRecord,
  Position,
  ProjectRecord,
  PublicationRecord,
} from './oai.fns.js';

/** Which items a list covers: a collection (or all), a discipline, a window of datestamps. */
export interface ItemQuery {
  kind: Kind | null;
  discipline: string | null;
  from: Date | null;
  before: Date;
}

/**
 * A publication's authorship that makes it public: a visible profile that left it publicly
 * visible, with a version it shows (as on the profile's page: profiles-api's
 * `shownPublications`). Alias `a` of publication_author.
 */
const PUBLIC_AUTHORSHIP = Prisma.sql`
  a.publicly_visible AND EXISTS (SELECT 1 FROM profile p WHERE p.id = a.profile_id AND ${visibleProfile('p')})
  AND EXISTS (SELECT 1 FROM publication_version v
               WHERE v.publication_id = a.publication_id AND v.is_visible
                 AND v.kind <> ALL (coalesce(a.hidden_versions, '{}'))
                 AND (v.owner_profile_id IS NULL OR v.owner_profile_id = a.profile_id))`;

function itemFilter(query: ItemQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`i.datestamp < ${query.before}`];
  if (query.kind) parts.push(Prisma.sql`i.kind = ${query.kind}`);
  if (query.from) parts.push(Prisma.sql`i.datestamp >= ${query.from}`);
  if (query.discipline)
    parts.push(Prisma.sql`EXISTS (
      SELECT 1 FROM publication_author a
        JOIN profile_discipline d ON d.profile_id = a.profile_id AND d.is_main
       WHERE a.publication_id = i.id AND d.discipline_code = ${query.discipline}
         AND ${PUBLIC_AUTHORSHIP})`);
  return Prisma.join(parts, ' AND ');
}

interface ItemRow {
  kind: Kind;
  id: string;
  datestamp: Date;
}

/** The OAI-PMH reads (decision 045): what the public may see now (@ln/visibility). */
export function createOaiRepository(db: Db) {
  return {
    async earliest(): Promise<Date | null> {
      const [row] = await db.sql<Array<{ earliest: Date | null }>>`
        SELECT min(datestamp) AS earliest FROM oai_item`;
      return row?.earliest ?? null;
    },

    disciplines(): Promise<Array<{ code: string; labelEn: string }>> {
      return db.sql<Array<{ code: string; labelEn: string }>>`
        SELECT code, label_en AS "labelEn" FROM science_discipline ORDER BY "order", code`;
    },

    async count(query: ItemQuery): Promise<number> {
      const [row] = await db.sqlPlanned<Array<{ n: number }>>`
        SELECT count(*)::int AS n FROM oai_item i WHERE ${itemFilter(query)}`;
      return row?.n ?? 0;
    },

    /** One page of items in the harvest's order (datestamp, kind, id), after `after`. */
    page(query: ItemQuery, after: Position | null, limit: number): Promise<ItemRow[]> {
      // With one collection the order is (datestamp, id) inside it: the (kind, datestamp, id) index.
      const position = !after
        ? Prisma.sql`TRUE`
        : query.kind
          ? Prisma.sql`(i.datestamp, i.id) > (${new Date(after.datestamp)}, ${after.id}::uuid)`
          : Prisma.sql`(i.datestamp, i.kind, i.id) > (${new Date(after.datestamp)}, ${after.kind}, ${after.id}::uuid)`;
      const order = query.kind
        ? Prisma.sql`ORDER BY i.datestamp, i.id`
        : Prisma.sql`ORDER BY i.datestamp, i.kind, i.id`;
      return db.sqlPlanned<ItemRow[]>`
        SELECT i.kind, i.id, i.datestamp FROM oai_item i
         WHERE ${itemFilter(query)} AND ${position} ${order} LIMIT ${limit}`;
    },

    async item(kind: Kind, id: string): Promise<ItemRow | null> {
      const [row] = await db.sql<ItemRow[]>`
        SELECT kind, id, datestamp FROM oai_item WHERE kind = ${kind} AND id = ${id}::uuid`;
      return row ?? null;
    },

    /**
     * Which of these items the public may see now, with the disciplines of the public ones (a
     * person's own; a publication's, its public authors' main ones). The others are deleted.
     */
    async visible(kind: Kind, ids: string[]): Promise<Map<string, string[]>> {
      if (ids.length === 0) return new Map();
      let rows: Array<{ id: string; disciplines: string[] | null }>;
      switch (kind) {
        case 'Persons':
          rows = await db.sql`
            SELECT p.id, (SELECT array_agg(d.discipline_code ORDER BY d.discipline_code)
                            FROM profile_discipline d WHERE d.profile_id = p.id) AS disciplines
              FROM profile p WHERE p.id = ANY (${ids}::uuid[]) AND ${visibleProfile('p')}`;
          break;
        case 'OrgUnits':
          rows = await db.sql`
            SELECT id, NULL::text[] AS disciplines FROM institution WHERE id = ANY (${ids}::uuid[])`;
          break;
        case 'Publications':
          rows = await db.sql`
            SELECT x.id, (SELECT array_agg(DISTINCT d.discipline_code ORDER BY d.discipline_code)
                            FROM publication_author a
                            JOIN profile_discipline d ON d.profile_id = a.profile_id AND d.is_main
                           WHERE a.publication_id = x.id AND ${PUBLIC_AUTHORSHIP}) AS disciplines
              FROM publication x
             WHERE x.id = ANY (${ids}::uuid[])
               AND EXISTS (SELECT 1 FROM publication_author a
                            WHERE a.publication_id = x.id AND ${PUBLIC_AUTHORSHIP})`;
          break;
        case 'Projects':
          rows = await db.sql`
            SELECT x.id, NULL::text[] AS disciplines FROM project x
             WHERE x.id = ANY (${ids}::uuid[])
               AND EXISTS (SELECT 1 FROM project_person m JOIN profile p ON p.id = m.profile_id
                            WHERE m.project_id = x.id AND ${visibleProfile('p')})`;
          break;
        case 'Patents':
          rows = await db.sql`
            SELECT x.id, NULL::text[] AS disciplines FROM industrial_property x
             WHERE x.id = ANY (${ids}::uuid[])
               AND EXISTS (SELECT 1 FROM industrial_property_creator c JOIN profile p ON p.id = c.profile_id
                            WHERE c.property_id = x.id AND ${visibleProfile('p')})`;
          break;
      }
      return new Map(rows.map((r) => [r.id, r.disciplines ?? []]));
    },

    /** The records of these public items of one collection, by id. */
    async records(kind: Kind, ids: string[]): Promise<Map<string, OaiRecord>> {
      if (ids.length === 0) return new Map();
      const list = await readRecords(db, kind, ids);
      return new Map(list.map((r) => [r.id, r]));
    },
  };
}

/** A person named in someone's record, linked while their profile is visible (decision 004). */
const linkedPerson = (table: string) => Prisma.sql`json_build_object(
  'profileId', ${linkedWhileVisible('lp', `${table}.profile_id`)},
  'firstName', ${Prisma.raw(table)}.first_name, 'surname', ${Prisma.raw(table)}.surname)`;

async function readRecords(db: Db, kind: Kind, ids: string[]): Promise<OaiRecord[]> {
  switch (kind) {
    case 'Persons': {
      const rows = await db.sql<Array<Omit<PersonRecord, 'kind'>>>`
        SELECT p.id, p.first_name AS "firstName", p.second_name AS "secondName", p.surname, p.orcid,
               (SELECT coalesce(json_agg(json_build_object('institutionId', e.institution_id,
                         'name', e.institution_name) ORDER BY e.start_date DESC NULLS LAST, e.id), '[]')
                  FROM employment e
                 WHERE e.profile_id = p.id AND (e.end_date IS NULL OR e.end_date >= current_date)) AS affiliations,
               '{}'::text[] AS disciplines
          FROM profile p WHERE p.id = ANY (${ids}::uuid[]) AND ${visibleProfile('p')}`;
      return rows.map((r) => ({ kind, ...r }) as PersonRecord);
    }
    case 'OrgUnits': {
      const rows = await db.sql<Array<Omit<OrgUnitRecord, 'kind'>>>`
        SELECT id, name_pl AS "namePl", name_en AS "nameEn", city, country_code AS "countryCode"
          FROM institution WHERE id = ANY (${ids}::uuid[])`;
      return rows.map((r) => ({ kind, ...r }) as OrgUnitRecord);
    }
    case 'Publications': {
      const rows = await db.sql<Array<Omit<PublicationRecord, 'kind'>>>`
        SELECT x.id, x.type::text AS type, x.main_title AS title, x.main_language AS language,
               x.year, x.doi,
               (SELECT coalesce(json_agg(json_build_object(
                         'profileId', CASE WHEN ${PUBLIC_AUTHORSHIP} THEN a.profile_id END,
                         'firstName', a.first_name, 'surname', a.surname,
                         'affiliation', CASE WHEN a.affiliation_name IS NOT NULL THEN json_build_object(
                            'institutionId', a.affiliation_institution_id, 'name', a.affiliation_name) END)
                       ORDER BY a.position), '[]')
                  FROM publication_author a WHERE a.publication_id = x.id) AS authors,
               '{}'::text[] AS disciplines
          FROM publication x WHERE x.id = ANY (${ids}::uuid[])`;
      return rows.map((r) => ({ kind, ...r }) as PublicationRecord);
    }
    case 'Projects': {
      const rows = await db.sql<Array<Omit<ProjectRecord, 'kind'>>>`
        SELECT x.id, x.title, x.project_number AS "projectNumber",
               x.start_date::text AS "startDate", x.end_date::text AS "endDate",
               (SELECT coalesce(json_agg(${linkedPerson('m')} ORDER BY m.position), '[]')
                  FROM project_person m LEFT JOIN profile lp ON lp.id = m.profile_id
                 WHERE m.project_id = x.id) AS people,
               (SELECT coalesce(json_agg(json_build_object('institutionId', pi.institution_id,
                         'name', pi.name, 'role', pi.role, 'leader', pi.leader) ORDER BY pi.role, pi.name), '[]')
                  FROM project_institution pi WHERE pi.project_id = x.id) AS institutions
          FROM project x WHERE x.id = ANY (${ids}::uuid[])`;
      return rows.map((r) => ({ kind, ...r }) as ProjectRecord);
    }
    case 'Patents': {
      const rows = await db.sql<Array<Omit<PatentRecord, 'kind'>>>`
        SELECT x.id, x.calculated_title AS title, x.calculated_language AS language,
               r.application_date::text AS "applicationDate", r.publication_date::text AS "publicationDate",
               coalesce(r.right_number, r.publication_number, r.application_number) AS number,
               r.granting_institution_country AS "countryCode", r.granting_institution_name AS issuer,
               (SELECT coalesce(json_agg(${linkedPerson('c')} ORDER BY c.position), '[]')
                  FROM industrial_property_creator c LEFT JOIN profile lp ON lp.id = c.profile_id
                 WHERE c.property_id = x.id) AS creators
          FROM industrial_property x
          LEFT JOIN LATERAL (SELECT * FROM industrial_property_right r WHERE r.property_id = x.id
                              ORDER BY r.application_date NULLS LAST, r.id LIMIT 1) r ON TRUE
         WHERE x.id = ANY (${ids}::uuid[])`;
      return rows.map((r) => ({ kind, ...r }) as PatentRecord);
    }
  }
}

export type OaiRepository = ReturnType<typeof createOaiRepository>;
export type { HeaderItem, PersonLink };
