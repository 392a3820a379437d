import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { RequireOwnProfile } from '../../../features/auth/components/guards';
import { useCvs } from '../../../features/cv/api/get-cvs';
import { CvWizard } from '../../../features/cv/components/cv-wizard';
import { RequireFeature } from '../../../features/platform/components/require-feature';
import { QueryState } from '../../../components/ui/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';

function Generator({ profileId, cvId }: { profileId: string; cvId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('CV_GENERATOR.TITLE'));
  const cvs = useCvs(profileId);
  return (
    <div className="cv-page">
      <p>
        <Link to={paths.profileEdit.getHref(profileId)}>{t('CV.BACK_TO_PROFILE')}</Link>
      </p>
      <h1 id="page-title">{t('CV_GENERATOR.TITLE')}</h1>
      <QueryState query={cvs}>
        {(list) => {
          const cv = list.find((c) => c.cvId === cvId);
          if (!cv) return <p className="empty-state">{t('CV.NOT_FOUND')}</p>;
          return (
            <>
              <p className="cv-page__language">
                {t('CV.LANGUAGE_OF', {
                  language: t(cv.language === 'en' ? 'CV.LANGUAGE_EN' : 'CV.LANGUAGE_PL'),
                })}
              </p>
              <CvWizard cvId={cvId} language={cv.language} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/**
 * `/generator-cv/{id}/{idCV}` (accounts §2): only with CV-GENERATOR on (else `/`), login
 * required, the session's own profile only; the server checks the CV's owner on every call.
 */
export function CvGeneratorRoute() {
  const { id = '', idCV = '' } = useParams();
  return (
    <RequireFeature flag="CV-GENERATOR">
      <RequireOwnProfile>
        <Generator profileId={id} cvId={idCV} />
      </RequireOwnProfile>
    </RequireFeature>
  );
}
