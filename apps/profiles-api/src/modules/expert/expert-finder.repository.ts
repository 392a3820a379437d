import type { Db } from '@ln/db';
import type { ConflictKind, ExpertConsentEntity } from '@ln/contracts';
import { consentInForce, visibleProfile } from '@ln/visibility';

export interface ExpertFilter {
  entity: ExpertConsentEntity;
  fieldCode?: string | undefined;
  disciplineCode?: string | undefined;
  keyword?: string | undefined;
  degree?: string | undefined;
  lang: 'pl' | 'en';
  limit: number;
  offset: number;
}

export interface ExpertRow {
  profile_id: string;
  first_name: string;
  surname: string;
  degree: string | null;
  disciplines: Array<{ code: string; label: string }>;
  keywords: string[];
  current_institutions: string[];
}

export interface ConflictRow {
  expert_profile_id: string;
  applicant_profile_id: string;
  kind: ConflictKind;
  evidence_type: 'PUBLICATION' | 'INSTITUTION' | 'RESEARCH_WORK';
  evidence_id: string;
  evidence_title: string;
  evidence_year: number | null;
}

/**
 * The expert finder's reads: registered experts with a live consent to the asking entity
 * (nobody else is ever read), and the conflict-of-interest relations with their evidence.
 */
export function createExpertFinderRepository(db: Db) {
  return {
    async search(filter: ExpertFilter): Promise<{ total: number; items: ExpertRow[] }> {
      const keyword = filter.keyword ?? null;
      const rows = await db.$queryRaw<Array<{ total: number; items: ExpertRow[] }>>`
        WITH e AS (
          SELECT p.id, p.first_name, p.surname, p.calculated_edu_level,
                 r.discipline_codes, r.keywords
            FROM expert_registration r
            JOIN expert_consent c
              ON c.registration_id = r.id AND c.entity = ${filter.entity}::expert_consent_entity
            JOIN profile p ON p.id = r.profile_id
           WHERE ${consentInForce('c', 'r')}
             AND ${visibleProfile('p', { withTheDead: false })}
             AND (${filter.disciplineCode ?? null}::text IS NULL
                  OR ${filter.disciplineCode ?? null}::text = ANY (r.discipline_codes))
             AND (${filter.fieldCode ?? null}::text IS NULL
                  OR EXISTS (SELECT 1 FROM science_discipline d
                              WHERE d.code = ANY (r.discipline_codes)
                                AND d.field_code = ${filter.fieldCode ?? null}::text))
             AND (${keyword}::text IS NULL
                  OR EXISTS (SELECT 1 FROM unnest(r.keywords) k
                              WHERE ln_fold(k) LIKE '%' || ln_fold(${keyword}::text) || '%'))
             AND (${filter.degree ?? null}::text IS NULL
                  OR (SELECT max(dt.type) FROM degree_title dt WHERE dt.profile_id = p.id)
                     >= ${filter.degree ?? null}::degree_or_title_type)
        ), page AS (
          SELECT * FROM e
           ORDER BY surname COLLATE "pl-PL-x-icu", first_name COLLATE "pl-PL-x-icu", id
           LIMIT ${filter.limit} OFFSET ${filter.offset}
        )
        SELECT (SELECT count(*)::int FROM e) AS total,
               (SELECT coalesce(json_agg(json_build_object(
                  'profile_id', x.id,
                  'first_name', x.first_name,
                  'surname', x.surname,
                  'degree', x.calculated_edu_level,
                  'keywords', to_json(x.keywords),
                  'disciplines', (SELECT coalesce(json_agg(json_build_object(
                                     'code', d.code,
                                     'label', CASE WHEN ${filter.lang}::text = 'en'
                                                   THEN d.label_en ELSE d.label_pl END)
                                     ORDER BY d."order"), '[]'::json)
                                    FROM science_discipline d
                                   WHERE d.code = ANY (x.discipline_codes)),
                  'current_institutions', (SELECT coalesce(json_agg(DISTINCT em.institution_name), '[]'::json)
                                             FROM employment em
                                            WHERE em.profile_id = x.id AND em.status = 'CURRENT'))
                  ORDER BY x.surname COLLATE "pl-PL-x-icu", x.first_name COLLATE "pl-PL-x-icu", x.id),
                  '[]'::json)
                  FROM page x) AS items`;
      return rows[0]!;
    },

    /**
     * For each name, the visible profiles whose name, folded, is that name in either order
     * (at most 20 a name): one statement for every applicant. Each name is looked up in the
     * folded-name index as written and as every rotation of its words ("Kowalski Jan" as
     * "jan kowalski"), which covers the surname-first order with the same index.
     */
    async profilesNamed(
      names: string[],
    ): Promise<Array<{ index: number; id: string; name: string }>> {
      if (names.length === 0) return [];
      return db.$queryRaw<Array<{ index: number; id: string; name: string }>>`
        WITH asked AS (
          SELECT a.i - 1 AS index, ln_fold(a.name) AS folded
            FROM unnest(${names}::text[]) WITH ORDINALITY AS a(name, i)
        ), lookup AS (
          SELECT DISTINCT asked.index, asked.folded,
                 array_to_string(w[k + 1:] || w[:k], ' ') AS key
            FROM asked
           CROSS JOIN LATERAL regexp_split_to_array(asked.folded, ' ') AS w
           CROSS JOIN LATERAL generate_series(0, cardinality(w) - 1) AS k
        ), found AS (
          SELECT DISTINCT lookup.index, p.id, p.first_name || ' ' || p.surname AS name
            FROM lookup
            JOIN profile p ON ln_fold(p.first_name || ' ' || p.surname) = lookup.key
           WHERE ${visibleProfile('p')}
             AND (ln_fold(p.first_name || ' ' || p.surname) = lookup.folded
                  OR ln_fold(p.surname || ' ' || p.first_name) = lookup.folded)
        )
        SELECT index::int, id, name
          FROM (SELECT found.*, row_number() OVER (PARTITION BY index ORDER BY id) AS n
                  FROM found) ranked
         WHERE n <= 20
         ORDER BY index, id`;
    },

    async profilesById(ids: string[]): Promise<Array<{ id: string; name: string }>> {
      if (ids.length === 0) return [];
      return db.$queryRaw<Array<{ id: string; name: string }>>`
        SELECT p.id, p.first_name || ' ' || p.surname AS name
          FROM profile p
         WHERE p.id = ANY (${ids}::uuid[])`;
    },

    /**
     * Every conflict between these experts and these applicants, each with its evidence:
     * co-authorship since `sinceYear`, a current employment at the same institution, and a
     * promoter or reviewer relation in a research work (either way round).
     */
    async conflicts(
      experts: string[],
      applicants: string[],
      sinceYear: number,
    ): Promise<ConflictRow[]> {
      if (experts.length === 0 || applicants.length === 0) return [];
      return db.$queryRaw<ConflictRow[]>`
        SELECT DISTINCT
               a.profile_id AS expert_profile_id, b.profile_id AS applicant_profile_id,
               'CO_AUTHOR' AS kind, 'PUBLICATION' AS evidence_type,
               pub.id::text AS evidence_id, pub.main_title AS evidence_title,
               pub.year AS evidence_year
          FROM publication_author a
          JOIN publication_author b ON b.publication_id = a.publication_id
          JOIN publication pub ON pub.id = a.publication_id
         WHERE a.profile_id = ANY (${experts}::uuid[])
           AND b.profile_id = ANY (${applicants}::uuid[])
           AND a.profile_id <> b.profile_id
           AND pub.year >= ${sinceYear}
        UNION ALL
        SELECT DISTINCT
               a.profile_id, b.profile_id, 'SAME_INSTITUTION', 'INSTITUTION',
               a.institution_id::text, coalesce(i.name_pl, a.institution_name), NULL::int
          FROM employment a
          JOIN employment b ON b.institution_id = a.institution_id AND b.status = 'CURRENT'
          LEFT JOIN institution i ON i.id = a.institution_id
         WHERE a.profile_id = ANY (${experts}::uuid[])
           AND b.profile_id = ANY (${applicants}::uuid[])
           AND a.profile_id <> b.profile_id
           AND a.status = 'CURRENT'
        UNION ALL
        SELECT DISTINCT
               x.profile_id, y.profile_id,
               (CASE WHEN x.role = 'AUTHOR' THEN y.role ELSE x.role END)::text,
               'RESEARCH_WORK', w.id::text, w.polish_title,
               extract(year FROM coalesce(w.end_date, w.start_date))::int
          FROM research_work_person x
          JOIN research_work_person y ON y.research_work_id = x.research_work_id
          JOIN research_work w ON w.id = x.research_work_id
         WHERE x.profile_id = ANY (${experts}::uuid[])
           AND y.profile_id = ANY (${applicants}::uuid[])
           AND x.profile_id <> y.profile_id
           AND ((x.role IN ('PROMOTER', 'REVIEWER') AND y.role = 'AUTHOR')
                OR (y.role IN ('PROMOTER', 'REVIEWER') AND x.role = 'AUTHOR'))`;
    },
  };
}

export type ExpertFinderRepository = ReturnType<typeof createExpertFinderRepository>;
