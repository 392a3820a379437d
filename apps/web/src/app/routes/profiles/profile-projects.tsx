import { useTranslation } from 'react-i18next';

import { useShortProjects } from '../../../features/project/api/get-short-projects';
import { ProjectList } from '../../../features/project/components/project-list';
import { useProfileContext } from './components/profile-context';
import { EmptyTab, TabPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/projects`. */
export function ProfileProjectsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const query = useShortProjects(profileId);
  return (
    <TabPage id="profile-projects" title={t('PROFILE.TABS.PROJECTS')}>
      <QueryState query={query}>
        {(data) =>
          data.length === 0 ? <EmptyTab /> : <ProjectList profileId={profileId} projects={data} />
        }
      </QueryState>
    </TabPage>
  );
}

export { ProfileProjectsRoute as Component };
