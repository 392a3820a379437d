import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { usePatent } from '../../../features/patent/api/get-patent';
import { PatentDetails } from '../../../features/patent/components/patent-details';
import { useProfileContext } from './components/profile-context';
import { DetailPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/patents/:patentId`. */
export function PatentDetailsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const { patentId = '' } = useParams();
  const query = usePatent(profileId, patentId);
  const section = {
    label: t('PROFILE.TABS.PATENTS'),
    href: paths.profile.patents.getHref(profileId),
  };
  return (
    <QueryState query={query}>
      {(patent) => (
        <DetailPage title={patent.details.calculatedTitle} section={section}>
          <PatentDetails patent={patent} />
        </DetailPage>
      )}
    </QueryState>
  );
}

export { PatentDetailsRoute as Component };
