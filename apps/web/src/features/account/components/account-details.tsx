import { useTranslation } from 'react-i18next';

import { DescriptionList } from '../../../components/ui/description-list';
import { localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import { useChangeNotificationsConsent } from '../api/change-notifications-consent';
import type { AccountDetails } from '../api/get-account-details';

/**
 * The own account (accounts-and-platform §3 "Account details"): e-mail, phone, ORCID iD,
 * status, dates, roles without BASIC, who sees the contact data, and the notification
 * consent with its toggle (saved at once).
 */
export function AccountDetailsView({ details }: { details: AccountDetails }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const consent = useChangeNotificationsConsent();
  const roles = details.roles.filter((role) => role !== 'BASIC');

  return (
    <>
      <DescriptionList
        className="account-details"
        items={[
          {
            key: 'name',
            label: t('ACCOUNT.FIELDS.NAME'),
            value: `${details.firstName} ${details.surname}`,
          },
          {
            key: 'email',
            label: t('ACCOUNT.FIELDS.EMAIL'),
            value: details.email ?? t('ACCOUNT.NONE'),
          },
          {
            key: 'phone',
            label: t('ACCOUNT.FIELDS.PHONE'),
            value: details.phone ?? t('ACCOUNT.NONE'),
          },
          {
            key: 'orcid',
            label: t('ACCOUNT.FIELDS.ORCID'),
            value: details.orcid ?? t('ACCOUNT.NONE'),
          },
          {
            key: 'status',
            label: t('ACCOUNT.FIELDS.STATUS'),
            value: t(`ACCOUNT.STATUS.${details.accountStatus}`),
          },
          {
            key: 'roles',
            label: t('ACCOUNT.FIELDS.ROLES'),
            value:
              roles.length === 0
                ? t('ACCOUNT.NO_ROLES')
                : roles.map((role) => t(`ACCOUNT.ROLE.${role}`)).join(', '),
          },
          {
            key: 'mail-visibility',
            label: t('ACCOUNT.FIELDS.MAIL_VISIBILITY'),
            value: t(`ACCOUNT.VISIBILITY.${details.mailVisibilityType}`),
          },
          {
            key: 'phone-visibility',
            label: t('ACCOUNT.FIELDS.PHONE_VISIBILITY'),
            value: t(`ACCOUNT.VISIBILITY.${details.phoneVisibilityType}`),
          },
          {
            key: 'created',
            label: t('ACCOUNT.FIELDS.CREATED'),
            value: formatDate(details.createDate, locale),
          },
          {
            key: 'updated',
            label: t('ACCOUNT.FIELDS.UPDATED'),
            value: formatDate(details.lastUpdateDate, locale),
          },
        ]}
      />
      <div className="form-field form-field--checkbox account-consent">
        <div className="form-field__check">
          <input
            id="notifications-consent"
            type="checkbox"
            role="switch"
            checked={details.notificationsConsent}
            disabled={consent.isPending}
            aria-describedby="notifications-consent-hint"
            onChange={(event) => consent.mutate(event.target.checked)}
          />
          <label htmlFor="notifications-consent">{t('ACCOUNT.CONSENT.LABEL')}</label>
        </div>
        <p id="notifications-consent-hint" className="form-field__hint">
          {t('ACCOUNT.CONSENT.HINT')}
        </p>
        <p role="status" className="form-field__hint">
          {consent.isSuccess ? t('ACCOUNT.CONSENT.SAVED') : ''}
        </p>
        {consent.isError ? (
          <p className="form-field__error" role="alert">
            {t('ACCOUNT.CONSENT.FAILED')}
          </p>
        ) : null}
      </div>
    </>
  );
}
