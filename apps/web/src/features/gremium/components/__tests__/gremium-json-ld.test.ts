import { describe, expect, it } from 'vitest';

import { gremium } from '../../../../testing/profiles-api-fixtures';
import { gremiumJsonLd } from '../gremium-json-ld';

describe('gremiumJsonLd', () => {
  it('describes a gremium as an Organization with its address and web site', () => {
    expect(gremiumJsonLd(gremium(), { url: '/gremiums/g' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': '/gremiums/g',
      url: '/gremiums/g',
      name: 'Rada Doskonałości Naukowej',
      description: 'Organ opiniodawczy w sprawach stopni i tytułów.',
      sameAs: ['https://www.rdn.gov.pl'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ul. Wspólna 1/3',
        postalCode: '00-529',
        addressLocality: 'Warszawa',
        addressCountry: 'PL',
      },
    });
  });

  it('leaves out what the gremium does not have, and a web site that is not a web address', () => {
    const bare = {
      ...gremium(),
      description: null,
      webSite: 'www.example',
      address: { street: null, postalCode: null, city: null },
      phoneNumber: '22 529 27 18',
      userInstitution: 'Ministerstwo Nauki',
    };
    const ld = gremiumJsonLd(bare, { url: '/gremiums/g' });
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('sameAs');
    expect(ld).not.toHaveProperty('address');
    expect(ld).toMatchObject({
      telephone: '22 529 27 18',
      parentOrganization: { '@type': 'Organization', name: 'Ministerstwo Nauki' },
    });
  });
});
