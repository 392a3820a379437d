import type { PersonDetails } from '@ln/contracts';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';

import { usePersonDetails } from '../../../features/profile/api/get-person-details';
import { fullName } from '../../../features/profile/components/person-name';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfileTabMenu } from '../../../features/profile/components/profile-tab-menu';
import { isUuid } from '../../../lib/ids';
import { NotFoundRoute } from '../not-found';
import type { ProfileContext } from './components/profile-context';
import { QueryState } from '../../../components/ui/query-state';
import './profile-pages.css';

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
