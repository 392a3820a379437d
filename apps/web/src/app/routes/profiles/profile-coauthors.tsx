import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useCoauthorNetwork } from '../../../features/discovery/api/get-coauthor-network';
import { CoauthorNetworkView } from '../../../features/discovery/components/coauthor-network';
import { useProfileContext } from './components/profile-context';
import { TabPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/coauthors`: the co-author network (SVG) and its table (decision 047). */
export function ProfileCoauthorsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const network = useCoauthorNetwork(profileId);
  return (
    <TabPage id="profile-coauthor-network" title={t('DISCOVERY.NETWORK_TITLE')}>
      <p>
        <Link to={paths.profile.getHref(profileId)}>{t('DISCOVERY.BACK_TO_PROFILE')}</Link>
      </p>
      <QueryState query={network}>{(data) => <CoauthorNetworkView network={data} />}</QueryState>
    </TabPage>
  );
}

export { ProfileCoauthorsRoute as Component };
