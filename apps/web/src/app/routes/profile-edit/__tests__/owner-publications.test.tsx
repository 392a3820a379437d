import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ownProfileEditAnswers, shortPublication } from '../../../../testing/profiles-api-fixtures';
import {
  jsonResponse,
  OWN_PROFILE_ID,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../../testing/test-utils';

const TOTAL = 120;
const listPath = `/api/profiles-api/v1.1/publications/${OWN_PROFILE_ID}/shortPublications`;

describe('the owner’s publication list', { timeout: 60_000 }, () => {
  it('loads 50 at a time until every publication is listed', async () => {
    const asked: string[] = [];
    stubPlatform({
      extra: {
        ...ownProfileEditAnswers(OWN_PROFILE_ID),
        [listPath]: ({ url }) => {
          const page = Number(url.searchParams.get('page'));
          const size = Number(url.searchParams.get('size'));
          asked.push(`${page}/${size}`);
          const from = page * size;
          return jsonResponse({
            invisible: true,
            totalElements: TOTAL,
            publications: Array.from(
              { length: Math.max(0, Math.min(size, TOTAL - from)) },
              (_, i) => shortPublication(from + i),
            ),
          });
        },
      },
    });
    renderApp({
      path: `/profiles/${OWN_PROFILE_ID}/edit/publications`,
      locale: 'en-EN',
      session: testSession(),
    });

    // The route's module loads lazily; on a loaded machine that alone can take seconds.
    const first = await screen.findByRole(
      'link',
      { name: 'Grafy losowe, część 1' },
      { timeout: 30_000 },
    );
    const list = first.closest('ul')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Shown 50 of 120 publications.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(120));

    expect(screen.getByText('Shown 120 of 120 publications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // The last of the 120, and no page asked twice or past the end.
    expect(within(list).getByText('Grafy losowe, część 120')).toBeInTheDocument();
    expect(asked).toEqual(['0/50', '1/50', '2/50']);
  });
});
