import { Prisma, type Db } from '@ln/db';
import { OWNER_GREMIUM_SITEMAP_AFTER_DAYS } from '@ln/contracts';
import { visibleProfile } from '@ln/visibility';

/** One line of a dump file: its id (the keyset) and the record as JSON text. */
export interface DumpRow {
  id: string;
  line: string;
}

/** A page of a dump file: its lines, and where the next page starts (null: the last one). */
export interface DumpPage {
  rows: DumpRow[];
  last: string | null;
}

/**
 * A publication's authorship that makes it public, as a profile page shows it (alias `a`):
 * a visible profile, the owner's toggle on, a version it shows. The same rule as the OAI-PMH
 * repository's (apps/pages, decision 045).
 */
const PUBLIC_AUTHORSHIP = Prisma.sql`
  a.publicly_visible AND EXISTS (SELECT 1 FROM profile p WHERE p.id = a.profile_id AND ${visibleProfile('p')})
  AND EXISTS (SELECT 1 FROM publication_version v
               WHERE v.publication_id = a.publication_id AND v.is_visible
                 AND v.kind <> ALL (coalesce(a.hidden_versions, '{}'))
                 AND (v.owner_profile_id IS NULL OR v.owner_profile_id = a.profile_id))`;

/**
 * The dump's reads (issue 44): one page of public records after an id, each already the JSON
 * line it is written as. Only what the public may see: no hidden profile nor anything that
 * names one as itself, contact data only where its owner made it public to everyone (and never
 * of the deceased), no PESEL or its hash.
 */
export function createOpenDataRepository(db: Db) {
  return {
    profiles(after: string, limit: number): Promise<DumpRow[]> {
      return db.sqlPlanned<DumpRow[]>`
        SELECT p.id, json_build_object(
                 'profileId', p.id, 'name', p.first_name, 'secondName', p.second_name,
                 'surname', p.surname, 'prefix', p.prefix, 'calculatedEduLevel', p.calculated_edu_level,
                 'aboutMe', p.about_me, 'aboutMeEn', p.about_me_en, 'orcid', p.orcid, 'dead', p.dead,
                 'email', CASE WHEN p.visibility_email = 'EVERYONE' AND NOT p.dead THEN p.email END,
                 'phoneNumber', CASE WHEN p.visibility_phone = 'EVERYONE' AND NOT p.dead THEN p.phone_number END,
                 'employments', (SELECT coalesce(json_agg(json_build_object(
                     'institutionId', e.institution_id, 'institution', e.institution_name,
                     'position', e.position, 'startDate', e.start_date, 'endDate', e.end_date)
                     ORDER BY e.start_date DESC NULLS LAST, e.id), '[]') FROM employment e WHERE e.profile_id = p.id),
                 'disciplines', (SELECT coalesce(json_agg(json_build_object(
                     'discipline', d.discipline_code, 'field', d.field_code, 'main', d.is_main)
                     ORDER BY d.discipline_code), '[]') FROM profile_discipline d WHERE d.profile_id = p.id),
                 'updatedAt', p.updated_at)::text AS line
          FROM profile p
         WHERE p.id > ${after}::uuid AND ${visibleProfile('p')}
         ORDER BY p.id LIMIT ${limit}`;
    },

    /**
     * A page of publications: the next `limit` ids by the primary key first, then the public
     * ones among them (one plan whatever the share of public ones; `last` goes on from there).
     */
    async publications(after: string, limit: number): Promise<DumpPage> {
      const ids = await db.sql<Array<{ id: string }>>`
        SELECT id FROM publication WHERE id > ${after}::uuid ORDER BY id LIMIT ${limit}`;
      if (ids.length === 0) return { rows: [], last: null };
      const rows = await db.sql<DumpRow[]>`
        SELECT x.id, json_build_object(
                 'publicationId', x.id, 'type', x.type, 'title', x.main_title, 'language', x.main_language,
                 'year', x.year, 'doi', x.doi,
                 'authors', (SELECT coalesce(json_agg(json_build_object(
                     'profileId', CASE WHEN ${PUBLIC_AUTHORSHIP} THEN a.profile_id END,
                     'name', a.first_name, 'surnamePrefix', a.surname_prefix, 'surname', a.surname,
                     'role', a.role, 'affiliation', a.affiliation_name) ORDER BY a.position), '[]')
                     FROM publication_author a WHERE a.publication_id = x.id),
                 'updatedAt', x.updated_at)::text AS line
          FROM publication x
         WHERE x.id = ANY (${ids.map((r) => r.id)}::uuid[])
           AND EXISTS (SELECT 1 FROM publication_author a WHERE a.publication_id = x.id AND ${PUBLIC_AUTHORSHIP})
         ORDER BY x.id`;
      return { rows, last: ids.length < limit ? null : ids[ids.length - 1]!.id };
    },

    gremia(after: string, limit: number): Promise<DumpRow[]> {
      return db.sqlPlanned<DumpRow[]>`
        SELECT g.id, json_build_object(
                 'gremiumId', g.id, 'name', g.name, 'nameEn', g.name_en, 'description', g.description,
                 'institutionId', g.institution_id, 'webSite', g.web_site, 'city', g.city,
                 'startDate', g.start_date, 'endDate', g.end_date,
                 'memberProfileIds', (SELECT coalesce(json_agg(DISTINCT m.profile_id), '[]')
                               FROM gremium_membership m JOIN profile mp ON mp.id = m.profile_id
                              WHERE m.gremium_id = g.id AND ${visibleProfile('mp')}))::text AS line
          FROM gremium g
         WHERE g.id > ${after}::uuid
           -- As the sitemap: a body a profile owner added is listed once it is a week old.
           AND (g.user_gremium IS DISTINCT FROM 'OWNER'
                OR g.created_at <= now() - make_interval(days => ${OWNER_GREMIUM_SITEMAP_AFTER_DAYS}))
         ORDER BY g.id LIMIT ${limit}`;
    },

    institutions(after: string, limit: number): Promise<DumpRow[]> {
      return db.sqlPlanned<DumpRow[]>`
        SELECT i.id, json_build_object(
                 'institutionId', i.id, 'namePl', i.name_pl, 'nameEn', i.name_en, 'city', i.city,
                 'countryCode', i.country_code, 'kind', i.kind, 'externalId', i.external_id)::text AS line
          FROM institution i WHERE i.id > ${after}::uuid ORDER BY i.id LIMIT ${limit}`;
    },
  };
}

export type OpenDataRepository = ReturnType<typeof createOpenDataRepository>;
