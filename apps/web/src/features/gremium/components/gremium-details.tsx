import { useTranslation } from 'react-i18next';

import { DescriptionList } from '../../../components/ui/description-list';
import type { Gremium } from '@ln/contracts';

/** The body's own data: type, status, structure, contact and description. */
export function GremiumDetails({ gremium }: { gremium: Gremium }) {
  const { t } = useTranslation();
  const address = [
    gremium.address.street,
    [gremium.address.postalCode, gremium.address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <DescriptionList
        items={[
          {
            key: 'status',
            label: t('GREMIUM.STATUS'),
            value:
              gremium.status === 'CURRENT'
                ? t('GREMIUM.GREMIUM_CURRENT')
                : t('GREMIUM.GREMIUM_FORMER'),
          },
          { key: 'type', label: t('GREMIUM.TYPE'), value: gremium.institutionType?.label },
          {
            key: 'structure',
            label: t('GREMIUM.STRUCTURE'),
            value: gremium.organizationStructure,
          },
          { key: 'institution', label: t('GREMIUM.INSTITUTION'), value: gremium.userInstitution },
          {
            key: 'website',
            label: t('GREMIUM.WEBSITE'),
            value: gremium.webSite ? (
              <a href={gremium.webSite} rel="noopener noreferrer">
                {gremium.webSite}
              </a>
            ) : null,
          },
          { key: 'address', label: t('GREMIUM.ADDRESS'), value: address },
          {
            key: 'phone',
            label: t('GREMIUM.PHONE'),
            value: gremium.phoneNumber ? (
              <a href={`tel:${gremium.phoneNumber.replace(/\s+/g, '')}`}>{gremium.phoneNumber}</a>
            ) : null,
          },
          {
            key: 'source',
            label: t('GREMIUM.SOURCE'),
            value: gremium.userSource ?? gremium.source,
          },
        ]}
      />
      {gremium.description ? <p className="gremium-description">{gremium.description}</p> : null}
    </>
  );
}
