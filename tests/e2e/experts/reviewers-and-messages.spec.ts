import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { checkAtBothWidths, logInFrom } from '../platform/owner-session.js';

// The expert finder and the messages to scientists, end to end on the real stack:
// - `mein-operator` finds the `owner` (a registered expert who consented to the ministry) by
//   discipline and sees the co-author flag, with its publication, for an applicant who wrote
//   with her in the last 5 years; an expert who did not consent to the asking entity is not
//   found;
// - `agent` writes a message to the owner's discipline (field errors, recipient count,
//   confirmation); the owner sees it in her notifications with the header's unread count,
//   reads it, and the local mail catcher holds the e-mail.
// (The file runs after registration.spec.ts, which starts from an owner who never registered.)

// The machine that runs the suite is shared: waits are for conditions, with room to spare.
const expect = baseExpect.configure({ timeout: 15_000 });

const OWNER = { name: 'Małgorzata Źródłowska', email: 'malgorzata.zrodlowska@uj.edu.pl' };
const OPERATOR = { name: 'Barbara Górska' };
const AGENT = { name: 'Marek Wróbel' };
/** `pnpm start` serves the mail catcher's page on PORT + 2 (docs/decisions/022). */
const MAIL_CATCHER = `http://localhost:${Number(process.env.E2E_PORT ?? 8099) + 2}`;
/** The finder's co-authorship window (contracts COAUTHORSHIP_YEARS). */
const COAUTHORSHIP_YEARS = 5;

async function setLanguage(page: Page, locale: 'pl-PL' | 'en-EN') {
  await page.evaluate((value) => localStorage.setItem('app_locale', value), locale);
  await page.reload();
}

/** A page of its own (a browser context per persona), failing on any console error. */
async function personaPage(browser: Browser, errors: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error') {
      errors.push(`${message.text()} (${where})`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return page;
}

/**
 * The owner, signed in on `/eksperci`, registered with the ministry's consent (from whatever
 * state an earlier spec left); answers her profile id and the label of her first discipline.
 */
async function ownerRegistered(page: Page) {
  await logInFrom(page, '/users/user', OWNER);
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await page.goto('/eksperci');
  await expect(page.getByRole('heading', { level: 2, name: 'Dane eksperta' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ministerstwo Nauki i Szkolnictwa Wyższego' }).check();
  const email = page.getByLabel('Adres e-mail', { exact: true });
  if ((await email.inputValue()) === '') await email.fill(OWNER.email);
  const discipline = page
    .getByRole('group', { name: 'Dyscypliny' })
    .getByRole('checkbox', { checked: true })
    .first();
  const disciplineId = await discipline.getAttribute('id');
  const disciplineLabel = (await page.locator(`label[for="${disciplineId}"]`).innerText()).trim();
  await page
    .getByRole('button', { name: /^(Zarejestruj się jako ekspert|Zapisz zmiany)$/ })
    .click();
  await expect(page.getByText(/Jesteś zarejestrowany jako ekspert od/)).toBeVisible();
  // The sidebar (shown when its menu button opens it) links the own profile.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const profileLink = page
    .getByRole('navigation', { name: 'Menu użytkownika' })
    .getByRole('link', { name: 'Mój profil' });
  await expect(profileLink).toBeVisible();
  const href = await profileLink.getAttribute('href');
  await menu.click();
  const profileId = /\/profiles\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(profileId).toBeDefined();
  return { profileId: profileId!, disciplineLabel };
}

interface Author {
  profileId: string | null;
  name: string;
  surname: string;
}

/**
 * A scientist of the portal who wrote a publication with the owner in the co-authorship
 * window, read from the public API, so the test follows the seed rather than naming a person.
 */
async function coAuthorOf(request: APIRequestContext, profileId: string) {
  const api = '/api/profiles-api/v1.0/public';
  const list = await request.get(`${api}/publications/${profileId}/publications?size=100`);
  expect(list.ok()).toBe(true);
  const since = new Date().getUTCFullYear() - COAUTHORSHIP_YEARS;
  const recent = (
    (await list.json()) as { content: { publicationId: string; year: number }[] }
  ).content.filter((p) => p.year >= since);
  for (const { publicationId } of recent) {
    const detail = await request.get(`${api}/profile/${profileId}/publication/${publicationId}`);
    expect(detail.ok()).toBe(true);
    const publication = (await detail.json()) as {
      authors: Author[];
      titles: { title: string; mainTitle: boolean }[];
    };
    const other = publication.authors.find((a) => a.profileId && a.profileId !== profileId);
    const title = publication.titles.find((t) => t.mainTitle)?.title;
    if (other && title) return { ...other, profileId: other.profileId!, publicationId, title };
  }
  throw new Error('the seed gives the owner no linked co-author in the last 5 years');
}

test('mein-operator finds the owner by discipline and sees the co-author flag with its publication', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  const owner = await personaPage(browser, errors);
  const { profileId, disciplineLabel } = await ownerRegistered(owner);
  const coAuthor = await coAuthorOf(owner.request, profileId);
  const coAuthorName = `${coAuthor.name} ${coAuthor.surname}`;
  await owner.context().close();

  const page = await personaPage(browser, errors);
  await logInFrom(page, '/eksperci/wyszukiwarka', OPERATOR);
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyszukiwarka ekspertów');
  await expect(page).toHaveTitle('Wyszukiwarka ekspertów | LN');
  // The sidebar names the finder for this role.
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const sidebar = page.getByRole('navigation', { name: 'Menu użytkownika' });
  await expect(sidebar.getByRole('link', { name: 'Wyszukiwarka ekspertów' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'Nowa wiadomość' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await expectNoA11yViolations(page);

  const search = page.getByRole('search');
  await search.getByLabel('Dyscyplina').selectOption({ label: disciplineLabel });
  await search
    .getByLabel('Wnioskodawcy')
    .fill(`${coAuthor.profileId}\nZenobiusz Nieistniejący-Wnioskodawca`);
  // Keyboard: the search runs from the button reached and pressed without a mouse.
  await search.getByRole('button', { name: 'Szukaj ekspertów' }).focus();
  await page.keyboard.press('Enter');

  const results = page.getByRole('region', { name: /^Znalezieni eksperci: \d+$/ });
  await expect(results).toBeVisible();
  const card = results.getByRole('article', { name: new RegExp(OWNER.name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(disciplineLabel);
  const flags = card
    .getByRole('listitem')
    .filter({ hasText: 'Współautorstwo' })
    .filter({ hasText: coAuthorName });
  await expect(flags.first()).toBeVisible();
  // The evidence: the joint publication, linked so the operator can check it.
  const evidence = flags.getByRole('link', { name: `„${coAuthor.title}”` });
  await expect(evidence).toHaveAttribute(
    'href',
    `/profiles/${profileId}/publications/${coAuthor.publicationId}`,
  );
  // A name that matches nobody is reported, not silently ignored.
  await expect(results.getByRole('status')).toContainText('Zenobiusz Nieistniejący-Wnioskodawca');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'finder-1-results-pl');

  // The same page in English.
  await setLanguage(page, 'en-EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert finder');
  await page.getByRole('search').getByLabel('Applicants').fill(coAuthor.profileId);
  await page.getByRole('search').getByLabel('Discipline').selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Find experts' }).click();
  const english = page
    .getByRole('region', { name: /^Experts found: \d+$/ })
    .getByRole('article', { name: new RegExp(OWNER.name) });
  await expect(english.getByText('Co-authorship')).toBeVisible();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'finder-2-results-en');
  await setLanguage(page, 'pl-PL');

  // The council asks: the owner consented only to the ministry, so she is not there.
  await page.getByRole('search').getByLabel('Podmiot pytający').selectOption('RDN');
  await page.getByRole('search').getByLabel('Dyscyplina').selectOption({ label: disciplineLabel });
  await page.getByRole('button', { name: 'Szukaj ekspertów' }).click();
  await expect(
    page.getByRole('region', { name: /^Znalezieni eksperci: \d+$/ }).getByRole('article', {
      name: new RegExp(OWNER.name),
    }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('agent sends a message to a discipline; the owner reads it with the header count, and the catcher holds the e-mail', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  // The owner's discipline, from her own registration screen.
  const owner = await personaPage(browser, errors);
  const { disciplineLabel } = await ownerRegistered(owner);

  const page = await personaPage(browser, errors);
  await logInFrom(page, '/messages/new', AGENT);
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowa wiadomość do naukowców');
  await expect(page.getByText('Wybierz odbiorców, aby zobaczyć ich liczbę.')).toBeVisible();
  await expectNoA11yViolations(page);

  // Nothing filled: each field says what it needs.
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByText('Wybierz rodzaj wiadomości.')).toBeVisible();
  await expect(page.getByLabel('Temat', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('To pole jest wymagane.')).toHaveCount(2);
  await expect(page.getByText('Wybierz co najmniej jedną dziedzinę lub dyscyplinę.')).toBeVisible();
  await checkAtBothWidths(page, 'message-1-errors-pl');

  const subject = `Nabór wniosków e2e ${Date.now()}`;
  await page.getByRole('radio', { name: 'Nabór wniosków' }).check();
  // A subject over the limit: the server's 400 names the field, shown under it.
  await page.getByLabel('Temat', { exact: true }).fill('N'.repeat(201));
  await page
    .getByLabel('Treść', { exact: true })
    .fill('Nabór do programu jest otwarty do końca miesiąca.\nZapraszamy.');
  const audience = page.getByRole('group', { name: 'Odbiorcy' });
  // The discipline sits in its field's collapsed group: opened with the keyboard.
  const fieldGroup = audience.locator('details').filter({
    has: page.getByText(disciplineLabel, { exact: true }),
  });
  await fieldGroup.locator('summary').focus();
  await page.keyboard.press('Enter');
  await audience.getByRole('checkbox', { name: disciplineLabel, exact: true }).check();
  const count = audience.getByRole('status');
  await expect(count).toHaveText(/^Liczba odbiorców: [1-9]\d*$/);
  const recipients = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);

  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  let dialog = page.getByRole('dialog', { name: 'Wysłać wiadomość?' });
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByLabel('Temat', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('może mieć najwyżej 200 znaków')).toBeVisible();
  // That 400 was the one expected (the browser logs it too): anything else is a failure.
  expect(errors.filter((e) => !/\b400\b/.test(e))).toEqual([]);
  errors.length = 0;

  // Corrected: the confirmation names the count, then the message leaves.
  await page.getByLabel('Temat', { exact: true }).fill(subject);
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  dialog = page.getByRole('dialog', { name: 'Wysłać wiadomość?' });
  await expect(dialog).toContainText(`odbiorców w liczbie: ${recipients}`);
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'message-2-confirm-pl');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText(`Wiadomość wysłana. Liczba odbiorców: ${recipients}.`)).toBeVisible();
  await expect(page.getByLabel('Temat', { exact: true })).toHaveValue('');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'message-3-sent-pl');
  await setLanguage(page, 'en-EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New message to scientists');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'message-4-empty-en');

  // The owner (who consented to notifications) sees it: the header's count, then the list.
  await owner.reload();
  const bell = owner.getByRole('banner').getByRole('link', { name: /^Powiadomienia/ });
  await expect(bell).toHaveAccessibleName(/^Powiadomienia \(nieprzeczytane: [1-9]\d*\)$/);
  const unread = Number(/(\d+)\)$/.exec((await bell.textContent()) ?? '')?.[1]);
  await bell.click();
  await expect(owner).toHaveURL(/\/notifications$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Powiadomienia');
  const item = owner.getByRole('article', { name: subject });
  await expect(item).toContainText('Nabór do programu jest otwarty do końca miesiąca.');
  await expect(item.getByText('Nieprzeczytane')).toBeVisible();
  await expectNoA11yViolations(owner);
  await checkAtBothWidths(owner, 'notifications-1-unread-pl');

  await item.getByRole('button', { name: 'Oznacz jako przeczytane' }).click();
  await expect(item.getByText(/^Przeczytano \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(item.getByText('Nieprzeczytane')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(
    unread > 1
      ? `Powiadomienia (nieprzeczytane: ${unread - 1})`
      : 'Powiadomienia (brak nieprzeczytanych)',
  );
  await setLanguage(owner, 'en-EN');
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(owner.getByRole('article', { name: subject })).toContainText('Read on');
  await expectNoA11yViolations(owner);
  await checkAtBothWidths(owner, 'notifications-2-read-en');
  await setLanguage(owner, 'pl-PL');

  // The e-mail left through the outbox and sits in the local catcher.
  await expect
    .poll(
      async () => {
        const caught = await owner.request.get(`${MAIL_CATCHER}/messages.json`);
        const mails = (await caught.json()) as { to: string[]; subject: string; text: string }[];
        return (
          mails.find((m) => m.subject === `[Ludzie Nauki] ${subject}` && m.to.includes(OWNER.email))
            ?.text ?? null
        );
      },
      { timeout: 30_000 },
    )
    .toContain('Nabór do programu jest otwarty do końca miesiąca.');
  expect(errors).toEqual([]);
});
