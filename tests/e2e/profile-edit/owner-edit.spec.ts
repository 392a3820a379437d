import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '@playwright/test';
import sharp from 'sharp';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { keepScreenshot } from '../platform/shots.js';

// The machine that runs the suite is shared: waits are for conditions, with room to spare.
const expect = baseExpect.configure({ timeout: 15_000 });

// The owner's edit mode end to end: the `owner` persona logs in through the dev identity
// provider, edits biography, contact, links, photo and specialties on /profiles/{id}/edit,
// sees each change on the public profile, and finds themself by the new specialty in search.
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const OWNER = { name: 'Małgorzata Źródłowska', email: 'malgorzata.zrodlowska@uj.edu.pl' };
const FULL_NAME = 'Małgorzata Jadwiga Źródłowska';

async function logIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
  await page.getByRole('button', { name: new RegExp(`Zaloguj jako ${OWNER.name}`) }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: OWNER.email })).toBeVisible();
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Saves a section and waits for the closable success alert; it closes by itself. */
async function save(form: Locator, page: Page, button = 'Zapisz') {
  await form.getByRole('button', { name: button }).click();
  const alert = page.getByText('Zmiany zostały zapisane.');
  await expect(alert).toBeVisible();
  await expect(alert).toBeHidden();
}

/** Nothing of the page sticks out sideways (the layout holds at this width). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the owner edits their profile and finds the change on the public profile and in search', async ({
  page,
}) => {
  // A login, six saves, an upload, two axe runs and a wait for the search index, on a shared machine.
  test.setTimeout(240_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await logIn(page);
  await page.goto(`/profiles/${FULL}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edycja profilu');
  await expect(page.getByText(FULL_NAME, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Edycja profilu | LN');
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  // Biography: the counter counts down, an over-long text is stopped before sending.
  const about = section(page, 'O mnie');
  const bio = 'Badam heliosejsmologię i historię astronomii polskiej.';
  await about.getByLabel('Biogram po polsku').fill(bio);
  await expect(about.getByText(`Pozostało znaków: ${3000 - bio.length}`)).toBeVisible();
  await about.getByLabel('Biogram po angielsku').fill('x'.repeat(3005));
  await expect(about.getByText('Przekroczono limit znaków o: 5')).toBeVisible();
  await about.getByRole('button', { name: 'Zapisz' }).click();
  await expect(about.getByText('Tekst jest za długi. Skróć go, aby zapisać.')).toBeVisible();
  await about.getByLabel('Biogram po angielsku').fill('I study helioseismology.');
  await save(about, page);

  // Contact: the e-mail shown to everyone, the phone to administrators only.
  const contact = section(page, 'Dane kontaktowe');
  await contact.getByLabel('E-mail', { exact: true }).fill('m.zrodlowska@uj.edu.pl');
  await contact.getByLabel('Kto widzi e-mail').selectOption('EVERYONE');
  await contact.getByLabel('Kto widzi telefon').selectOption('ADMINS_ONLY');
  await save(contact, page);

  // Links: the server's 400 lands on the field it names; then a good set is saved.
  const links = section(page, 'Profile w innych serwisach');
  await links.getByLabel('Scopus').fill('javascript:alert(1)');
  await links.getByRole('button', { name: 'Zapisz' }).click();
  const scopus = links.getByLabel('Scopus');
  await expect(scopus).toHaveAttribute('aria-invalid', 'true');
  await expect(
    links.getByText('musi być adresem internetowym zaczynającym się od http:// lub https://'),
  ).toBeVisible();
  await scopus.fill('');
  await links.getByLabel('Google Scholar').fill('https://scholar.google.com/citations?user=mz01');
  await links.getByRole('button', { name: 'Dodaj serwis' }).click();
  const row = await links.getByLabel(/^Nazwa serwisu \d+$/).count();
  await links.getByLabel(`Nazwa serwisu ${row}`).fill('Academia.edu');
  await links.getByLabel(`Adres serwisu ${row}`).fill('https://uj.academia.edu/mzrodlowska');
  await links.getByRole('button', { name: 'Dodaj serwis' }).click(); // left empty: dropped
  await save(links, page);
  await expect(links.getByLabel(/^Nazwa serwisu \d+$/)).toHaveCount(row);

  // Photo: a wrong type is refused before sending, with the allowed types named.
  const photo = section(page, 'Zdjęcie');
  await photo.getByLabel('Wybierz zdjęcie').setInputFiles({
    name: 'notes.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(
    photo.getByText('Niedozwolony typ pliku. Dozwolone typy: JPEG, PNG, WebP.'),
  ).toBeVisible();
  const png = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  await photo.getByLabel('Wybierz zdjęcie').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(photo.getByRole('img', { name: 'Podgląd wybranego zdjęcia' })).toBeVisible();
  await save(photo, page, 'Wyślij zdjęcie');
  await expect(photo.getByRole('img', { name: 'Obecne zdjęcie' })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );

  // Specialties: a new pair of names, moved to the top with the keyboard.
  const specialties = section(page, 'Specjalności');
  await specialties.getByLabel('Nazwa po polsku').fill('Heliosejsmologia');
  await specialties.getByLabel('Nazwa po angielsku').fill('Helioseismology');
  await specialties.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const items = specialties.getByRole('list', { name: 'Twoje specjalności w kolejności' });
  await expect(items.getByRole('listitem').last()).toContainText('Heliosejsmologia');
  const count = await items.getByRole('listitem').count();
  await specialties.getByRole('button', { name: 'Przesuń wyżej: Heliosejsmologia' }).focus();
  for (let i = 1; i < count; i += 1) await page.keyboard.press('Enter');
  await expect(items.getByRole('listitem').first()).toContainText('Heliosejsmologia');
  await save(specialties, page);
  await expectNoA11yViolations(page);
  await keepScreenshot(page, 'edit-1280');

  // The public profile shows every change.
  await page.getByRole('link', { name: 'Zobacz profil publiczny' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${FULL}$`));
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByText('m.zrodlowska@uj.edu.pl')).toBeVisible();
  await expect(page.getByRole('link', { name: /Academia\.edu/ })).toHaveAttribute(
    'href',
    'https://uj.academia.edu/mzrodlowska',
  );
  await expect(page.getByText('Heliosejsmologia')).toBeVisible();
  await expect(page.locator('img.profile-header__photo')).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );

  // Search finds the owner by the new specialty once the outbox has reached the index.
  const results = page.getByRole('region', { name: 'Wyniki wyszukiwania' });
  await expect(async () => {
    await page.goto('/profiles?specialty=heliosejsmologia');
    await expect(results.getByRole('link', { name: FULL_NAME })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The e-mail back as the seed has it: later specs read the owner's public contact data.
  await page.goto(`/profiles/${FULL}/edit`);
  const contactAgain = section(page, 'Dane kontaktowe');
  await contactAgain.getByLabel('E-mail', { exact: true }).fill(OWNER.email);
  await save(contactAgain, page);

  // The failed links save answered 400 (logged by the browser as a failed resource): nothing else.
  expect(consoleErrors.filter((text) => !text.includes('400'))).toEqual([]);
});

test('the owner changes an employment and a research-work title, restores the original, and moves through the edit tabs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await logIn(page);
  await page.goto(`/profiles/${FULL}/edit`);

  // The current employment comes from POL-on: the institution is a fact, the position the owner's.
  const employments = section(page, 'Zatrudnienie');
  const current = employments.getByRole('article').first();
  await expect(current.getByText('Źródło: POL-on')).toBeVisible();
  await expect(current.getByRole('button', { name: 'Przywróć oryginał' })).toHaveCount(0);
  const position = current.getByLabel('Stanowisko', { exact: true });
  const delivered = await position.inputValue();
  await position.fill('Kierownik Pracowni Heliofizyki');
  await save(current, page);
  await expect(
    current.getByText('Źródło: Ludzie Nauki (zmienione przez Ciebie; oryginał: POL-on)'),
  ).toBeVisible();
  await expect(
    current.getByText(`Oryginał z systemu POL-on: Stanowisko: ${delivered}`, { exact: false }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await keepScreenshot(page, 'edit-employment');

  // The public profile shows the owner's position.
  await page.goto(`/profiles/${FULL}`);
  await expect(page.getByText('Kierownik Pracowni Heliofizyki').first()).toBeVisible();

  // Restore brings back what POL-on delivered.
  await page.goto(`/profiles/${FULL}/edit`);
  const again = section(page, 'Zatrudnienie').getByRole('article').first();
  await save(again, page, 'Przywróć oryginał');
  await expect(again.getByText('Źródło: POL-on')).toBeVisible();
  await expect(again.getByLabel('Stanowisko', { exact: true })).toHaveValue(delivered);
  // The public read (asked outside the browser, whose copy of the anonymous answer may be up
  // to 60 s old) has the delivered position back.
  const publicRead = await page.request.get(
    `/api/profiles-api/v1.3/public/profile/${FULL}/detailsPerson`,
  );
  const positions = (
    (await publicRead.json()) as { employments: Array<{ position: string }> }
  ).employments.map((e) => e.position);
  expect(positions).toContain(delivered);
  expect(positions).not.toContain('Kierownik Pracowni Heliofizyki');

  // The edit tab menu: the same tabs as the public view, with /edit inserted.
  await page.goto(`/profiles/${FULL}/edit`);
  const tabs = page.getByRole('navigation', { name: 'Sekcje profilu' });
  await expect(tabs.getByRole('link', { name: 'Publikacje' })).toHaveAttribute(
    'href',
    `/profiles/${FULL}/edit/publications`,
  );
  await tabs.getByRole('link', { name: 'Publikacje' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moje publikacje');
  await expect(tabs.getByRole('link', { name: 'Publikacje' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Research works: a title the owner may change is changed; POL-on's are listed read-only.
  await tabs.getByRole('link', { name: 'Prace badawcze' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${FULL}/edit/research-work$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tytuły prac badawczych');
  const work = page.getByRole('article').first();
  await work.getByLabel('Tytuł po polsku').fill('Drgania Słońca w obserwacjach z Krakowa');
  await save(work, page);
  await expect(
    page.getByRole('article', { name: 'Drgania Słońca w obserwacjach z Krakowa' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, 'edit-research-work');
  await page.goto(`/profiles/${FULL}/research-work`);
  await expect(page.getByText('Drgania Słońca w obserwacjach z Krakowa').first()).toBeVisible();

  // In English the page and the server's field messages are English (Accept-Language).
  await page.goto(`/profiles/${FULL}/edit`);
  await page.evaluate(() => localStorage.setItem('app_locale', 'en-EN'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile');
  const job = section(page, 'Employment').getByRole('article').first();
  await job.getByLabel('Web page').fill('javascript:alert(1)');
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(
    job.getByText('must be a web address starting with http:// or https://'),
  ).toBeVisible();
  await keepScreenshot(page, 'edit-en-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, 'edit-en-375');
  await page.evaluate(() => localStorage.setItem('app_locale', 'pl-PL'));
});

test('someone else’s edit page sends the owner home; the edit page holds at 375 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await logIn(page);
  await page.goto('/profiles/7c875103-e248-4d3e-80e4-ca2efa8e6b47/edit');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/profiles/${FULL}/edit`);
  await expect(section(page, 'Specjalności')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, 'edit-375');

  // The ORCID section leads to the works of the owner's ORCID record (issue 43).
  await section(page, 'ORCID').getByRole('link', { name: 'Przejrzyj prace z ORCID' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prace z ORCID');
  await expect(page.getByRole('button', { name: 'Pobierz ponownie z ORCID' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, 'orcid-375');
});
