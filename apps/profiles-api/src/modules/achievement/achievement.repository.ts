import type { Db } from '@ln/db';
import { linkedWhileVisible } from '@ln/visibility';

export interface AchievementListItemRow {
  id: string;
  title: string;
  kind_code: string;
  kind_label: string;
  year: number | null;
  country: string | null;
  institution_name: string | null;
  position: number;
  all_authors_count: number;
  authors: Array<{ name: string; surname: string }>;
}

export interface AchievementDetailRow {
  id: string;
  external_id: string | null;
  title: string;
  kind_code: string;
  kind_label: string;
  achievement_type_code: string | null;
  achievement_type_label: string | null;
  discipline_code: string | null;
  discipline_pl: string | null;
  discipline_en: string | null;
  year: number | null;
  country: string | null;
  institution_name: string | null;
  implementation_country: string | null;
  implementation_year: number | null;
  first_publication_country: string | null;
  first_publication_year: number | null;
  characteristics: string | null;
  range: string | null;
  publisher_name: string | null;
  status: string | null;
  showing_entity_id: string | null;
  showing_entity_name: string | null;
  source: string;
  all_authors_count: number;
  position: number;
  collections: Array<{ id: string; name: string; country: string | null }>;
  authors: Array<{ profile_id: string | null; first_name: string; surname: string }>;
}

/** Authors named per list item; the rest are only counted (allAuthorsCount). */
const LIST_AUTHORS = 10;

/** Reads of a profile's artistic achievements; each call is one SQL statement. */
export function createAchievementRepository(db: Db) {
  return {
    /** The newest `limit` achievements of the profile and how many it has in all. */
    async findShortList(
      profileId: string,
      limit: number,
    ): Promise<{ total: number; items: AchievementListItemRow[] }> {
      const rows = await db.sql<Array<{ total: number; items: AchievementListItemRow[] }>>`
        WITH mine AS (
          SELECT DISTINCT ON (a.achievement_id) a.achievement_id, a.position
            FROM artistic_achievement_author a
           WHERE a.profile_id = ${profileId}::uuid
           ORDER BY a.achievement_id, a.position
        ),
        ranked AS (
          SELECT x.id, x.title, x.kind_code, x.kind_label, x.year, x.country, x.institution_name,
                 x.all_authors_count, m.position,
                 row_number() OVER (ORDER BY x.year DESC NULLS LAST,
                                             x.title COLLATE "pl-PL-x-icu", x.id) AS rn
            FROM mine m
            JOIN artistic_achievement x ON x.id = m.achievement_id
        )
        SELECT (SELECT count(*)::int FROM mine) AS total,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', s.id, 'title', s.title, 'kind_code', s.kind_code,
                         'kind_label', s.kind_label, 'year', s.year, 'country', s.country,
                         'institution_name', s.institution_name, 'position', s.position,
                         'all_authors_count', s.all_authors_count,
                         'authors', (SELECT coalesce(json_agg(json_build_object(
                                              'name', y.first_name, 'surname', y.surname)
                                            ORDER BY y.position), '[]'::json)
                                       FROM (SELECT y.first_name, y.surname, y.position
                                               FROM artistic_achievement_author y
                                              WHERE y.achievement_id = s.id
                                              ORDER BY y.position
                                              LIMIT ${LIST_AUTHORS}) y))
                       ORDER BY s.rn), '[]'::json)
                  FROM ranked s
                 WHERE s.rn <= ${limit}) AS items`;
      return rows[0]!;
    },

    /**
     * An achievement as shown on this profile; null when it does not exist or the profile is
     * not among its authors. Authors whose profile is hidden lose their profile link.
     */
    async findDetail(
      profileId: string,
      achievementId: string,
    ): Promise<AchievementDetailRow | null> {
      const rows = await db.sql<AchievementDetailRow[]>`
        SELECT x.id, x.external_id, x.title, x.kind_code, x.kind_label, x.achievement_type_code,
               x.achievement_type_label, x.discipline_code, d.label_pl AS discipline_pl,
               d.label_en AS discipline_en, x.year, x.country::text AS country, x.institution_name,
               x.implementation_country::text AS implementation_country, x.implementation_year,
               x.first_publication_country::text AS first_publication_country,
               x.first_publication_year, x.characteristics, x.range, x.publisher_name, x.status,
               x.showing_entity_id, x.showing_entity_name, x.source::text AS source,
               x.all_authors_count, me.position,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', c.id, 'name', c.name, 'country', c.country) ORDER BY c.name, c.id),
                       '[]'::json)
                  FROM artistic_achievement_collection c
                 WHERE c.achievement_id = x.id) AS collections,
               (SELECT coalesce(json_agg(json_build_object(
                         'profile_id', ${linkedWhileVisible('pr', 'a.profile_id')},
                         'first_name', a.first_name, 'surname', a.surname)
                       ORDER BY a.position), '[]'::json)
                  FROM artistic_achievement_author a
                  LEFT JOIN profile pr ON pr.id = a.profile_id
                 WHERE a.achievement_id = x.id) AS authors
          FROM artistic_achievement x
          JOIN LATERAL (
            SELECT a.position
              FROM artistic_achievement_author a
             WHERE a.achievement_id = x.id AND a.profile_id = ${profileId}::uuid
             ORDER BY a.position
             LIMIT 1
          ) me ON true
          LEFT JOIN science_discipline d ON d.code = x.discipline_code
         WHERE x.id = ${achievementId}::uuid`;
      return rows[0] ?? null;
    },
  };
}

export type AchievementRepository = ReturnType<typeof createAchievementRepository>;
