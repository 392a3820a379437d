import { ROLE_GROUPS } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { LoadError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { RequireRole } from '../../../features/auth/components/guards';
import { ExpertFinder } from '../../../features/experts/components/expert-finder';
import { RequireFeature } from '../../../features/platform/components/require-feature';
import { useScienceClassification } from '../../../features/search/api/get-science-classification';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/ui/account-screens.css';

/** The finder is for MEIN_OP and ADMIN (decision 022); the server checks the role again. */

/** `/eksperci/wyszukiwarka`: with JSDE_MODULE on, else `/`, like `/eksperci`. */
export function ExpertFinderRoute() {
  return (
    <RequireFeature flag="JSDE_MODULE">
      <RequireRole roles={ROLE_GROUPS.expertFinders}>
        <ExpertFinderPage />
      </RequireRole>
    </RequireFeature>
  );
}

function ExpertFinderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('EXPERT_FINDER.TITLE'));
  const classification = useScienceClassification();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('EXPERT_FINDER.TITLE')}</h1>
      <p>{t('EXPERT_FINDER.INTRO')}</p>
      {classification.isPending ? (
        <Spinner block />
      ) : classification.isError ? (
        <LoadError
          message={t('EXPERT_FINDER.LOAD_ERROR')}
          onRetry={() => void classification.refetch()}
        />
      ) : (
        <ExpertFinder classification={classification.data} />
      )}
    </section>
  );
}
