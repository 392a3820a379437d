import type { Gremium } from '@ln/contracts';

import type { JsonLdObject } from '../../../lib/page-head';

/**
 * A gremium's page as a schema.org `Organization` (decision 024): what its page shows of the
 * body itself (name, description, type, web site, address and telephone of the body, its
 * parent institution); never its members' data.
 */
export function gremiumJsonLd(gremium: Gremium, options: { url: string }): JsonLdObject {
  const { street, postalCode, city } = gremium.address;
  const website = gremium.webSite && /^https?:\/\//.test(gremium.webSite) ? gremium.webSite : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': options.url,
    url: options.url,
    name: gremium.gremium.name,
    ...(gremium.description ? { description: gremium.description } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(street || postalCode || city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(street ? { streetAddress: street } : {}),
            ...(postalCode ? { postalCode } : {}),
            ...(city ? { addressLocality: city } : {}),
            addressCountry: 'PL',
          },
        }
      : {}),
    ...(gremium.phoneNumber ? { telephone: gremium.phoneNumber } : {}),
    ...(gremium.userInstitution
      ? { parentOrganization: { '@type': 'Organization', name: gremium.userInstitution } }
      : {}),
  };
}
