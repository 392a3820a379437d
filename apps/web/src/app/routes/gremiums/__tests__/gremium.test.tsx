import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  jsonResponse,
  OWN_PROFILE_ID,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../../testing/test-utils';
import {
  GREMIUM_ID,
  gremium,
  gremiumFunctions,
  gremiumMembers,
  gremiumPaths,
  PROFILE_ID,
} from '../../../../testing/profiles-api-fixtures';

// The first test of a file also loads the lazy route modules; on a busy 2-core machine that can pass 5 s.
describe('gremium page', { timeout: 30_000 }, () => {
  it('shows the body, its members (linked to their profiles) and its functions, paged', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPlatform({
      extra: {
        [gremiumPaths.details]: () => jsonResponse(gremium()),
        [gremiumPaths.members]: () => jsonResponse(gremiumMembers(45)),
        [gremiumPaths.functions]: () => jsonResponse(gremiumFunctions()),
      },
    });
    const { router } = renderApp({ path: `/gremiums/${GREMIUM_ID}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rada Doskonałości Naukowej' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Organy państwowe systemu nauki')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Rada Doskonałości Naukowej | LN'));

    const members = screen.getByRole('region', { name: 'Członkowie' });
    expect(await within(members).findByText('Liczba osób: 45')).toBeInTheDocument();
    expect(
      within(members).getByRole('link', { name: 'prof. dr hab. Małgorzata Źródłowska' }),
    ).toHaveAttribute('href', `/profiles/${PROFILE_ID}`);
    // A person without a profile is not a link.
    expect(within(members).getByText('prof. dr hab. Jan Kowalski 1')).not.toHaveAttribute('href');

    const functions = screen.getByRole('region', { name: 'Funkcje' });
    expect(await within(functions).findByText(/Przewodniczący/)).toBeInTheDocument();
    expect(within(functions).getByText('01.01.2011 – 31.12.2014')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Strony listy członków' })).getByRole(
        'button',
        { name: 'Następna' },
      ),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?membersPage=2'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).endsWith(`/gremium/${GREMIUM_ID}/memberships?page=1&size=20`),
        ),
      ).toBe(true),
    );
  });

  it('offers its edit page to the profile owner who added the body, and to no other owner', async () => {
    const ownList = `/api/profiles-api/v1.0/profile/${OWN_PROFILE_ID}/ownGremia`;
    const own = [
      {
        gremiumId: GREMIUM_ID,
        name: 'Koło',
        status: 'CURRENT',
        membersCount: 1,
        functionsCount: 0,
      },
    ];
    const render = (list: unknown[]) => {
      stubPlatform({
        extra: {
          [gremiumPaths.details]: () => jsonResponse({ ...gremium(), userGremium: 'OWNER' }),
          [gremiumPaths.members]: () => jsonResponse(gremiumMembers(1)),
          [gremiumPaths.functions]: () => jsonResponse(gremiumFunctions()),
          [ownList]: () => jsonResponse(list),
        },
      });
      return renderApp({ path: `/gremiums/${GREMIUM_ID}`, session: testSession() });
    };
    const first = render(own);
    expect(await screen.findByRole('link', { name: 'Edytuj gremium' })).toHaveAttribute(
      'href',
      `/profiles/${OWN_PROFILE_ID}/edit/own-gremia/${GREMIUM_ID}`,
    );
    first.unmount();
    render([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rada Doskonałości Naukowej' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Członkowie' })).toBeVisible());
    expect(screen.queryByRole('link', { name: 'Edytuj gremium' })).not.toBeInTheDocument();
  });

  it('filters both lists by a name query kept in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPlatform({
      extra: {
        [gremiumPaths.details]: () => jsonResponse(gremium()),
        [gremiumPaths.members]: () => jsonResponse(gremiumMembers(1)),
        [gremiumPaths.functions]: () => jsonResponse(gremiumFunctions()),
      },
    });
    const { router } = renderApp({ path: `/gremiums/${GREMIUM_ID}` });

    await user.type(await screen.findByLabelText('Szukaj osoby w gremium'), 'Źródłowska');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?query=${encodeURIComponent('Źródłowska')}`),
    );
    const query = `query=${encodeURIComponent('Źródłowska')}`;
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('/memberships?') && url.includes(query))).toBe(true);
      expect(urls.some((url) => url.includes('/functions?') && url.includes(query))).toBe(true);
    });
  });
});
