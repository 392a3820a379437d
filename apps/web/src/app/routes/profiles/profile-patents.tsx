import { useTranslation } from 'react-i18next';

import { useShortPatents } from '../../../features/patent/api/get-short-patents';
import { PatentList } from '../../../features/patent/components/patent-list';
import { useProfileContext } from './components/profile-context';
import { EmptyTab, TabPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/patents`: patents and other protection rights. */
export function ProfilePatentsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const query = useShortPatents(profileId);
  return (
    <TabPage id="profile-patents" title={t('PROFILE.TABS.PATENTS')}>
      <QueryState query={query}>
        {(data) =>
          data.length === 0 ? <EmptyTab /> : <PatentList profileId={profileId} patents={data} />
        }
      </QueryState>
    </TabPage>
  );
}

export { ProfilePatentsRoute as Component };
