import type { PersonDetails } from '@ln/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router-dom';

import { RequireOwnProfile } from '../../../features/auth/components/guards';
import { paths } from '../../../config/paths';
import { CvSection } from '../../../features/cv/components/cv-list';
import { OwnGremiaSection } from '../../../features/gremium/components/own-gremia';
import { useFeatureFlag } from '../../../features/platform/api/get-app-config';
import { useEditData } from '../../../features/profile-edit/api/get-edit-data';
import { useOwnProfile } from '../../../features/profile-edit/api/get-own-profile';
import { AboutMeForm } from '../../../features/profile-edit/components/about-me-form';
import { ContactForm } from '../../../features/profile-edit/components/contact-form';
import { DegreesForm } from '../../../features/profile-edit/components/degrees-form';
import { EmploymentsForm } from '../../../features/profile-edit/components/employments-form';
import { LinksForm } from '../../../features/profile-edit/components/links-form';
import { PersonalDataForm } from '../../../features/profile-edit/components/personal-data-form';
import { PhotoForm } from '../../../features/profile-edit/components/photo-form';
import { ResearchWorksForm } from '../../../features/profile-edit/components/research-works-form';
import { SpecialtiesForm } from '../../../features/profile-edit/components/specialties-form';
import { fullName } from '../../../features/profile/components/person-name';
import { ProfileTabMenu } from '../../../features/profile/components/profile-tab-menu';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { QueryState } from '../../../components/ui/query-state';
import './profile-edit.css';

/**
 * What the edit layout gives its children: the shape the public profile layout gives its own,
 * so the shared children (achievements, patents, …) render under both.
 */
interface EditContext {
  profileId: string;
  person: PersonDetails;
  name: string;
}
const useEditContext = () => useOutletContext<EditContext>();

/** The edit layout's head: whose profile, the way to the public view, the hidden notice, tabs. */
function EditLayout({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const { t } = useTranslation();
  const context = useMemo<EditContext>(
    () => ({ profileId, person, name: fullName(person) }),
    [profileId, person],
  );
  return (
    <div className="profile-edit">
      <p className="profile-edit__person">
        <strong>{context.name}</strong>{' '}
        <Link to={paths.profile.getHref(profileId)}>{t('PROFILE_EDIT.VIEW_PUBLIC')}</Link>
      </p>
      {person.isProfileVisible ? null : (
        <p className="profile-edit__notice" role="status">
          {t('PROFILE_EDIT.HIDDEN_NOTICE')}
        </p>
      )}
      <ProfileTabMenu profileId={profileId} person={person} mode="edit" />
      <div className="profile-edit__content">
        <Outlet context={context} />
      </div>
    </div>
  );
}

function OwnProfileEdit({ profileId }: { profileId: string }) {
  const query = useOwnProfile(profileId);
  return (
    <QueryState query={query}>
      {(person) => <EditLayout profileId={profileId} person={person} />}
    </QueryState>
  );
}

/**
 * `/profiles/{id}/edit` (accounts-and-platform §2): own profile only, login required; another
 * profile's id goes home (the guard), and the server checks ownership on every call again.
 * The layout of edit mode: the profile's tab menu with `/edit` inserted, and its children.
 */
export function ProfileEditLayoutRoute() {
  const { id = '' } = useParams();
  return (
    <RequireOwnProfile>
      <OwnProfileEdit key={id} profileId={id} />
    </RequireOwnProfile>
  );
}

/**
 * `/profiles/{id}/edit` (index): every section of the profile in place. What is read-only
 * (the registry's names, the facts of employments and degrees) comes from the edit data.
 */
export function ProfileEditRoute() {
  const { t } = useTranslation();
  const { profileId, person } = useEditContext();
  useDocumentTitle(t('PROFILE_EDIT.TITLE'));
  const editData = useEditData(profileId);
  const cvGenerator = useFeatureFlag('CV-GENERATOR');
  return (
    <>
      <h1 id="page-title">{t('PROFILE_EDIT.TITLE')}</h1>
      <QueryState query={editData}>
        {(data) => (
          <>
            <PhotoForm profileId={profileId} person={person} />
            <PersonalDataForm
              profileId={profileId}
              person={person}
              fromRegistry={!data.personalData.name.editable}
            />
            <AboutMeForm profileId={profileId} person={person} />
            <ContactForm profileId={profileId} person={person} />
            <LinksForm profileId={profileId} person={person} />
            <section className="edit-section" aria-labelledby="edit-orcid-title">
              <h2 id="edit-orcid-title" className="edit-section__title">
                ORCID
              </h2>
              {person.orcid ? <p>{t('ORCID_QUEUE.ORCID_ID', { orcid: person.orcid })}</p> : null}
              <p>
                {t('ORCID_QUEUE.LINK_HINT')}{' '}
                <Link to={paths.profileEdit.orcid.getHref(profileId)}>{t('ORCID_QUEUE.LINK')}</Link>
              </p>
            </section>
            <SpecialtiesForm profileId={profileId} person={person} />
            <EmploymentsForm profileId={profileId} data={data} />
            <DegreesForm profileId={profileId} data={data} />
            <OwnGremiaSection profileId={profileId} />
            {cvGenerator ? <CvSection profileId={profileId} /> : null}
          </>
        )}
      </QueryState>
    </>
  );
}

/** `/profiles/{id}/edit/research-work`: the titles of the owner's research works. */
export function ProfileEditResearchWorksRoute() {
  const { t } = useTranslation();
  const { profileId } = useEditContext();
  useDocumentTitle(t('PROFILE_EDIT.WORKS_TITLE'));
  const query = useEditData(profileId);
  return (
    <>
      <h1 id="page-title">{t('PROFILE_EDIT.WORKS_TITLE')}</h1>
      <QueryState query={query}>
        {(data) => <ResearchWorksForm profileId={profileId} data={data} />}
      </QueryState>
    </>
  );
}
