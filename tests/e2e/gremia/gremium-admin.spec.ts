import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { checkAtBothWidths, logInFrom, OWNER } from '../platform/owner-session.js';

// The machine that runs the suite is shared: waits are for conditions, with room to spare.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000 });

// The operator's journey (accounts-and-platform §2–§5): `opi-operator` adds a body, gives it
// a member and a function, sees both on the public pages and on the member's profile, is refused
// the delete while the body has a member, removes the member and deletes the body.
const OPERATOR = { name: 'Piotr Sikorski', email: 'piotr.sikorski@opi.org.pl' };
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const MEMBER = 'Małgorzata Jadwiga Źródłowska';

async function logIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
  await page.getByRole('button', { name: new RegExp(`Zaloguj jako ${OPERATOR.name}`) }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: OPERATOR.email }),
  ).toBeVisible();
}

/** Types a name into the person type-ahead of the open dialog and picks the person. */
async function choosePerson(page: Page, text: string, name: RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Osoba' }).fill(text);
  await dialog.getByRole('option', { name }).first().click();
  await expect(dialog.getByText(/^Wybrano: /)).toBeVisible();
}

test('an operator adds a body with a member and a function, and deletes it once it has no members', async ({
  page,
}) => {
  // A login, a dozen writes, five axe runs and screenshots, on a shared machine.
  test.setTimeout(300_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The browser logs every 4xx answer; this journey provokes 400s, a 409 and a 404 on purpose.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  const name = `Rada Testowa ${Date.now().toString(36)}`;
  await page.goto('/gremiums');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await logIn(page);
  await page.goto('/gremiums');
  await page.getByRole('link', { name: 'Dodaj gremium' }).click();
  await expect(page).toHaveURL(/\/gremiums\/add-gremium$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dodaj gremium');
  await expectNoA11yViolations(page);

  // The server's rules land under their fields (§5).
  const form = page.locator('form.gremium-form');
  await form.getByRole('textbox', { name: 'Nazwa (pole wymagane)' }).fill(name);
  await form.getByLabel('Rodzaj').selectOption('ADVISORY_BODY');
  await form.getByLabel('Kod pocztowy').fill('00529');
  await form.getByLabel('Data powołania').fill('2025-01-01');
  await form.getByLabel('Data zakończenia działalności').fill('2024-12-31');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form.getByLabel('Kod pocztowy')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('musi być kodem pocztowym w postaci 00-001')).toBeVisible();
  await form.getByLabel('Kod pocztowy').fill('00-529');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form.getByLabel('Data zakończenia działalności')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('nie może być wcześniejsza niż data powołania')).toBeVisible();
  await form.getByLabel('Data zakończenia działalności').fill('');
  await form.getByLabel('Miejscowość').fill('Warszawa');
  await form.getByLabel('Strona internetowa').fill('https://rada.example.pl');
  await form.getByRole('button', { name: 'Zapisz' }).click();

  // Saved: the edit page of the new body, where members and functions are added.
  await expect(page).toHaveURL(/\/gremiums\/[0-9a-f-]{36}\/edit-gremium$/);
  const gremiumId = /gremiums\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edytuj gremium');
  await expect(page.getByText('Gremium nie ma członków.')).toBeVisible();

  // A member, with a term whose year has three digits first (§5: four digits).
  const members = page.getByRole('region', { name: 'Członkowie' });
  await members.getByRole('button', { name: 'Dodaj członka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj członka' });
  await choosePerson(page, 'Źródłowska', /Źródłowska/);
  await dialog.getByLabel('Rodzaj członkostwa').selectOption('EXPERT');
  await dialog.getByLabel('Rok od').fill('202');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByLabel('Rok od')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('musi być rokiem zapisanym czterema cyframi')).toBeVisible();
  // The member dialog (its terms over the shared periods field) at both widths, error shown.
  await checkAtBothWidths(page, 'member-dialog-pl', { fullPage: false });
  await dialog.getByLabel('Rok od').fill('2024');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(members.getByRole('rowheader', { name: MEMBER })).toBeVisible();
  await expect(members.getByRole('row', { name: new RegExp(MEMBER) })).toContainText('ekspert');

  // A function with its Polish and English name; keyboard only for the dialog's fields.
  const functions = page.getByRole('region', { name: 'Funkcje' });
  await functions.getByRole('button', { name: 'Dodaj funkcję' }).click();
  const fnDialog = page.getByRole('dialog', { name: 'Dodaj funkcję' });
  await choosePerson(page, 'Źródłowska', /Źródłowska/);
  await fnDialog.getByLabel('Nazwa funkcji po polsku').fill('przewodnicząca');
  await fnDialog.getByLabel('Nazwa funkcji po angielsku').fill('chair');
  await fnDialog.getByLabel('Data rozpoczęcia').fill('2024-02-01');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'function-dialog-pl', { fullPage: false });
  await fnDialog.getByLabel('Data rozpoczęcia').press('Enter');
  await expect(fnDialog).toBeHidden();
  await expect(functions.getByRole('row', { name: new RegExp(MEMBER) })).toContainText(
    'przewodnicząca',
  );
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'edit-gremium-pl');

  // At once on the public pages: the body with its member and function, and the profile's tab.
  await page.goto(`/gremiums/${gremiumId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Członkowie' })).toContainText(MEMBER);
  await expect(page.getByRole('region', { name: 'Funkcje' })).toContainText('przewodnicząca');
  await page.goto(`/profiles/${FULL}/gremiums/${gremiumId}`);
  await expect(page.getByText(name).first()).toBeVisible();

  // The edit entry on the public page; the delete is refused while the body has a member.
  await page.goto(`/gremiums/${gremiumId}`);
  await page.getByRole('link', { name: 'Edytuj gremium' }).click();
  await expect(page).toHaveURL(`/gremiums/${gremiumId}/edit-gremium`);
  await page.getByRole('button', { name: 'Usuń gremium' }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć gremium?' });
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ma członków' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edytuj gremium');

  // Remove the member (the dialog asks first), then delete the body.
  await page
    .getByRole('region', { name: 'Członkowie' })
    .getByRole('button', { name: `Usuń ${MEMBER}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Usunąć członka?' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page.getByText('Gremium nie ma członków.')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń gremium' }).click();
  await page
    .getByRole('dialog', { name: 'Usunąć gremium?' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page).toHaveURL(/\/gremiums$/);
  await page.goto(`/gremiums/${gremiumId}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
  expect(consoleErrors).toEqual([]);
});

test('a body from a state system opens read-only; the add form in English', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/gremiums');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await logIn(page);
  // The first body of the list whose page offers the edit entry and whose data are RAD-on's.
  const ids = await page.evaluate(async () => {
    const res = await fetch('/api/profiles-api/v1.0/public/gremium?size=100');
    const body = (await res.json()) as { content: Array<{ gremiumId: string }> };
    return body.content.map((g) => g.gremiumId);
  });
  let stateId: string | null = null;
  for (const id of ids) {
    const res = await page.request.get(`/api/profiles-api/v1.1/public/gremium/${id}`);
    if ((await res.json()).source !== 'USER') {
      stateId = id;
      break;
    }
  }
  expect(stateId).not.toBeNull();
  await page.goto(`/gremiums/${stateId}/edit-gremium`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gremium z systemu państwowego');
  await expect(page.getByText(/pochodzą z systemu państwowego/)).toBeVisible();
  await expect(page.locator('form.gremium-form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodaj członka' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Usuń gremium' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Członkowie' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'state-gremium-pl');

  await page.getByRole('button', { name: 'EN — zmień język na angielski' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A body from a state system');
  await checkAtBothWidths(page, 'state-gremium-en');
  await page.goto('/gremiums/add-gremium');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a body');
  await expect(page.getByLabel('Type')).toContainText("minister's advisory body");
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'add-gremium-en');
});

// The profile owner's own body (decision 021): added in the edit mode, with themselves as its
// member, shown on their public profile, and deleted once they have left it.
test('a profile owner adds a body of their own, sees it on their profile and deletes it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The delete is refused once (409) on purpose.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  const name = `Pracownia Własna ${Date.now().toString(36)}`;
  const edit = `/profiles/${FULL}/edit`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await logInFrom(page, edit);
  const own = page.getByRole('region', { name: 'Gremia dodane przeze mnie' });
  await own.getByRole('link', { name: 'Dodaj gremium' }).click();
  await expect(page).toHaveURL(`${edit}/own-gremia/add`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dodaj własne gremium');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'own-add-pl');

  const form = page.locator('form.gremium-form');
  await form.getByRole('textbox', { name: 'Nazwa (pole wymagane)' }).fill(name);
  await form.getByLabel('Rodzaj').selectOption('ADVISORY_BODY');
  await form.getByLabel('Miejscowość').fill('Kraków');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(new RegExp(`${edit}/own-gremia/[0-9a-f-]{36}$`));
  const gremiumId = /own-gremia\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edytuj własne gremium');

  // Themselves as its member: the person is fixed, only the kind and terms are chosen.
  const members = page.getByRole('region', { name: 'Członkowie' });
  await members.getByRole('button', { name: 'Dodaj członka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj członka' });
  await expect(dialog.getByLabel('Osoba')).toHaveValue(new RegExp(OWNER.name.split(' ')[1]!));
  await expect(dialog.getByLabel('Osoba')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Rok od').fill('2023');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Rok od').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(members.getByRole('rowheader', { name: MEMBER })).toBeVisible();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'own-edit-pl');

  // At once on their public profile and in their list.
  await page.goto(`/profiles/${FULL}`);
  await expect(
    page.getByRole('region', { name: 'Członkostwo w gremiach' }).getByRole('link', { name }),
  ).toBeVisible();
  await page.goto(edit);
  await expect(own.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(own.getByRole('listitem').filter({ hasText: name })).toContainText('członkowie: 1');
  await checkAtBothWidths(page, 'own-list-pl');
  await page.getByRole('button', { name: 'EN — zmień język na angielski' }).click();
  await expect(page.getByRole('region', { name: 'Bodies I added' })).toBeVisible();
  await checkAtBothWidths(page, 'own-list-en');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit a body of your own');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'own-edit-en');
  await page.getByRole('button', { name: 'PL — switch language to Polish' }).click();

  // The delete is refused while they are its member; then it goes, back to the edit page.
  await page.getByRole('button', { name: 'Usuń gremium' }).click();
  await page
    .getByRole('dialog', { name: 'Usunąć gremium?' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'ma członków' })).toBeVisible();
  await members.getByRole('button', { name: `Usuń ${MEMBER}` }).click();
  await page
    .getByRole('dialog', { name: 'Usunąć członka?' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page.getByText('Gremium nie ma członków.')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń gremium' }).click();
  await page
    .getByRole('dialog', { name: 'Usunąć gremium?' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page).toHaveURL(edit);
  await expect(own).toBeVisible();
  await expect(own.getByRole('link', { name, exact: true })).toHaveCount(0);
  const gone = await page.request.get(`/api/profiles-api/v1.1/public/gremium/${gremiumId}`);
  expect(gone.status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});
