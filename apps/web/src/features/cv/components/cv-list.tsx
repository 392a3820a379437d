import type { CvLanguage } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import { useCreateCv } from '../api/create-cv';
import { useCvs } from '../api/get-cvs';
import './cv.css';

/** The owner's CVs on the edit page: reopen one, or create a new one in Polish or English. */
export function CvSection({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const cvs = useCvs(profileId);
  const create = useCreateCv(profileId);
  const locale = localeOf(i18n.language);
  const start = (language: CvLanguage) =>
    create.mutate(language, {
      onSuccess: (cv) => void navigate(paths.cvGenerator.getHref(profileId, cv.cvId)),
    });

  return (
    <section className="edit-section cv-list" aria-labelledby="cv-list-title">
      <h2 id="cv-list-title" className="edit-section__title">
        {t('CV.LIST_TITLE')}
      </h2>
      <p>{t('CV.LIST_INTRO')}</p>
      <div className="cv-list__create">
        <button
          type="button"
          className="button button--primary"
          disabled={create.isPending}
          onClick={() => start('pl')}
        >
          {t('CV.CREATE_PL')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={create.isPending}
          onClick={() => start('en')}
        >
          {t('CV.CREATE_EN')}
        </button>
      </div>
      {create.isError ? (
        <p className="cv-step__error" role="alert">
          {t('CV.CREATE_FAILED')}
        </p>
      ) : null}
      {cvs.data?.length ? (
        <ul className="cv-list__items">
          {cvs.data.map((cv) => (
            <li key={cv.cvId}>
              <Link to={paths.cvGenerator.getHref(profileId, cv.cvId)}>
                {t('CV.LIST_ITEM', {
                  language: t(cv.language === 'en' ? 'CV.LANGUAGE_EN' : 'CV.LANGUAGE_PL'),
                  date: formatDate(cv.creationDate, locale),
                })}
              </Link>
            </li>
          ))}
        </ul>
      ) : cvs.data ? (
        <p>{t('CV.LIST_EMPTY')}</p>
      ) : null}
    </section>
  );
}
