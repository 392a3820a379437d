import { Prisma, type Db } from '@ln/db';

/**
 * Display data of a search hit: the json of searchItemRow(), read with the engine's page
 * (SearchHit.row) or by findItems().
 */
export interface SearchItemRow {
  id: string;
  first_name: string;
  second_name: string | null;
  surname: string;
  previous_surname: string | null;
  prefix: string | null;
  calculated_edu_level: string | null;
  dead: boolean;
  hidden: boolean;
  institution_name: string | null;
  /**
   * The profile's disciplines as 'code field main' (main: 1 or 0), in no order: their labels
   * and order come from the classification the service holds (toSearchItem).
   */
  disciplines: string[];
  photo_name: string | null;
  photo_content: string | null;
}

/**
 * The SearchItemRow of the profile with the uuid `id` as a json expression (null when there is
 * none). The PostgreSQL engine reads it inside the statement that finds a page (its `hitRow`),
 * findItems() for the hits it did not: one expression, so both give the same rows.
 */
export function searchItemRow(id: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(
    SELECT json_build_object(
             'id', p.id::text, 'first_name', p.first_name, 'second_name', p.second_name,
             'surname', p.surname, 'previous_surname', p.previous_surname, 'prefix', p.prefix,
             'calculated_edu_level', p.calculated_edu_level, 'dead', p.dead, 'hidden', p.hidden,
             'institution_name',
             (SELECT e.institution_name FROM employment e
               WHERE e.profile_id = p.id AND e.status = 'CURRENT'
               ORDER BY e.start_date DESC NULLS LAST, e.id LIMIT 1),
             'disciplines',
             ARRAY(SELECT pd.discipline_code || ' ' || pd.field_code || ' ' || pd.is_main::int
                     FROM profile_discipline pd WHERE pd.profile_id = p.id),
             'photo_name', ph.file_name, 'photo_content', encode(ph.content, 'base64'))
      FROM profile p LEFT JOIN profile_photo ph ON ph.profile_id = p.id
     WHERE p.id = ${id})`;
}

export interface ClassificationRow {
  kind: 'field' | 'discipline';
  code: string;
  label_pl: string;
  label_en: string;
  order: number;
}

/** `%` and `_` in user input are literal characters, not LIKE wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Reads of the search module; the index itself is @ln/search's. */
export function createSearchRepository(db: Db) {
  return {
    /** The display rows of these profiles (those that exist), one statement for a page. */
    async findItems(profileIds: string[]): Promise<SearchItemRow[]> {
      if (profileIds.length === 0) return [];
      const rows = await db.sql<Array<{ row: SearchItemRow | null }>>`
        SELECT ${searchItemRow(Prisma.sql`h.id`)} AS row
          FROM unnest(${profileIds}::uuid[]) AS h(id)`;
      return rows.flatMap((r) => (r.row ? [r.row] : []));
    },

    findClassification(): Promise<ClassificationRow[]> {
      return db.sql<ClassificationRow[]>`
        SELECT 'field' AS kind, code, label_pl, label_en, "order" FROM science_field
        UNION ALL
        SELECT 'discipline', d.code, d.label_pl, d.label_en, d."order"
          FROM science_discipline d JOIN science_field f ON f.code = d.field_code
        ORDER BY 1, 5, 2`;
    },

    /** Institutions whose folded name holds the folded input; names starting with it first. */
    findInstitutions(name: string, limit: number) {
      const text = likeLiteral(name);
      return db.sql<Array<{ id: string; name_pl: string; city: string | null }>>`
        SELECT id::text AS id, name_pl, city FROM institution
         WHERE ln_fold(name_pl) LIKE '%' || ln_fold(${text}) || '%'
         ORDER BY ln_fold(name_pl) LIKE ln_fold(${text}) || '%' DESC, name_pl, id
         LIMIT ${limit}`;
    },

    /** Specialty terms whose folded Polish or English label holds the input; most used first. */
    findSpecialtyTerms(name: string, limit: number) {
      const text = likeLiteral(name);
      return db.sql<Array<{ id: string; label_pl: string; label_en: string }>>`
        SELECT id::text AS id, label_pl, label_en FROM specialty_term
         WHERE ln_fold(label_pl) LIKE '%' || ln_fold(${text}) || '%'
            OR ln_fold(label_en) LIKE '%' || ln_fold(${text}) || '%'
         ORDER BY usage_count DESC, label_pl, id
         LIMIT ${limit}`;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
