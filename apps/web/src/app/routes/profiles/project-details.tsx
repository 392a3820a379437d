import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useProject } from '../../../features/project/api/get-project';
import { ProjectDetails } from '../../../features/project/components/project-details';
import { useProfileContext } from './components/profile-context';
import { DetailPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/projects/:projectId`. */
export function ProjectDetailsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const { projectId = '' } = useParams();
  const query = useProject(profileId, projectId);
  const section = {
    label: t('PROFILE.TABS.PROJECTS'),
    href: paths.profile.projects.getHref(profileId),
  };
  return (
    <QueryState query={query}>
      {(project) => (
        <DetailPage title={project.projectTitle} section={section}>
          <ProjectDetails project={project} />
        </DetailPage>
      )}
    </QueryState>
  );
}

export { ProjectDetailsRoute as Component };
