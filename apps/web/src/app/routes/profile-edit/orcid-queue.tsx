import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { RequireOwnProfile } from '../../../features/auth/components/guards';
import { useOrcidWorks } from '../../../features/orcid-queue/api/orcid-works';
import { OrcidQueue } from '../../../features/orcid-queue/components/orcid-queue';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/edit/orcid` (profiles-area §2 "ORCID fetch"): the owner's ORCID works. */
function OrcidQueuePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('ORCID_QUEUE.TITLE'));
  const query = useOrcidWorks(id);
  return (
    <section className="page orcid-queue-page" aria-labelledby="page-title">
      <p>
        <Link to={paths.profileEdit.getHref(id)}>← {t('ORCID_QUEUE.BACK')}</Link>
      </p>
      <h1 id="page-title">{t('ORCID_QUEUE.TITLE')}</h1>
      <p>{t('ORCID_QUEUE.INTRO')}</p>
      <QueryState query={query}>{(data) => <OrcidQueue profileId={id} data={data} />}</QueryState>
    </section>
  );
}

/** Own profile only, login required (accounts-and-platform §2 `/profiles/{id}/edit`). */
export const OrcidQueueRoute = () => (
  <RequireOwnProfile>
    <OrcidQueuePage />
  </RequireOwnProfile>
);
