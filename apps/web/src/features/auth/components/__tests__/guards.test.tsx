import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  gremiumAdminFixture,
  ownProfileEditAnswers,
} from '../../../../testing/profiles-api-fixtures';
import {
  OWN_PROFILE_ID,
  jsonResponse,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../../testing/test-utils';

// The guards read the session context (our component's input) and the public config; the
// session is provided here as a given user, the config answered at the HTTP boundary.

const OTHER_PROFILE_ID = '00000000-0000-4000-8000-0000000000cc';

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('login required', () => {
  it('sends an anonymous visitor to login and back to the requested page', async () => {
    stubPlatform();
    const session = testSession({ status: 'anonymous' });
    renderApp({ path: '/users/user?tab=1', session });

    expect(await screen.findByText('Przekierowujemy do logowania…')).toBeInTheDocument();
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('/users/user?tab=1'));
  });

  it('waits while the session loads: spinner, no login yet', async () => {
    stubPlatform();
    const session = testSession({ status: 'loading' });
    renderApp({ path: '/users/user', session });

    expect(await screen.findAllByRole('status', { name: 'Trwa ładowanie' })).not.toHaveLength(0);
    expect(session.login).not.toHaveBeenCalled();
  });

  it("shows a logged-in user's own account", async () => {
    stubPlatform();
    renderApp({ path: '/users/user', session: testSession() });
    expect(await heading('Moje konto')).toBeInTheDocument();
  });
});

describe('roles', () => {
  it.each([
    ['/users', 'Lista użytkowników'],
    ['/users/00000000-0000-4000-8000-000000000001', 'Szczegóły użytkownika'],
    ['/function-import', 'Import funkcji'],
    ['/data-sources', 'Źródła danych'],
  ])('%s is for ADMIN', async (path, title) => {
    stubPlatform();
    renderApp({ path, session: testSession({ roles: ['ADMIN'] }) });
    expect(await heading(title)).toBeInTheDocument();
  });

  it.each(['/users', '/function-import', '/data-sources', '/gremiums/add-gremium'])(
    '%s shows access-denied to a user without the role',
    async (path) => {
      stubPlatform();
      const { router } = renderApp({ path, session: testSession({ roles: ['AGENT'] }) });
      expect(await heading('Brak dostępu')).toBeInTheDocument();
      expect(screen.getByText('Błąd 403')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/access-denied');
    },
  );

  it.each([['OPI_OP'], ['MEIN_OP']] as const)(
    'adding and editing a gremium is open to %s',
    async (role) => {
      const gremiumId = '00000000-0000-4000-8000-000000000009';
      stubPlatform({
        extra: {
          [`/api/profiles-api/v1.0/gremium/${gremiumId}`]: () =>
            jsonResponse(gremiumAdminFixture({ gremiumId })),
          [`/api/profiles-api/v1.0/gremium/${gremiumId}/memberships`]: () => jsonResponse([]),
          [`/api/profiles-api/v1.0/gremium/${gremiumId}/functions`]: () => jsonResponse([]),
        },
      });
      const { router } = renderApp({
        path: '/gremiums/add-gremium',
        session: testSession({ roles: [role] }),
      });
      expect(await heading('Dodaj gremium')).toBeInTheDocument();
      await router.navigate('/gremiums/00000000-0000-4000-8000-000000000009/edit-gremium');
      expect(await heading('Edytuj gremium')).toBeInTheDocument();
    },
  );

  it('sends an anonymous visitor of an admin page to login first', async () => {
    stubPlatform();
    const session = testSession({ status: 'anonymous' });
    renderApp({ path: '/function-import', session });
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('/function-import'));
  });
});

describe('own profile edit', () => {
  it('opens the edit shell of the own profile, children included', async () => {
    stubPlatform({ extra: ownProfileEditAnswers(OWN_PROFILE_ID) });
    const { router } = renderApp({
      path: `/profiles/${OWN_PROFILE_ID}/edit`,
      session: testSession(),
    });
    expect(await heading('Edycja profilu')).toBeInTheDocument();
    await router.navigate(`/profiles/${OWN_PROFILE_ID}/edit/achievements`);
    expect(await heading('Edycja profilu')).toBeInTheDocument();
    await router.navigate(`/profiles/${OWN_PROFILE_ID}/edit/publications`);
    expect(await heading('Moje publikacje')).toBeInTheDocument();
  });

  it("sends a user editing someone else's profile home", async () => {
    stubPlatform();
    const { router } = renderApp({
      path: `/profiles/${OTHER_PROFILE_ID}/edit`,
      session: testSession(),
    });
    expect(await heading('Poznaj ludzi polskiej nauki')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user without a profile home', async () => {
    stubPlatform();
    const { router } = renderApp({
      path: `/profiles/${OWN_PROFILE_ID}/edit`,
      session: testSession({ profileId: null }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('needs login', async () => {
    stubPlatform();
    const session = testSession({ status: 'anonymous' });
    renderApp({ path: `/profiles/${OWN_PROFILE_ID}/edit`, session });
    await waitFor(() =>
      expect(session.login).toHaveBeenCalledWith(`/profiles/${OWN_PROFILE_ID}/edit`),
    );
  });
});

describe('feature flags', () => {
  const cvPath = `/generator-cv/${OWN_PROFILE_ID}/00000000-0000-4000-8000-0000000000dd`;

  it('opens the CV generator when CV-GENERATOR is on and the user is logged in', async () => {
    // The page reads the owner's CVs (none here), so it settles on its own empty state.
    stubPlatform({
      cvGenerator: true,
      extra: { [`/api/profiles-api/v1.0/cv/${OWN_PROFILE_ID}`]: () => jsonResponse([]) },
    });
    renderApp({ path: cvPath, session: testSession() });
    expect(await screen.findByText('Nie ma takiego CV na Twoim profilu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Generator CV' })).toBeInTheDocument();
  });

  it('sends everyone home from the CV generator when CV-GENERATOR is off', async () => {
    stubPlatform({ cvGenerator: false });
    const session = testSession({ status: 'anonymous' });
    const { router } = renderApp({ path: cvPath, session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.login).not.toHaveBeenCalled();
  });

  it('asks for login at the CV generator when the flag is on', async () => {
    stubPlatform({ cvGenerator: true });
    const session = testSession({ status: 'anonymous' });
    renderApp({ path: cvPath, session });
    await waitFor(() => expect(session.login).toHaveBeenCalledWith(cvPath));
  });

  it('opens /eksperci only with JSDE_MODULE on', async () => {
    stubPlatform({ jsde: true });
    renderApp({ path: '/eksperci', session: testSession({ status: 'anonymous' }) });
    expect(await heading('Rejestracja ekspertów')).toBeInTheDocument();
  });

  it('sends /eksperci home with JSDE_MODULE off, and when the config call fails', async () => {
    stubPlatform({ jsde: false });
    const first = renderApp({ path: '/eksperci' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    stubPlatform({
      extra: { '/api/profiles-api/public/config': () => new Response('', { status: 503 }) },
    });
    const second = renderApp({ path: '/eksperci' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });
});

describe('home: the redirect-after-login flag', () => {
  it('sends a user with a profile to its edit page', async () => {
    stubPlatform();
    const { router } = renderApp({ path: '/?redirectAfterLogin=true', session: testSession() });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/profiles/${OWN_PROFILE_ID}/edit`),
    );
  });

  it('strips the flag for a user without a profile and stays home', async () => {
    stubPlatform();
    const { router } = renderApp({
      path: '/?redirectAfterLogin=true&x=1',
      session: testSession({ profileId: null }),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('strips the flag for an anonymous visitor', async () => {
    stubPlatform();
    const { router } = renderApp({
      path: '/?redirectAfterLogin=true',
      session: testSession({ status: 'anonymous' }),
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
