import type { PersonDetails } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { fullName, nameTitle } from './person-name';
import './profile.css';
import { Icon } from '../../../components/ui/icon';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function imageSource(file: NonNullable<PersonDetails['file']>): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return `data:${IMAGE_TYPES[extension] ?? 'image/jpeg'};base64,${file.content}`;
}

/** The top of every profile page: photo, names, degree, the deceased mark, current work. */
export function ProfileHeader({ person }: { person: PersonDetails }) {
  const { t } = useTranslation();
  const name = fullName(person);
  const title = nameTitle(person);
  const mainDiscipline =
    person.domainDisciplines.find((item) => item.main) ?? person.domainDisciplines[0];
  return (
    <header className="profile-header">
      {person.file ? (
        <img
          className="profile-header__photo"
          src={imageSource(person.file)}
          alt={t('PROFILE.PHOTO_ALT', { name })}
          width={120}
          height={120}
        />
      ) : (
        <span className="profile-header__photo profile-header__photo--empty" aria-hidden="true">
          {person.name.charAt(0)}
          {person.surname.charAt(0)}
        </span>
      )}
      <div className="profile-header__text">
        <h1 className="profile-header__name">
          {title ? <span className="profile-header__title">{title} </span> : null}
          {name}
          {person.dead ? (
            <span className="profile-header__deceased" aria-hidden="true">
              {' '}
              †
            </span>
          ) : null}
        </h1>
        {person.dead ? <p className="badge badge--deceased">{t('PROFILE.DECEASED')}</p> : null}
        {person.previousSurname || person.previousName ? (
          <p className="profile-header__previous">
            {t('PROFILE.PREVIOUS_NAMES', {
              names: [person.previousName, person.previousSurname].filter(Boolean).join(' '),
            })}
          </p>
        ) : null}
        {person.currentEmployments.length > 0 ? (
          <ul className="profile-header__employments">
            {person.currentEmployments.map((employment) => (
              <li key={employment.employmentId}>
                {employment.position ? `${employment.position}, ` : ''}
                {employment.institution}
              </li>
            ))}
          </ul>
        ) : null}
        {mainDiscipline ? (
          <p className="profile-header__discipline">
            <Icon name="discipline" />
            {mainDiscipline.discipline.label}
            <span className="profile-header__domain"> · {mainDiscipline.domain.label}</span>
          </p>
        ) : null}
      </div>
    </header>
  );
}
