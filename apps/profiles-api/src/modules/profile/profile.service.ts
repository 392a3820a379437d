import type { NewestProfile, ProfileOrcid, SCIENTIST_DETAILS_MODULES } from '@ln/contracts';
import { ProfileNotFoundError } from '@ln/lifecycle';
import { isVisibleProfile } from '@ln/visibility';
import type { Lang } from '../../plugins/language.js';
import { assertPublic, type PublicProfileGuard } from '../../shared/public-profile.js';
import { toDegree, toPersonDetails, type Viewer } from './profile.fns.js';
import type { ProfileRepository } from './profile.repository.js';

type Module = (typeof SCIENTIST_DETAILS_MODULES)[number];

const LABELS: Record<Lang, Record<string, string>> = {
  pl: {
    COUNT: 'Liczba',
    LATEST_YEAR: 'Najnowszy rok',
    AUTHOR: 'Autor',
    PROMOTER: 'Promotor',
    REVIEWER: 'Recenzent',
  },
  en: {
    COUNT: 'Count',
    LATEST_YEAR: 'Latest year',
    AUTHOR: 'Author',
    PROMOTER: 'Promoter',
    REVIEWER: 'Reviewer',
  },
};

/** Page of the profile where a module's data is shown (accounts-and-platform §2 routes). */
const MODULE_PATH: Record<Module, string> = {
  publications: 'publications',
  artisticAchievements: 'achievement',
  patents: 'patents',
  projects: 'projects',
  researchWorks: 'research-work',
  memberships: '',
  functions: '',
  degreesAndTitles: '',
};

export function createProfileService(deps: {
  repo: ProfileRepository;
  guard: PublicProfileGuard;
  /** The ORCID affiliations of the last refresh (issue 43), shown beside the registry's. */
  orcidAffiliations?: (profileId: string) => Promise<Partial<ProfileOrcid>>;
}) {
  const { repo, guard } = deps;
  return {
    /** The home page's new profiles: never hidden or deceased ones, never contact data. */
    async newest(limit: number): Promise<NewestProfile[]> {
      const rows = await repo.newest(limit);
      return rows.map((row) => ({
        profileId: row.profile_id,
        prefix: row.prefix,
        firstName: row.first_name,
        surname: row.surname,
        title: row.title,
        institutionName: row.institution_name,
        createdAt: row.created_at.toISOString(),
      }));
    },

    /** Contact data follow their visibility for this viewer (accounts-and-platform §4). */
    async publicDetails(profileId: string, lang: Lang, viewer: Viewer = 'anonymous') {
      const row = await repo.findDetails(profileId);
      assertPublic(row);
      return toPersonDetails(row, lang, viewer);
    },

    async orcid(profileId: string) {
      await guard.assertVisible(profileId);
      const row = await repo.findOrcid(profileId);
      const orcid = row?.orcid ?? null;
      return {
        profileId,
        orcid,
        orcidUrl: orcid ? `https://orcid.org/${orcid}` : null,
        ...(orcid && deps.orcidAffiliations ? await deps.orcidAffiliations(profileId) : {}),
      };
    },

    async degreesAndTitles(profileId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const degrees = await repo.findDegrees(profileId);
      return { profileId, degreesAndTitles: degrees.map((d) => toDegree(d, lang)) };
    },

    /**
     * The profile of an ORCID iD or a PBN person id (issue 44). A hidden profile is answered as an unknown one: an
     * outside identifier must not tell that the portal holds a hidden person.
     */
    async profileIdByIdentifier(query: { orcid?: string; pbnId?: string }) {
      const row = query.orcid
        ? await repo.findByOrcid(query.orcid)
        : await repo.findByPbnId(query.pbnId!);
      if (!row || !isVisibleProfile(row)) throw new ProfileNotFoundError();
      return { profileId: row.id };
    },

    async profileIdByBwnpId(bwnpId: number) {
      const row = await repo.findByBwnpId(bwnpId);
      assertPublic(row);
      return { profileId: row.id };
    },

    /** The photo as base64 text; empty when the profile has none (profiles-area §7). */
    async photoAsText(profileId: string): Promise<string> {
      await guard.assertVisible(profileId);
      const photo = await repo.findPhoto(profileId);
      return photo ? Buffer.from(photo.content).toString('base64') : '';
    },

    /** Photos of several profiles; unknown ids give null content, a hidden one fails the call. */
    async images(profileIds: string[]) {
      const unique = [...new Set(profileIds)];
      const rows = await repo.findProfilesWithPhotos(unique);
      for (const row of rows) assertPublic(row);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return unique.map((profileId) => {
        const photo = byId.get(profileId)?.photo;
        return {
          profileId,
          content: photo ? Buffer.from(photo.content).toString('base64') : null,
          mimeType: photo?.mimeType ?? null,
        };
      });
    },

    async scientistDetailsInfo(profileId: string, modules: Module[], lang: Lang) {
      await guard.assertVisible(profileId);
      const counts = await repo.countModules(profileId);
      const label = LABELS[lang];
      const count = (n: number) => ({ code: 'COUNT', label: `${label.COUNT}: ${n}`, value: n });
      const datum = (code: 'LATEST_YEAR' | 'AUTHOR' | 'PROMOTER' | 'REVIEWER', n: number) => ({
        code,
        label: `${label[code]}: ${n}`,
        value: n,
      });
      const datas: Record<Module, Array<{ code: string; label: string; value: number }>> = {
        publications: [
          count(counts.publications),
          ...(counts.publications_latest_year
            ? [datum('LATEST_YEAR', counts.publications_latest_year)]
            : []),
        ],
        artisticAchievements: [count(counts.artistic_achievements)],
        patents: [count(counts.patents)],
        projects: [count(counts.projects)],
        researchWorks: [
          datum('AUTHOR', counts.research_works_author),
          datum('PROMOTER', counts.research_works_promoter),
          datum('REVIEWER', counts.research_works_reviewer),
        ],
        memberships: [count(counts.memberships)],
        functions: [count(counts.functions)],
        degreesAndTitles: [count(counts.degrees)],
      };
      return modules.map((id) => ({
        id,
        link: `/profiles/${profileId}${MODULE_PATH[id] ? `/${MODULE_PATH[id]}` : ''}`,
        datas: datas[id],
      }));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
