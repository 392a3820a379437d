import { isUuid } from '@ln/contracts';
import type { PersonDetails } from '@ln/contracts';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';

import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useDegreesAndTitles } from '../../../features/profile/api/get-degrees-and-titles';
import { usePersonDetails } from '../../../features/profile/api/get-person-details';
import { fullName } from '../../../features/profile/components/person-name';
import { personJsonLd, personSummary } from '../../../features/profile/components/person-json-ld';
import { isEnglish } from '../../../lib/display-names';
import { usePageHead } from '../../../lib/page-head';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfileTabMenu } from '../../../features/profile/components/profile-tab-menu';
import { NotFoundRoute } from '../not-found';
import type { ProfileContext } from './components/profile-context';
import { QueryState } from '../../../components/ui/query-state';
import './profile-pages.css';

/** The profile's head: its name, a summary, and the person as schema.org JSON-LD. */
function useProfileHead(profileId: string, person: PersonDetails) {
  const { t, i18n } = useTranslation();
  const degrees = useDegreesAndTitles(profileId);
  usePageHead({
    title: fullName(person),
    description: t('SEO.PROFILE_DESCRIPTION', { summary: personSummary(person) }),
    type: 'profile',
    // The photo as a file of its own (the page server's /profiles/:id/photo); without one,
    // the site's picture.
    ...(person.file ? { image: `${paths.profile.getHref(profileId)}/photo` } : {}),
    // The page server's Atom feed of the profile's publications (docs/open-data.md).
    feeds: [
      {
        title: t('SEO.FEED_PUBLICATIONS', { name: fullName(person) }),
        href: `${paths.profile.getHref(profileId)}/publications.atom${isEnglish(i18n.language) ? '?lang=en' : ''}`,
      },
    ],
    jsonLd: [
      personJsonLd(person, {
        url: paths.profile.getHref(profileId),
        english: isEnglish(i18n.language),
        degrees: degrees.data,
      }),
    ],
  });
}

function ProfilePage({ profileId, person }: { profileId: string; person: PersonDetails }) {
  useProfileHead(profileId, person);
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
