import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from './a11y.js';

// Status pages of accounts-and-platform §2 with their Polish titles (the terms page is a screen
// of its own: tests/e2e/accounts).
const STATUS_PAGES: [path: string, code: number, title: string][] = [
  ['/bad-request', 400, 'Nieprawidłowe żądanie'],
  ['/closed-user-error', 401, 'Logowanie niemożliwe'],
  ['/unauthorized', 401, 'Logowanie nie powiodło się'],
  ['/unauthorized-national-error', 401, 'Błąd logowania w węźle krajowym'],
  ['/access-denied', 403, 'Brak dostępu'],
  ['/not-found', 404, 'Nie znaleziono strony'],
  ['/internal-server-error', 500, 'Błąd serwera'],
  ['/bad-gateway', 502, 'Błąd bramy'],
  ['/service-unavailable', 503, 'Przerwa techniczna'],
  ['/gateway-timeout', 504, 'Przekroczono czas odpowiedzi'],
  ['/http-version-not-supported', 505, 'Nieobsługiwana przeglądarka'],
  ['/hidden-profile', 400, 'Profil ukryty'],
  ['/locked-account', 400, 'Konto zablokowane'],
];

test.describe('routes', () => {
  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
    await expect(page).toHaveTitle('Nie znaleziono strony | LN');
    await expectNoA11yViolations(page);
  });

  test('every status page renders its code and title', async ({ page }) => {
    for (const [path, code, title] of STATUS_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(`Błąd ${code}`)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | LN`);
    }
    await expectNoA11yViolations(page);
  });

  test('a status page renders in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'en-EN'));
    await page.goto('/access-denied');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
    await expect(page.getByText('Error 403')).toBeVisible();
  });

  test('a legacy Nauka Polska link goes to the profile found by its legacy id', async ({
    page,
    request,
  }) => {
    // The seed's "full" persona carries the legacy id 100000.
    const answer = await request.get(
      '/api/profiles-api/v1.0/public/profile/profileId?bwnpId=100000',
    );
    expect(answer.ok()).toBe(true);
    const { profileId } = (await answer.json()) as { profileId: string };

    await page.goto('/nauka-polska/scientist/100000');
    await expect(page).toHaveURL(new RegExp(`/profiles/${profileId}$`));

    await page.goto('/#/profile/scientist?id=100000');
    await expect(page).toHaveURL(new RegExp(`/profiles/${profileId}$`));
  });

  test('a legacy link without a profile leaves for the archive', async ({ page }) => {
    // The archive is outside our system: answered at its protocol boundary.
    await page.route('https://nauka-polska.pl/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>archive</title><h1>archive</h1>' }),
    );
    await page.goto('/nauka-polska/scientist/987654321');
    await expect(page).toHaveURL('https://nauka-polska.pl/nauka-polska/scientist/987654321');
  });

  test('a login-only page sends an anonymous visitor to login with the way back', async ({
    page,
  }) => {
    // The login choice (national node or ORCID), keeping the way back.
    await page.goto('/users/user');
    await page.waitForURL(/\/login\?returnTo=%2Fusers%2Fuser$/);
    const loginStart = page.waitForRequest((request) =>
      request
        .url()
        .includes('/api/users-api/v1.0/auth/login/national?returnTo=%2Fusers%2Fuser&lang=pl-PL'),
    );
    await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
    await loginStart;
    // users-api sends the browser on to the (dev) national login node.
    await page.waitForURL(/\/idp\/national\//);
  });

  test('feature-flagged pages open when their flag is on (pnpm start turns both on)', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/profiles-api/public/config')).json()) as {
      features: { profiles: Record<string, boolean>; jsde: Record<string, boolean> };
    };
    expect(config.features.jsde.JSDE_MODULE).toBe(true);
    expect(config.features.profiles['CV-GENERATOR']).toBe(true);

    await page.goto('/eksperci');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rejestracja ekspertów');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu użytkownika' }).getByRole('link', {
        name: 'Eksperci',
      }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // The CV generator also needs login: an anonymous visitor goes to the login choice.
    await page.goto('/generator-cv/00000000-0000-4000-8000-000000000001/1');
    await page.waitForURL(/\/login\?returnTo=%2Fgenerator-cv%2F/);
  });
});
