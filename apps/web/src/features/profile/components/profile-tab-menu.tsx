import type { PersonDetails, ScientistDetailsInfo } from '@ln/contracts';

import { useTabModulesInfo } from '../api/get-scientist-details-info';
import { hasBiography } from './person-name';
import type { ProfileTabAvailability } from './profile-tabs';
import { ProfileTabs } from './profile-tabs';

/** A module's number from the counts (the first datum with that code), 0 when absent. */
function moduleValue(info: ScientistDetailsInfo, id: string, code = 'COUNT'): number {
  const module = info.find((item) => item.id === id);
  return module?.datas.find((datum) => datum.code === code)?.value ?? 0;
}

/** Which tabs have data, from the modules' counts; unknown (undefined) while they load. */
function tabAvailability(
  person: PersonDetails,
  info: ScientistDetailsInfo | undefined,
  failed: boolean,
): ProfileTabAvailability {
  const known = (test: (data: ScientistDetailsInfo) => boolean) =>
    info !== undefined ? test(info) : failed ? false : undefined;
  return {
    hasBiography: hasBiography(person),
    publications: known((data) => moduleValue(data, 'publications') > 0),
    achievements: known((data) => moduleValue(data, 'artisticAchievements') > 0),
    patents: known((data) => moduleValue(data, 'patents') > 0),
    projects: known((data) => moduleValue(data, 'projects') > 0),
    // profiles-area §2: author, promoter or reviewer list non-empty.
    researchWorks: known((data) =>
      ['AUTHOR', 'PROMOTER', 'REVIEWER'].some(
        (code) => moduleValue(data, 'researchWorks', code) > 0,
      ),
    ),
  };
}

/**
 * The tab menu with each tab's availability. It reads the modules' counts itself (one small
 * request), so their arrival re-renders only the menu, not the header and the open tab.
 */
function CountedTabMenu({
  profileId,
  person,
  mode,
}: {
  profileId: string;
  person: PersonDetails;
  mode: 'public' | 'edit';
}) {
  const info = useTabModulesInfo(profileId);
  const availability = tabAvailability(person, info.data, info.isError);
  return <ProfileTabs profileId={profileId} availability={availability} mode={mode} />;
}

/**
 * The profile's tab menu, public or in edit mode (`/edit` inserted, profiles-area §2). A
 * hidden profile has no public counts: its owner gets their own publications and the edit
 * pages, the public-only tabs stay disabled.
 */
export function ProfileTabMenu({
  profileId,
  person,
  mode = 'public',
}: {
  profileId: string;
  person: PersonDetails;
  mode?: 'public' | 'edit';
}) {
  if (mode === 'edit' && !person.isProfileVisible) {
    const availability = {
      ...tabAvailability(person, undefined, true),
      publications: undefined,
      researchWorks: undefined,
    };
    return <ProfileTabs profileId={profileId} availability={availability} mode={mode} />;
  }
  return <CountedTabMenu profileId={profileId} person={person} mode={mode} />;
}
