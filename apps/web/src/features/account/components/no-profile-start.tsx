import { useTranslation } from 'react-i18next';

/**
 * The start page of an account without a scientist profile (the catalogue's "start page for
 * accounts without a profile"): what the account can do now, and how a profile comes to exist.
 */
export function NoProfileStart() {
  const { t } = useTranslation();
  return (
    <section className="notice no-profile-start" aria-labelledby="no-profile-title">
      <h2 id="no-profile-title">{t('ACCOUNT.NO_PROFILE.TITLE')}</h2>
      <p>{t('ACCOUNT.NO_PROFILE.INTRO')}</p>
      <h3>{t('ACCOUNT.NO_PROFILE.CAN_TITLE')}</h3>
      <ul>
        <li>{t('ACCOUNT.NO_PROFILE.CAN_SEARCH')}</li>
        <li>{t('ACCOUNT.NO_PROFILE.CAN_ACCOUNT')}</li>
        <li>{t('ACCOUNT.NO_PROFILE.CAN_EXPORT')}</li>
      </ul>
      <h3>{t('ACCOUNT.NO_PROFILE.HOW_TITLE')}</h3>
      <ul>
        <li>{t('ACCOUNT.NO_PROFILE.HOW_REGISTRY')}</li>
        <li>{t('ACCOUNT.NO_PROFILE.HOW_STATEMENTS')}</li>
        <li>{t('ACCOUNT.NO_PROFILE.HOW_DOCTORAL')}</li>
      </ul>
      <p>{t('ACCOUNT.NO_PROFILE.HELPDESK')}</p>
    </section>
  );
}
