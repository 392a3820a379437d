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

function ProfileBody({ profileId }: { profileId: string }) {
  const person = usePersonDetails(profileId);
  const publications = useShortPublications(profileId);
  const achievements = useShortAchievements(profileId);
  const patents = useShortPatents(profileId);
  const projects = useShortProjects(profileId);
  const researchWorks = useShortResearchWorks(profileId);
  return (
    <QueryState query={person} notFound={<NotFoundRoute />}>
      {(data) => {
        const availability: ProfileTabAvailability = {
          hasBiography: hasBiography(data),
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
        const context: ProfileContext = { profileId, person: data, name: fullName(data) };
        return (
          <div className="profile-page">
            <ProfileHeader person={data} />
            <ProfileTabs profileId={profileId} availability={availability} />
            <div className="profile-page__content">
              <Outlet context={context} />
            </div>
          </div>
        );
      }}
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
