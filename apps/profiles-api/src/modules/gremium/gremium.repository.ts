import { Prisma, type Db } from '@ln/db';
import { visibleProfile } from '@ln/visibility';

/** A dated period of a position (membership term or function period), dates as YYYY-MM-DD. */
export interface PeriodRow {
  date_from: string | null;
  date_to: string | null;
  status_override: 'CURRENT' | 'INACTIVE' | null;
}

/** A person on a list of a body: the profile's names when linked, else the list's own. */
interface PersonRow {
  profile_id: string | null;
  first_name: string;
  second_name: string | null;
  surname: string;
  prefix: string | null;
  calculated_edu_level: string | null;
  source: string;
  source_name: string | null;
}

export interface MemberRow extends PersonRow {
  id: string;
  member_kind: string;
  terms: PeriodRow[];
}

export interface FunctionHolderRow extends PersonRow {
  id: string;
  function_pl: string;
  function_en: string | null;
  periods: PeriodRow[];
}

export interface ListResult<T> {
  found: boolean;
  total: number;
  items: T[];
}

export interface ProfileMembershipRow {
  id: string;
  gremium_id: string;
  gremium_name: string;
  gremium_name_en: string | null;
  organization_structure: string | null;
  member_kind: string;
  position_on_list: number;
  source: string;
  source_name: string | null;
  terms: PeriodRow[];
}

export interface ProfileFunctionRow {
  id: string;
  gremium_id: string;
  gremium_name: string;
  gremium_name_en: string | null;
  organization_structure: string | null;
  function_pl: string;
  function_en: string | null;
  position_on_list: number;
  source: string;
  source_name: string | null;
  periods: PeriodRow[];
}

export interface ListSlice {
  /** Words that must all occur in the person's names, compared folded (ln_fold). */
  words: string[];
  limit: number;
  offset: number;
}

/**
 * Every query word occurs in the person's names: the linked profile's (alias `p`) where there
 * is one, else the list row's own (alias `row`, a constant of this file). Folded by ln_fold
 * on both sides, so case and every diacritic (ł, é, ü, …) are ignored ("helene" → Hélène).
 */
function namesContainAll(row: 'gm' | 'gf', words: string[]) {
  const r = Prisma.raw(row);
  return textContainsAll(
    Prisma.sql`concat_ws(' ', coalesce(p.first_name, ${r}.first_name), p.second_name,
                         coalesce(p.surname, ${r}.surname))`,
    words,
  );
}

/** Every query word occurs in the text (a column expression of this file), both folded. */
function textContainsAll(text: Prisma.Sql, words: string[]) {
  return Prisma.sql`NOT EXISTS (
    SELECT 1 FROM unnest(${words}::text[]) w
     WHERE strpos(ln_fold(${text}), ln_fold(w)) = 0)`;
}

/** A body on the list, with its count of members whose profiles are visible. */
export interface GremiumListRow {
  id: string;
  name: string;
  organization_structure: string | null;
  institution_type_code: string | null;
  institution_type_label: string | null;
  ended: boolean;
  members_count: number;
}

export interface GremiumListFilter extends ListSlice {
  status: 'CURRENT' | 'FORMER' | undefined;
  /** The name shown and sorted by: English where the body has an English name. */
  lang: 'pl' | 'en';
}

/**
 * Reads of bodies (gremia) and of the people on their lists. Rows of hidden profiles are
 * left out in SQL, so they are neither returned nor counted (profiles-area §8).
 */
export function createGremiumRepository(db: Db) {
  return {
    findGremium(gremiumId: string) {
      return db.gremium.findUnique({
        where: { id: gremiumId },
        select: {
          id: true,
          name: true,
          nameHtml: true,
          nameEn: true,
          organizationStructure: true,
          description: true,
          institutionTypeCode: true,
          institutionTypeLabel: true,
          webSite: true,
          phoneNumber: true,
          street: true,
          postalCode: true,
          city: true,
          endDate: true,
          source: true,
          userSource: true,
          userGremium: true,
          userInstitution: true,
        },
      });
    },

    /**
     * One statement: the count of matching bodies and one page of them, by the shown name
     * in Polish collation. A body matches when its Polish or its English name holds every
     * query word. Members of hidden profiles are not counted (as in listMembers).
     */
    async listGremia(
      filter: GremiumListFilter,
    ): Promise<{ total: number; items: GremiumListRow[] }> {
      const { words, status, lang } = filter;
      const rows = await db.sql<Array<{ total: number; items: GremiumListRow[] }>>`
        WITH g AS (
          SELECT g.id, g.organization_structure, g.institution_type_code,
                 g.institution_type_label, g.end_date IS NOT NULL AS ended,
                 CASE WHEN ${lang}::text = 'en' THEN coalesce(g.name_en, g.name) ELSE g.name END
                   AS name
            FROM gremium g
           WHERE (${status ?? null}::text IS NULL
                  OR (g.end_date IS NULL) = (${status ?? null}::text = 'CURRENT'))
             AND (${textContainsAll(Prisma.sql`g.name`, words)}
                  OR (g.name_en IS NOT NULL
                      AND ${textContainsAll(Prisma.sql`g.name_en`, words)}))
        ), page AS (
          SELECT * FROM g
           ORDER BY name COLLATE "pl-PL-x-icu", id
           LIMIT ${filter.limit} OFFSET ${filter.offset}
        )
        SELECT (SELECT count(*)::int FROM g) AS total,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', x.id, 'name', x.name,
                         'organization_structure', x.organization_structure,
                         'institution_type_code', x.institution_type_code,
                         'institution_type_label', x.institution_type_label,
                         'ended', x.ended,
                         'members_count', (SELECT count(*)::int
                                             FROM gremium_membership gm
                                             LEFT JOIN profile p ON p.id = gm.profile_id
                                            WHERE gm.gremium_id = x.id
                                              AND ${visibleProfile('p')}))
                       ORDER BY x.name COLLATE "pl-PL-x-icu", x.id), '[]'::json)
                  FROM page x) AS items`;
      return rows[0]!;
    },

    /** One statement: whether the body exists, the filtered count and one page of members. */
    async listMembers(gremiumId: string, slice: ListSlice): Promise<ListResult<MemberRow>> {
      const rows = await db.sql<Array<ListResult<MemberRow>>>`
        WITH m AS (
          SELECT gm.id, gm.profile_id,
                 coalesce(p.first_name, gm.first_name) AS first_name,
                 p.second_name,
                 coalesce(p.surname, gm.surname) AS surname,
                 coalesce(gm.prefix, p.prefix) AS prefix,
                 p.calculated_edu_level, gm.member_kind, gm.position_on_list,
                 gm.source::text AS source, gm.source_name
            FROM gremium_membership gm
            LEFT JOIN profile p ON p.id = gm.profile_id
           WHERE gm.gremium_id = ${gremiumId}::uuid
             AND ${visibleProfile('p')}
             AND ${namesContainAll('gm', slice.words)}
        ), page AS (
          SELECT * FROM m
           ORDER BY position_on_list, surname, first_name, id
           LIMIT ${slice.limit} OFFSET ${slice.offset}
        )
        SELECT EXISTS (SELECT 1 FROM gremium g WHERE g.id = ${gremiumId}::uuid) AS found,
               (SELECT count(*)::int FROM m) AS total,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', x.id, 'profile_id', x.profile_id, 'first_name', x.first_name,
                         'second_name', x.second_name, 'surname', x.surname, 'prefix', x.prefix,
                         'calculated_edu_level', x.calculated_edu_level,
                         'member_kind', x.member_kind, 'source', x.source,
                         'source_name', x.source_name,
                         'terms', (SELECT coalesce(json_agg(json_build_object(
                                           'date_from', t.date_from, 'date_to', t.date_to,
                                           'status_override', t.status_override)
                                         ORDER BY t.date_from NULLS FIRST, t.id), '[]'::json)
                                     FROM gremium_membership_term t WHERE t.membership_id = x.id))
                       ORDER BY x.position_on_list, x.surname, x.first_name, x.id), '[]'::json)
                  FROM page x) AS items`;
      return rows[0]!;
    },

    /** Like listMembers, for the holders of functions. */
    async listFunctionHolders(
      gremiumId: string,
      slice: ListSlice,
    ): Promise<ListResult<FunctionHolderRow>> {
      const rows = await db.sql<Array<ListResult<FunctionHolderRow>>>`
        WITH f AS (
          SELECT gf.id, gf.profile_id,
                 coalesce(p.first_name, gf.first_name) AS first_name,
                 p.second_name,
                 coalesce(p.surname, gf.surname) AS surname,
                 p.prefix, p.calculated_edu_level, gf.function_pl, gf.function_en,
                 gf.position_on_list, gf.source::text AS source, gf.source_name
            FROM gremium_function gf
            LEFT JOIN profile p ON p.id = gf.profile_id
           WHERE gf.gremium_id = ${gremiumId}::uuid
             AND ${visibleProfile('p')}
             AND ${namesContainAll('gf', slice.words)}
        ), page AS (
          SELECT * FROM f
           ORDER BY position_on_list, surname, first_name, id
           LIMIT ${slice.limit} OFFSET ${slice.offset}
        )
        SELECT EXISTS (SELECT 1 FROM gremium g WHERE g.id = ${gremiumId}::uuid) AS found,
               (SELECT count(*)::int FROM f) AS total,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', x.id, 'profile_id', x.profile_id, 'first_name', x.first_name,
                         'second_name', x.second_name, 'surname', x.surname, 'prefix', x.prefix,
                         'calculated_edu_level', x.calculated_edu_level,
                         'function_pl', x.function_pl, 'function_en', x.function_en,
                         'source', x.source, 'source_name', x.source_name,
                         'periods', (SELECT coalesce(json_agg(json_build_object(
                                             'date_from', t.date_from, 'date_to', t.date_to,
                                             'status_override', t.status_override)
                                           ORDER BY t.date_from NULLS FIRST, t.id), '[]'::json)
                                       FROM gremium_function_period t WHERE t.function_id = x.id))
                       ORDER BY x.position_on_list, x.surname, x.first_name, x.id), '[]'::json)
                  FROM page x) AS items`;
      return rows[0]!;
    },

    /** A profile's memberships, in every body or (with gremiumId) in one. */
    listProfileMemberships(profileId: string, gremiumId?: string): Promise<ProfileMembershipRow[]> {
      return db.sql<ProfileMembershipRow[]>`
        SELECT gm.id, gm.gremium_id, g.name AS gremium_name, g.name_en AS gremium_name_en,
               g.organization_structure, gm.member_kind, gm.position_on_list,
               gm.source::text AS source, gm.source_name,
               (SELECT coalesce(json_agg(json_build_object(
                         'date_from', t.date_from, 'date_to', t.date_to,
                         'status_override', t.status_override)
                       ORDER BY t.date_from NULLS FIRST, t.id), '[]'::json)
                  FROM gremium_membership_term t WHERE t.membership_id = gm.id) AS terms
          FROM gremium_membership gm
          JOIN gremium g ON g.id = gm.gremium_id
         WHERE gm.profile_id = ${profileId}::uuid
           AND (${gremiumId ?? null}::uuid IS NULL OR gm.gremium_id = ${gremiumId ?? null}::uuid)
         ORDER BY g.name, gm.position_on_list, gm.id`;
    },

    listProfileFunctions(profileId: string): Promise<ProfileFunctionRow[]> {
      return db.sql<ProfileFunctionRow[]>`
        SELECT gf.id, gf.gremium_id, g.name AS gremium_name, g.name_en AS gremium_name_en,
               g.organization_structure, gf.function_pl, gf.function_en, gf.position_on_list,
               gf.source::text AS source, gf.source_name,
               (SELECT coalesce(json_agg(json_build_object(
                         'date_from', t.date_from, 'date_to', t.date_to,
                         'status_override', t.status_override)
                       ORDER BY t.date_from NULLS FIRST, t.id), '[]'::json)
                  FROM gremium_function_period t WHERE t.function_id = gf.id) AS periods
          FROM gremium_function gf
          JOIN gremium g ON g.id = gf.gremium_id
         WHERE gf.profile_id = ${profileId}::uuid
         ORDER BY g.name, gf.position_on_list, gf.id`;
    },
  };
}

export type GremiumRepository = ReturnType<typeof createGremiumRepository>;
