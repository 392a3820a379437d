import type { PersonDetails } from '@ln/contracts';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';

import { useShortAchievements } from '../../../features/achievement/api/get-short-achievements';
import { useShortPatents } from '../../../features/patent/api/get-short-patents';
import { usePersonDetails } from '../../../features/profile/api/get-person-details';
import { fullName, hasBiography } from '../../../features/profile/components/person-name';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import type { ProfileTabAvailability } from '../../../features/profile/components/profile-tabs';
import { ProfileTabs } from '../../../features/profile/components/profile-tabs';
import { useShortProjects } from '../../../features/project/api/get-short-projects';
import { useShortPublications } from '../../../features/publication/api/get-short-publications';
import { useShortResearchWorks } from '../../../features/research-work/api/get-short-research-works';
import { isUuid } from '../../../lib/ids';
import { NotFoundRoute } from '../not-found';
import type { ProfileContext } from './components/profile-context';
import { QueryState } from './components/query-state';
import './profile-pages.css';

/** Whether a list has data: undefined while loading, false on an error (nothing to show). */
function has<T>(query: { data: T | undefined; isError: boolean }, test: (data: T) => boolean) {
  if (query.data !== undefined) return test(query.data);
  return query.isError ? false : undefined;
}

/**
 * The tab menu with each tab's availability. It reads the five short lists itself, so a list
 * that arrives re-renders only the menu, not the header and the open tab.
 */
function ProfileTabMenu({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const publications = useShortPublications(profileId);
  const achievements = useShortAchievements(profileId);
  const patents = useShortPatents(profileId);
  const projects = useShortProjects(profileId);
  const researchWorks = useShortResearchWorks(profileId);
  const availability: ProfileTabAvailability = {
    hasBiography: hasBiography(person),
    publications: has(publications, (list) => list.totalElements > 0),
    achievements: has(achievements, (list) => list.totalElements > 0),
    patents: has(patents, (list) => list.length > 0),
    projects: has(projects, (list) => list.length > 0),
    // profiles-area §2: author, promoter or reviewer list non-empty.
    researchWorks: has(
      researchWorks,
      (lists) =>
        lists.authorList.length > 0 ||
        lists.promoterList.length > 0 ||
        lists.reviewerList.length > 0,
    ),
  };
  return <ProfileTabs profileId={profileId} availability={availability} />;
}

function ProfilePage({ profileId, person }: { profileId: string; person: PersonDetails }) {
  // The same object while the profile is the same, so the open tab does not re-render for nothing.
  const context = useMemo<ProfileContext>(
    () => ({ profileId, person, name: fullName(person) }),
    [profileId, person],
  );
  return (
    <div className="profile-page">
      <ProfileHeader person={person} />
      <ProfileTabMenu profileId={profileId} person={person} />
      <div className="profile-page__content">
        <Outlet context={context} />
      </div>
    </div>
  );
}

function ProfileBody({ profileId }: { profileId: string }) {
  const person = usePersonDetails(profileId);
  return (
    <QueryState query={person} notFound={<NotFoundRoute />}>
      {(data) => <ProfilePage profileId={profileId} person={data} />}
    </QueryState>
  );
}

/** `/profiles/:id`: the public profile, its tab menu and its child pages (profiles-area §2). */
export function ProfileLayoutRoute() {
  const { id = '' } = useParams();
  // An id that is not a UUID cannot be a profile: not-found without asking the API.
  if (!isUuid(id)) return <NotFoundRoute />;
  return <ProfileBody key={id} profileId={id} />;
}

export { ProfileLayoutRoute as Component };
