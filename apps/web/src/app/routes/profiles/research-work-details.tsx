import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useResearchWork } from '../../../features/research-work/api/get-research-work';
import {
  ResearchWork,
  researchWorkTitle,
} from '../../../features/research-work/components/research-work-details';
import { useProfileContext } from './components/profile-context';
import { DetailPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/research-work/:researchWorkId`. */
export function ResearchWorkDetailsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const { researchWorkId = '' } = useParams();
  const query = useResearchWork(profileId, researchWorkId);
  const section = {
    label: t('PROFILE.TABS.RESEARCH_WORKS'),
    href: paths.profile.researchWorks.getHref(profileId),
  };
  return (
    <QueryState query={query}>
      {(work) => (
        <DetailPage title={researchWorkTitle(work) || work.researchWorkKind} section={section}>
          <ResearchWork work={work} />
        </DetailPage>
      )}
    </QueryState>
  );
}

export { ResearchWorkDetailsRoute as Component };
