import { useTranslation } from 'react-i18next';

import { useShortResearchWorks } from '../../../features/research-work/api/get-short-research-works';
import { ResearchWorkList } from '../../../features/research-work/components/research-work-list';
import { useProfileContext } from './components/profile-context';
import { EmptyTab, TabPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/research-work`: works as author, as promoter and as reviewer. */
export function ProfileResearchWorksRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const query = useShortResearchWorks(profileId);
  return (
    <TabPage id="profile-research-works" title={t('PROFILE.TABS.RESEARCH_WORKS')}>
      <QueryState query={query}>
        {(data) => {
          const roles = [
            {
              key: 'author',
              title: t('RESEARCH_WORK.AS_AUTHOR'),
              works: data.authorList,
              hits: data.authorHits,
            },
            {
              key: 'promoter',
              title: t('RESEARCH_WORK.AS_PROMOTER'),
              works: data.promoterList,
              hits: data.promoterHits,
            },
            {
              key: 'reviewer',
              title: t('RESEARCH_WORK.AS_REVIEWER'),
              works: data.reviewerList,
              hits: data.reviewerHits,
            },
          ].filter((role) => role.works.length > 0);
          if (roles.length === 0) return <EmptyTab />;
          return roles.map((role) => (
            <section key={role.key} aria-labelledby={`research-works-${role.key}`}>
              <h3 id={`research-works-${role.key}`}>
                {role.title} <span className="count">({role.hits})</span>
              </h3>
              <ResearchWorkList profileId={profileId} works={role.works} />
            </section>
          ));
        }}
      </QueryState>
    </TabPage>
  );
}

export { ProfileResearchWorksRoute as Component };
