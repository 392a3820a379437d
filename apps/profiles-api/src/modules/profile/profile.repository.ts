import type { Db } from '@ln/db';

import { shownPublications } from '../publication/publication.repository.js';
import { visibleProfile } from '@ln/visibility';

/** Row of the one-query read of a public profile (JSON built by PostgreSQL). */
export interface ProfileDetailsRow {
  id: string;
  first_name: string;
  second_name: string | null;
  surname: string;
  previous_name: string | null;
  previous_surname: string | null;
  prefix: string | null;
  about_me: string | null;
  about_me_en: string | null;
  calculated_edu_level: string | null;
  email: string | null;
  phone_number: string | null;
  visibility_email: 'ADMINS_ONLY' | 'LOGGED_IN' | 'EVERYONE';
  visibility_phone: 'ADMINS_ONLY' | 'LOGGED_IN' | 'EVERYONE';
  orcid: string | null;
  hidden: boolean;
  dead: boolean;
  employments: Array<{
    id: string;
    institution_id: string | null;
    institution_name: string;
    position: string | null;
    position_en: string | null;
    additional_information: string | null;
    status: 'CURRENT' | 'FORMER';
    start_date: string | null;
    end_date: string | null;
    internet_link: string | null;
    source: string;
  }>;
  disciplines: Array<{
    discipline_code: string;
    discipline_pl: string;
    discipline_en: string;
    field_code: string;
    field_pl: string;
    field_en: string;
    icon_code: string;
    is_main: boolean;
  }>;
  specialties: Array<{ id: string; label_pl: string; label_en: string; order: number }>;
  links: Array<{ kind: string; portal_name: string | null; link: string }>;
  photo: { file_name: string; content: string } | null;
}

export interface DegreeRow {
  id: string;
  type: 'MASTER' | 'DOCTOR' | 'HABILITATED_DOCTOR' | 'PROFESSOR';
  label: string;
  year: number | null;
  classificationLabel: string | null;
  field: { code: string; labelPl: string; labelEn: string } | null;
  discipline: { code: string; labelPl: string; labelEn: string } | null;
  grantingInstitutionId: string | null;
  grantingInstitutionName: string | null;
  grantingCountry: string | null;
  registryInstitution: string | null;
  source: string;
  titleKind: string | null;
}

export interface ModuleCounts {
  publications: number;
  publications_latest_year: number | null;
  artistic_achievements: number;
  patents: number;
  projects: number;
  research_works_author: number;
  research_works_promoter: number;
  research_works_reviewer: number;
  memberships: number;
  functions: number;
  degrees: number;
}

/**
 * Reads of public profile data. The details are one SQL statement that returns the
 * profile with its lists as JSON, so a profile page costs one round trip.
 */
export interface NewestProfileRow {
  profile_id: string;
  prefix: string | null;
  first_name: string;
  surname: string;
  title: string | null;
  institution_name: string | null;
  created_at: Date;
}

export function createProfileRepository(db: Db) {
  return {
    /** The newest visible, living profiles (walks the created_at index backwards). */
    newest(limit: number): Promise<NewestProfileRow[]> {
      return db.sql<NewestProfileRow[]>`
        SELECT p.id::text AS profile_id, p.prefix, p.first_name, p.surname,
               p.calculated_edu_level AS title,
               (SELECT e.institution_name FROM employment e
                 WHERE e.profile_id = p.id AND e.status = 'CURRENT'
                 ORDER BY e.start_date DESC NULLS LAST, e.id LIMIT 1) AS institution_name,
               p.created_at
          FROM profile p
         WHERE ${visibleProfile('p', { withTheDead: false })}
         ORDER BY p.created_at DESC, p.id DESC
         LIMIT ${limit}`;
    },

    /** Whether the profile exists and is hidden: what the public-profile guard asks first. */
    async findVisibility(profileId: string): Promise<{ hidden: boolean } | null> {
      // Runs before nearly every public read: a prepared statement, not a Prisma query.
      const [profile] = await db.sql<Array<{ hidden: boolean }>>`
        SELECT hidden FROM profile WHERE id = ${profileId}::uuid`;
      return profile ?? null;
    },

    async findDetails(profileId: string): Promise<ProfileDetailsRow | null> {
      const rows = await db.sql<ProfileDetailsRow[]>`
        SELECT p.id, p.first_name, p.second_name, p.surname, p.previous_name, p.previous_surname,
               p.prefix, p.about_me, p.about_me_en, p.calculated_edu_level, p.email, p.phone_number,
               p.visibility_email::text AS visibility_email, p.visibility_phone::text AS visibility_phone,
               p.orcid, p.hidden, p.dead,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', e.id, 'institution_id', e.institution_id, 'institution_name', e.institution_name,
                         'position', e.position, 'position_en', e.position_en,
                         'additional_information', e.additional_information, 'status', e.status,
                         'start_date', e.start_date, 'end_date', e.end_date,
                         'internet_link', e.internet_link, 'source', e.source)
                       ORDER BY e.status, e.start_date DESC NULLS LAST), '[]'::json)
                  FROM employment e WHERE e.profile_id = p.id) AS employments,
               (SELECT coalesce(json_agg(json_build_object(
                         'discipline_code', d.code, 'discipline_pl', d.label_pl, 'discipline_en', d.label_en,
                         'field_code', f.code, 'field_pl', f.label_pl, 'field_en', f.label_en,
                         'icon_code', f.icon_code, 'is_main', pd.is_main)
                       ORDER BY pd.is_main DESC, d."order"), '[]'::json)
                  FROM profile_discipline pd
                  JOIN science_discipline d ON d.code = pd.discipline_code
                  JOIN science_field f ON f.code = pd.field_code
                 WHERE pd.profile_id = p.id) AS disciplines,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', s.id, 'label_pl', s.label_pl, 'label_en', s.label_en, 'order', s."order")
                       ORDER BY s."order"), '[]'::json)
                  FROM specialty s WHERE s.profile_id = p.id) AS specialties,
               (SELECT coalesce(json_agg(json_build_object(
                         'kind', l.kind, 'portal_name', l.portal_name, 'link', l.link) ORDER BY l."order"), '[]'::json)
                  FROM profile_link l WHERE l.profile_id = p.id) AS links,
               (SELECT json_build_object('file_name', ph.file_name, 'content', encode(ph.content, 'base64'))
                  FROM profile_photo ph WHERE ph.profile_id = p.id) AS photo
          FROM profile p
         WHERE p.id = ${profileId}::uuid`;
      return rows[0] ?? null;
    },

    findOrcid(profileId: string) {
      return db.profile.findUnique({ where: { id: profileId }, select: { orcid: true } });
    },

    async findDegrees(profileId: string): Promise<DegreeRow[]> {
      // One statement with its joins (the profile page asks it on every view): Prisma's nested
      // select sent a query per relation.
      return db.sql<DegreeRow[]>`
        SELECT d.id, d.type::text AS type, d.label, d.year,
               d.classification_label AS "classificationLabel",
               CASE WHEN f.code IS NULL THEN NULL ELSE json_build_object(
                 'code', f.code, 'labelPl', f.label_pl, 'labelEn', f.label_en) END AS field,
               CASE WHEN s.code IS NULL THEN NULL ELSE json_build_object(
                 'code', s.code, 'labelPl', s.label_pl, 'labelEn', s.label_en) END AS discipline,
               d.granting_institution_id::text AS "grantingInstitutionId",
               d.granting_institution_name AS "grantingInstitutionName",
               d.granting_country AS "grantingCountry",
               d.registry_institution AS "registryInstitution",
               d.source::text AS source, d.title_kind::text AS "titleKind"
          FROM degree_title d
          LEFT JOIN science_field f ON f.code = d.field_code
          LEFT JOIN science_discipline s ON s.code = d.discipline_code
         WHERE d.profile_id = ${profileId}::uuid
         ORDER BY d.year ASC, d.type ASC`;
    },

    findByOrcid(orcid: string) {
      return db.profile.findUnique({ where: { orcid }, select: { id: true, hidden: true } });
    },

    /** The profile of a PBN person id: PBN's link to the POL-on uid (the registry sync's). */
    async findByPbnId(pbnId: string): Promise<{ id: string; hidden: boolean } | null> {
      const [row] = await db.sql<Array<{ id: string; hidden: boolean }>>`
        SELECT p.id, p.hidden FROM registry_person_link l JOIN profile p ON p.polon_id = l.polon_uid
         WHERE l.pbn_id = ${pbnId} ORDER BY p.id LIMIT 1`;
      return row ?? null;
    },

    findByBwnpId(bwnpId: number) {
      return db.profile.findUnique({ where: { bwnpId }, select: { id: true, hidden: true } });
    },

    findPhoto(profileId: string) {
      return db.profilePhoto.findUnique({
        where: { profileId },
        select: { content: true, mimeType: true },
      });
    },

    findProfilesWithPhotos(profileIds: string[]) {
      return db.profile.findMany({
        where: { id: { in: profileIds } },
        select: { id: true, hidden: true, photo: { select: { content: true, mimeType: true } } },
      });
    },

    async countModules(profileId: string): Promise<ModuleCounts> {
      // Publications are counted as the public list shows them (the same CTE), so a count
      // never promises a tab that turns out empty.
      const rows = await db.sql<ModuleCounts[]>`
        WITH ${shownPublications(profileId)}
        SELECT
          (SELECT count(*)::int FROM shown) AS publications,
          (SELECT max(shown.year) FROM shown) AS publications_latest_year,
          (SELECT count(*)::int FROM artistic_achievement_author x WHERE x.profile_id = ${profileId}::uuid) AS artistic_achievements,
          (SELECT count(DISTINCT x.property_id)::int FROM industrial_property_creator x WHERE x.profile_id = ${profileId}::uuid) AS patents,
          (SELECT count(DISTINCT x.project_id)::int FROM project_person x WHERE x.profile_id = ${profileId}::uuid) AS projects,
          (SELECT count(*)::int FROM research_work_person x WHERE x.profile_id = ${profileId}::uuid AND x.role = 'AUTHOR') AS research_works_author,
          (SELECT count(*)::int FROM research_work_person x WHERE x.profile_id = ${profileId}::uuid AND x.role = 'PROMOTER') AS research_works_promoter,
          (SELECT count(*)::int FROM research_work_person x WHERE x.profile_id = ${profileId}::uuid AND x.role = 'REVIEWER') AS research_works_reviewer,
          (SELECT count(*)::int FROM gremium_membership x WHERE x.profile_id = ${profileId}::uuid) AS memberships,
          (SELECT count(*)::int FROM gremium_function x WHERE x.profile_id = ${profileId}::uuid) AS functions,
          (SELECT count(*)::int FROM degree_title x WHERE x.profile_id = ${profileId}::uuid) AS degrees`;
      return rows[0]!;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
