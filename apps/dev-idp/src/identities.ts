import type { PersonaLogin } from '@ln/seeds';

/** A person the dev identity provider can log in (docs/identity.md). */
export interface DevIdentity {
  /** Subject at the national login node (`sub`); also the key of the login button. */
  key: string;
  givenName: string;
  familyName: string;
  email: string | null;
  /** Claim `pesel` of the national login node; null: cannot log in there. */
  pesel: string | null;
  /** The ORCID iD: `sub` at the ORCID provider; null: cannot log in there. */
  orcid: string | null;
  /** Shown beside the name on the login page. */
  description: { pl: string; en: string };
}

const DESCRIPTIONS: Record<string, { pl: string; en: string }> = {
  owner: { pl: 'właścicielka pełnego profilu', en: 'owner of the full profile' },
  'orcid-owner': { pl: 'właściciel profilu, loguje się przez ORCID', en: 'profile owner, ORCID' },
  'no-profile': { pl: 'użytkownik bez profilu naukowca', en: 'user without a profile' },
  'new-user': { pl: 'regulamin niezaakceptowany', en: 'terms not accepted' },
  admin: { pl: 'administratorka', en: 'administrator' },
  'opi-operator': { pl: 'operator OPI', en: 'OPI operator' },
  'mein-operator': { pl: 'specjalistka MEiN', en: 'ministry specialist' },
  agent: { pl: 'informator', en: 'informant' },
  blocked: { pl: 'konto zablokowane', en: 'blocked account' },
  closed: { pl: 'konto zamknięte (profil osoby zmarłej)', en: 'closed account (deceased)' },
};

/** The seeded personas (seeds/src/personas.ts) as identities of the provider. */
export function identitiesFromPersonas(logins: readonly PersonaLogin[]): DevIdentity[] {
  return logins.map((login) => ({
    key: login.key,
    givenName: login.firstName,
    familyName: login.surname,
    email: login.email,
    pesel: login.pesel,
    orcid: login.orcid,
    description: DESCRIPTIONS[login.key] ?? { pl: login.description, en: login.description },
  }));
}
