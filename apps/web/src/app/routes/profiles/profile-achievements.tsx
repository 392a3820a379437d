import { useTranslation } from 'react-i18next';

import { useShortAchievements } from '../../../features/achievement/api/get-short-achievements';
import { AchievementList } from '../../../features/achievement/components/achievement-list';
import { useProfileContext } from './components/profile-context';
import { EmptyTab, TabPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/achievement`: artistic achievements. */
export function ProfileAchievementsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const query = useShortAchievements(profileId);
  return (
    <TabPage id="profile-achievements" title={t('PROFILE.TABS.ACHIEVEMENTS')}>
      <QueryState query={query}>
        {(data) =>
          data.artisticAchievements.length === 0 ? (
            <EmptyTab />
          ) : (
            <>
              {data.totalElements > data.artisticAchievements.length ? (
                <p className="list-summary">
                  {t('ACHIEVEMENT.SHOWING_NEWEST', {
                    shown: data.artisticAchievements.length,
                    total: data.totalElements,
                  })}
                </p>
              ) : null}
              <AchievementList profileId={profileId} achievements={data.artisticAchievements} />
            </>
          )
        }
      </QueryState>
    </TabPage>
  );
}

export { ProfileAchievementsRoute as Component };
