import type { PersonDetails } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { RequireOwnProfile } from '../../../features/auth/components/guards';
import { paths } from '../../../config/paths';
import { CvSection } from '../../../features/cv/components/cv-list';
import { useFeatureFlag } from '../../../features/platform/api/get-app-config';
import { useOwnProfile } from '../../../features/profile-edit/api/get-own-profile';
import { AboutMeForm } from '../../../features/profile-edit/components/about-me-form';
import { ContactForm } from '../../../features/profile-edit/components/contact-form';
import { LinksForm } from '../../../features/profile-edit/components/links-form';
import { PersonalDataForm } from '../../../features/profile-edit/components/personal-data-form';
import { PhotoForm } from '../../../features/profile-edit/components/photo-form';
import { SpecialtiesForm } from '../../../features/profile-edit/components/specialties-form';
import { fullName } from '../../../features/profile/components/person-name';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { QueryState } from '../../../components/ui/query-state';
import './profile-edit.css';

function EditPage({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const { t } = useTranslation();
  const cvGenerator = useFeatureFlag('CV-GENERATOR');
  return (
    <>
      <p className="profile-edit__person">
        <strong>{fullName(person)}</strong>{' '}
        <Link to={paths.profile.getHref(profileId)}>{t('PROFILE_EDIT.VIEW_PUBLIC')}</Link>
      </p>
      {person.isProfileVisible ? null : (
        <p className="profile-edit__notice" role="status">
          {t('PROFILE_EDIT.HIDDEN_NOTICE')}
        </p>
      )}
      <PhotoForm profileId={profileId} person={person} />
      <PersonalDataForm profileId={profileId} person={person} />
      <AboutMeForm profileId={profileId} person={person} />
      <ContactForm profileId={profileId} person={person} />
      <LinksForm profileId={profileId} person={person} />
      <SpecialtiesForm profileId={profileId} person={person} />
      {cvGenerator ? <CvSection profileId={profileId} /> : null}
    </>
  );
}

function OwnProfileEdit({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('PROFILE_EDIT.TITLE'));
  const query = useOwnProfile(profileId);
  return (
    <div className="profile-edit">
      <h1 id="page-title">{t('PROFILE_EDIT.TITLE')}</h1>
      <QueryState query={query}>
        {(person) => <EditPage profileId={profileId} person={person} />}
      </QueryState>
    </div>
  );
}

/**
 * `/profiles/{id}/edit` (accounts-and-platform §2): own profile only, login required; another
 * profile's id goes home (the guard), and the server checks ownership on every call again.
 */
export function ProfileEditRoute() {
  const { id = '' } = useParams();
  return (
    <RequireOwnProfile>
      <OwnProfileEdit key={id} profileId={id} />
    </RequireOwnProfile>
  );
}

export { ProfileEditRoute as Component };
