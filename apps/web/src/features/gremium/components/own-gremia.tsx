import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useOwnGremia } from '../api/get-own-gremia';
import './gremium-editor.css';

/**
 * The owner's edit mode: the bodies they added themselves (decision 021), each with its edit
 * page, and the way to add one no registry knows. Bodies from state systems and those
 * entered by operators are not theirs to change and are not listed here.
 */
export function OwnGremiaSection({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const query = useOwnGremia(profileId);
  return (
    <section className="edit-section own-gremia" aria-labelledby="own-gremia-title">
      <h2 id="own-gremia-title" className="edit-section__title">
        {t('OWN_GREMIA.TITLE')}
      </h2>
      <p>{t('OWN_GREMIA.INTRO')}</p>
      <QueryState query={query}>
        {(gremia) =>
          gremia.length === 0 ? (
            <p className="empty-state">{t('OWN_GREMIA.EMPTY')}</p>
          ) : (
            <ul className="item-list">
              {gremia.map((gremium) => (
                <li key={gremium.gremiumId} className="item-list__item own-gremia__item">
                  <span className="item-list__title">
                    <Link to={paths.gremiums.details.getHref(gremium.gremiumId)}>
                      {gremium.name}
                    </Link>
                  </span>
                  <span className="item-list__meta">
                    {t(
                      gremium.status === 'CURRENT'
                        ? 'OWN_GREMIA.STATUS_CURRENT'
                        : 'OWN_GREMIA.STATUS_FORMER',
                    )}{' '}
                    ·{' '}
                    {t('OWN_GREMIA.COUNTS', {
                      members: gremium.membersCount,
                      functions: gremium.functionsCount,
                    })}
                  </span>
                  <Link
                    className="own-gremia__edit"
                    to={paths.profileEdit.ownGremium.getHref(profileId, gremium.gremiumId)}
                  >
                    {t('OWN_GREMIA.EDIT')} <span className="visually-hidden">{gremium.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <div className="edit-section__actions">
        <Link className="button" to={paths.profileEdit.ownGremiumAdd.getHref(profileId)}>
          {t('OWN_GREMIA.ADD')}
        </Link>
      </div>
    </section>
  );
}
