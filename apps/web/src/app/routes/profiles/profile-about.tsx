import { useTranslation } from 'react-i18next';

import { useProfileFunctions } from '../../../features/gremium/api/get-profile-functions';
import { useProfileMemberships } from '../../../features/gremium/api/get-profile-memberships';
import {
  FunctionsSection,
  MembershipsSection,
} from '../../../features/gremium/components/profile-gremia';
import { COAUTHORS_ON_PROFILE, useCoauthors } from '../../../features/discovery/api/get-coauthors';
import { useSimilarResearchers } from '../../../features/discovery/api/get-similar-researchers';
import {
  CoauthorsSection,
  SimilarSection,
} from '../../../features/discovery/components/discovery-sections';
import { useDegreesAndTitles } from '../../../features/profile/api/get-degrees-and-titles';
import { DegreesAndTitlesSection } from '../../../features/profile/components/degrees-and-titles';
import { hasBiography } from '../../../features/profile/components/person-name';
import {
  AboutMeSection,
  ContactSection,
  EmploymentsSection,
  LinksSection,
  SpecialtiesSection,
} from '../../../features/profile/components/profile-sections';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { EmptyTab } from './components/page-parts';
import { useProfileContext } from './components/profile-context';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id`: about me (or "profile" without a biography) and the person's data. */
export function ProfileAboutRoute() {
  const { t } = useTranslation();
  const { profileId, person, name } = useProfileContext();
  const degrees = useDegreesAndTitles(profileId);
  const memberships = useProfileMemberships(profileId);
  const functions = useProfileFunctions(profileId);
  const coauthors = useCoauthors(profileId, COAUTHORS_ON_PROFILE);
  const similar = useSimilarResearchers(profileId);
  useDocumentTitle(name);
  const label = hasBiography(person) ? t('PROFILE.TABS.ABOUT_ME') : t('PROFILE.TABS.PROFILE');
  const links = person.profileLinks;
  // Nothing at all to show (every section below renders nothing): the empty text (§2).
  const empty =
    !hasBiography(person) &&
    person.employments.length === 0 &&
    person.domainDisciplines.length === 0 &&
    person.specialties.length === 0 &&
    !person.orcid &&
    !links.googleScholar &&
    !links.linkedIn &&
    !links.bwnp &&
    !links.researchGate &&
    !links.scopus &&
    !links.webOfScience &&
    !links.wikipedia &&
    links.others.length === 0 &&
    !person.contactData.email &&
    !person.contactData.phoneNumber &&
    degrees.data?.degreesAndTitles.length === 0 &&
    memberships.data?.length === 0 &&
    functions.data?.length === 0;
  return (
    <section className="profile-tab profile-about" aria-label={label}>
      <AboutMeSection person={person} />
      <QueryState query={degrees}>{(data) => <DegreesAndTitlesSection data={data} />}</QueryState>
      <EmploymentsSection employments={person.employments} />
      <SpecialtiesSection person={person} />
      <QueryState query={memberships}>
        {(data) => <MembershipsSection profileId={profileId} memberships={data} />}
      </QueryState>
      <QueryState query={functions}>
        {(data) => <FunctionsSection profileId={profileId} functions={data} />}
      </QueryState>
      <LinksSection person={person} />
      <ContactSection contact={person.contactData} />
      {empty ? <EmptyTab /> : null}
      <QueryState query={coauthors}>
        {(data) => (
          <CoauthorsSection
            profileId={profileId}
            coauthors={data.content}
            total={data.totalElements}
          />
        )}
      </QueryState>
      <QueryState query={similar}>
        {(data) => <SimilarSection researchers={data.content} />}
      </QueryState>
    </section>
  );
}

export { ProfileAboutRoute as Component };
