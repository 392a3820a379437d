import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

// Logging in through the real stack: the header's login button, the login choice, the dev
// identity provider's page (a seeded persona, or "someone else" for a brand-new account).

export const header = (page: Page) => page.getByRole('banner');

export const PERSONAS = {
  newUser: { name: 'Łucja Ślęzak' },
  admin: { name: 'Joanna Kamińska', email: 'joanna.kaminska@ln.gov.pl' },
  owner: { name: 'Małgorzata Źródłowska', email: 'malgorzata.zrodlowska@uj.edu.pl' },
  agent: { name: 'Marek Wróbel' },
  blocked: { name: 'Krzysztof Zalewski' },
} as const;

async function openNationalNode(page: Page) {
  await header(page).getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
}

/** Logs in as a seeded persona from the current page. */
export async function logInAs(page: Page, persona: { name: string }) {
  await openNationalNode(page);
  await page.getByRole('button', { name: new RegExp(`Zaloguj jako ${persona.name}`) }).click();
}

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** A valid PESEL of someone born on 15 January 1990 with a random serial number. */
export function freshPesel(): string {
  const body = `900115${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  const sum = PESEL_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface FreshPerson {
  givenName: string;
  familyName: string;
  pesel: string;
  email: string;
}

/** A person the portal has never seen: their first login creates the account (terms pending). */
export function freshPerson(): FreshPerson {
  const pesel = freshPesel();
  return {
    givenName: 'Ewa',
    // Names hold letters only: the serial number spelt in letters keeps it apart from others.
    familyName: `Testowa-${[...pesel.slice(6, 10)].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
    pesel,
    // Never the PESEL in the address: users-api masks a PESEL wherever it stands (security.md).
    email: `ewa.testowa.${[...pesel.slice(6, 10)].map((d) => 'abcdefghij'[Number(d)]).join('')}${Date.now().toString(36)}@example.pl`,
  };
}

/** Logs in as `person` through the provider's "someone else" form. */
export async function logInAsFresh(page: Page, person: FreshPerson) {
  await openNationalNode(page);
  await page.getByLabel('Imię').fill(person.givenName);
  await page.getByLabel('Nazwisko').fill(person.familyName);
  await page.getByLabel('PESEL').fill(person.pesel);
  await page.getByLabel('Adres e-mail (opcjonalnie)').fill(person.email);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
}

/** The first login of a fresh person ends on the terms page; accept them. */
export async function acceptTerms(page: Page) {
  await expect(page).toHaveURL(/\/terms-and-conditions/);
  await page.getByRole('button', { name: 'Akceptuję regulamin' }).click();
}
