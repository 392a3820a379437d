import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { hasBiography } from '../../../features/profile/components/person-name';
import { useProfileGremiumMemberships } from '../../../features/gremium/api/get-profile-gremium-memberships';
import { ProfileGremiumMemberships } from '../../../features/gremium/components/profile-gremium-memberships';
import { useProfileContext } from './components/profile-context';
import { DetailPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

/** `/profiles/:id/gremiums/:gremiumId` (and `gremium/:gremiumId`): the profile in one body. */
export function ProfileGremiumRoute() {
  const { t } = useTranslation();
  const { profileId, person } = useProfileContext();
  const { gremiumId = '' } = useParams();
  const query = useProfileGremiumMemberships(profileId, gremiumId);
  // The memberships are listed on the main tab: back to it, under its label.
  const section = {
    label: hasBiography(person) ? t('PROFILE.TABS.ABOUT_ME') : t('PROFILE.TABS.PROFILE'),
    href: paths.profile.getHref(profileId),
  };
  return (
    <QueryState query={query}>
      {(data) => (
        <DetailPage title={data.gremium.name} section={section}>
          <p>
            {data.gremiumStatus === 'CURRENT'
              ? t('GREMIUM.GREMIUM_CURRENT')
              : t('GREMIUM.GREMIUM_FORMER')}
          </p>
          <h3>{t('GREMIUM.MEMBERSHIPS')}</h3>
          {data.memberships.length > 0 ? (
            <ProfileGremiumMemberships data={data} />
          ) : (
            <p className="empty-state">{t('USERS.EMPTY')}</p>
          )}
          <p>
            <Link to={paths.gremiums.details.getHref(data.gremium.id)}>
              {t('GREMIUM.SEE_GREMIUM')}
            </Link>
          </p>
        </DetailPage>
      )}
    </QueryState>
  );
}

export { ProfileGremiumRoute as Component };
