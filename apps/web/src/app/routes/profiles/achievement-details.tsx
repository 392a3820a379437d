import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useAchievement } from '../../../features/achievement/api/get-achievement';
import { AchievementDetails } from '../../../features/achievement/components/achievement-details';
import { useProfileContext } from './components/profile-context';
import { DetailPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/achievement/:artisticAchievementId`. */
export function AchievementDetailsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const { artisticAchievementId = '' } = useParams();
  const query = useAchievement(profileId, artisticAchievementId);
  const section = {
    label: t('PROFILE.TABS.ACHIEVEMENTS'),
    href: paths.profile.achievements.getHref(profileId),
  };
  return (
    <QueryState query={query}>
      {(achievement) => (
        <DetailPage title={achievement.title} section={section}>
          <AchievementDetails achievement={achievement} />
        </DetailPage>
      )}
    </QueryState>
  );
}

export { AchievementDetailsRoute as Component };
