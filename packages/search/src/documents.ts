import type { SearchDegreeTitle } from '@ln/contracts';
import { Prisma, type Db } from '@ln/db';
import { visibleProfile } from '@ln/visibility';
import type { SearchDocument } from './engine.js';
import { fold } from './text.js';

/**
 * One row of the document query as PostgreSQL returns it (snake_case columns, JSON lists with
 * short keys): the SQL's own shape, not an API type; codes are the contracts' types.
 */
interface DocumentRow {
  id: string;
  first_name: string;
  second_name: string | null;
  surname: string;
  previous_name: string | null;
  previous_surname: string | null;
  prefix: string | null;
  calculated_edu_level: string | null;
  dead: boolean;
  highest_degree: SearchDegreeTitle | null;
  employments: Array<{ i: string | null; n: string; c: boolean }>;
  specialties: Array<{ pl: string; en: string }>;
  disciplines: Array<{ d: string; f: string; dl: string; fl: string }>;
}

function toDocument(row: DocumentRow): SearchDocument {
  const domains = [...new Set(row.disciplines.map((d) => d.f))];
  const main = row.disciplines[0];
  const current = row.employments.find((e) => e.c);
  return {
    profileId: row.id,
    firstName: row.first_name,
    secondName: row.second_name,
    surname: row.surname,
    previousName: row.previous_name,
    previousSurname: row.previous_surname,
    prefix: row.prefix,
    title: row.calculated_edu_level,
    highestDegree: row.highest_degree,
    dead: row.dead,
    employments: row.employments.map((e) => ({
      institutionId: e.i,
      institutionName: e.n,
      current: e.c,
    })),
    specialties: row.specialties.map((s) => ({ labelPl: s.pl, labelEn: s.en })),
    disciplines: row.disciplines.map((d) => d.d),
    domains,
    sort: {
      surname: fold(`${row.surname} ${row.first_name}`),
      field: main ? fold(main.fl) : '',
      discipline: main ? fold(main.dl) : '',
      currentEmployment: current ? fold(current.n) : '',
    },
  };
}

// The lists of one profile: current employments first, main discipline first.
const LISTS = `
  (SELECT max(dt.type)::text FROM degree_title dt WHERE dt.profile_id = p.id) AS highest_degree,
  (SELECT coalesce(json_agg(json_build_object('i', e.institution_id, 'n', e.institution_name,
                                              'c', e.status = 'CURRENT')
                            ORDER BY e.status, e.start_date DESC NULLS LAST, e.id), '[]'::json)
     FROM employment e WHERE e.profile_id = p.id) AS employments,
  (SELECT coalesce(json_agg(json_build_object('pl', s.label_pl, 'en', s.label_en)
                            ORDER BY s."order", s.id), '[]'::json)
     FROM specialty s WHERE s.profile_id = p.id) AS specialties,
  (SELECT coalesce(json_agg(json_build_object('d', pd.discipline_code, 'f', pd.field_code,
                                              'dl', d.label_pl, 'fl', f.label_pl)
                            ORDER BY pd.is_main DESC, d."order", pd.discipline_code), '[]'::json)
     FROM profile_discipline pd
     JOIN science_discipline d ON d.code = pd.discipline_code
     JOIN science_field f ON f.code = pd.field_code
    WHERE pd.profile_id = p.id) AS disciplines`;

/**
 * The documents of these profiles as the database has them now. `absent` lists the ids that
 * must not be in any index: hidden profiles and profiles that no longer exist.
 */
export async function loadSearchDocuments(
  db: Db,
  profileIds: readonly string[],
): Promise<{ docs: SearchDocument[]; absent: string[] }> {
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return { docs: [], absent: [] };
  // Only what the public may see is indexed (@ln/visibility); the rest is absent.
  const visible = await db.$queryRaw<DocumentRow[]>`
    SELECT p.id::text AS id, p.first_name, p.second_name, p.surname, p.previous_name,
           p.previous_surname, p.prefix, p.calculated_edu_level, p.dead, ${Prisma.raw(LISTS)}
      FROM profile p WHERE p.id = ANY(${ids}::uuid[]) AND ${visibleProfile('p')}`;
  const present = new Set(visible.map((r) => r.id));
  return { docs: visible.map(toDocument), absent: ids.filter((id) => !present.has(id)) };
}

/**
 * Every visible profile's document, in batches (keyset by id), for a full reindex. The next
 * batch is read while the caller indexes the current one.
 */
export async function* streamSearchDocuments(
  db: Db,
  options: { batchSize?: number } = {},
): AsyncIterable<SearchDocument[]> {
  const batchSize = options.batchSize ?? 1000;
  const read = (after: string): Promise<DocumentRow[]> => {
    const rows = db.$queryRaw<DocumentRow[]>`
      SELECT p.id::text AS id, p.first_name, p.second_name, p.surname, p.previous_name,
             p.previous_surname, p.prefix, p.calculated_edu_level, p.dead, ${Prisma.raw(LISTS)}
        FROM profile p
       WHERE p.id > ${after}::uuid AND ${visibleProfile('p')}
       ORDER BY p.id
       LIMIT ${batchSize}`;
    // A read left behind (the caller stopped early) must not become an unhandled rejection.
    rows.catch(() => {});
    return rows;
  };
  let next = read('00000000-0000-0000-0000-000000000000');
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    next = rows.length < batchSize ? Promise.resolve([]) : read(rows[rows.length - 1]!.id);
    yield rows.map(toDocument);
  }
}
