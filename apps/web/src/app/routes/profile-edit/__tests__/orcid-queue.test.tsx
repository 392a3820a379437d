import type { OrcidWork, OrcidWorks } from '@ln/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ownProfileEditAnswers } from '../../../../testing/profiles-api-fixtures';
import type { FetchAnswers } from '../../../../testing/test-utils';
import {
  jsonResponse,
  OWN_PROFILE_ID,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../../testing/test-utils';

const base = `/api/profiles-api/v1.0/profile/${OWN_PROFILE_ID}/orcid`;
const PUBLICATION_ID = '00000000-0000-4000-8000-0000000000c1';

function work(putCode: string, patch: Partial<OrcidWork> = {}): OrcidWork {
  return {
    putCode,
    status: 'PENDING',
    title: `Praca ${putCode}`,
    year: 2024,
    doi: null,
    journal: 'Acta Physica',
    type: 'journal-article',
    contributors: ['Anna Nowak'],
    publicationId: null,
    matchKey: null,
    reason: 'NOT_FOUND',
    duplicateOf: null,
    problems: [],
    decidedAt: null,
    ...patch,
  };
}

const initialWorks = (): OrcidWork[] => [
  work('101'),
  work('102', { reason: 'NO_KEYS', title: null }),
  work('103', {
    status: 'MATCHED',
    reason: null,
    matchKey: 'DOI',
    doi: '10.1000/xyz',
    publicationId: PUBLICATION_ID,
  }),
  work('104', { status: 'REJECTED', reason: null, decidedAt: '2026-11-30T10:00:00Z' }),
  work('105', { status: 'DUPLICATE', reason: null, duplicateOf: '103' }),
  work('106', { status: 'ACCEPTED', reason: null, publicationId: PUBLICATION_ID }),
];

/**
 * A stand-in of the owner's ORCID routes holding the works: decisions change them as the
 * server does (accept/reject a PENDING one, undo a decided one; 409 otherwise).
 */
function orcidServer(
  options: {
    items?: OrcidWork[];
    record?: OrcidWorks['record'];
    decide?: FetchAnswers[string];
  } = {},
) {
  let items = options.items ?? initialWorks();
  const calls: string[] = [];
  const counts = () =>
    items.reduce<Record<string, number>>((acc, item) => {
      acc[item.status] = (acc[item.status] ?? 0) + 1;
      return acc;
    }, {});
  const answers: FetchAnswers = {
    [`${base}/works`]: () =>
      jsonResponse({
        profileId: OWN_PROFILE_ID,
        orcid: '0000-0002-1825-0097',
        record:
          options.record === undefined
            ? { state: 'OK', fetchedAt: '2026-12-01T08:30:00Z', worksCount: items.length }
            : options.record,
        refresh: null,
        counts: counts(),
        items,
      } satisfies OrcidWorks),
    [`${base}/refresh`]: ({ method }) => {
      calls.push(`${method} refresh`);
      return jsonResponse({ queued: true }, 202);
    },
    [`${base}/works/acceptAll`]: ({ method }) => {
      calls.push(`${method} acceptAll`);
      const accepted = items.filter((item) => item.status === 'PENDING' && item.title).length;
      const skipped = items.filter((item) => item.status === 'PENDING' && !item.title).length;
      items = items.map((item) =>
        item.status === 'PENDING' && item.title ? { ...item, status: 'ACCEPTED' } : item,
      );
      return jsonResponse({ accepted, skipped });
    },
  };
  for (const item of initialWorks()) {
    for (const action of ['accept', 'reject', 'undo'] as const) {
      answers[`${base}/works/${item.putCode}/${action}`] = async (request) => {
        calls.push(`${request.method} ${item.putCode}/${action}`);
        if (options.decide) return options.decide(request);
        const current = items.find((x) => x.putCode === item.putCode)!;
        const fits = action === 'undo' ? ['ACCEPTED', 'REJECTED'] : ['PENDING'];
        if (!fits.includes(current.status))
          return jsonResponse({ code: 'ORCID_WORK_STATE_ERROR', message: 'state' }, 409);
        const next: OrcidWork = {
          ...current,
          status: action === 'accept' ? 'ACCEPTED' : action === 'reject' ? 'REJECTED' : 'PENDING',
          decidedAt: action === 'undo' ? null : '2026-12-02T09:00:00Z',
        };
        items = items.map((x) => (x.putCode === item.putCode ? next : x));
        return jsonResponse(next);
      };
    }
  }
  return { answers, calls };
}

async function open(server: ReturnType<typeof orcidServer>, locale: 'en-EN' | 'pl-PL' = 'en-EN') {
  stubPlatform({ extra: { ...ownProfileEditAnswers(OWN_PROFILE_ID), ...server.answers } });
  renderApp({
    path: `/profiles/${OWN_PROFILE_ID}/edit/orcid`,
    locale,
    session: testSession(),
  });
  // The route's module loads lazily; on a loaded machine that alone can take seconds.
  await screen.findByRole('heading', { level: 3, name: 'Praca 101' }, { timeout: 30_000 });
}

const itemOf = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('the owner’s ORCID works', { timeout: 60_000 }, () => {
  it('shows each work with what it matched or why not, and the record’s state', async () => {
    await open(orcidServer());

    expect(screen.getByText('ORCID iD: 0000-0002-1825-0097')).toBeInTheDocument();
    expect(screen.getByText(/^Last read: .* \(6 works\)\.$/)).toBeInTheDocument();
    expect(screen.getByText('The record was read successfully.')).toBeInTheDocument();

    const pending = within(itemOf('Praca 101'));
    expect(pending.getByText('Waiting for your decision')).toBeInTheDocument();
    expect(pending.getByText('No matching publication in the portal.')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Accept: Praca 101' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reject: Praca 101' })).toBeInTheDocument();

    // Without a title it can only be rejected.
    const untitled = within(itemOf('Untitled work'));
    expect(untitled.getByText('It has no DOI, title or year to match it by.')).toBeInTheDocument();
    expect(untitled.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(untitled.getByRole('button', { name: 'Reject: Untitled work' })).toBeInTheDocument();

    const matched = within(itemOf('Praca 103'));
    expect(matched.getByText('Matched')).toBeInTheDocument();
    expect(matched.getByText('Matched to a publication by DOI.')).toBeInTheDocument();
    expect(matched.getByRole('link', { name: 'See the publication' })).toHaveAttribute(
      'href',
      `/profiles/${OWN_PROFILE_ID}/edit/publications/${PUBLICATION_ID}`,
    );
    expect(matched.queryByRole('button')).not.toBeInTheDocument();

    const rejected = within(itemOf('Praca 104'));
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(
      rejected.getByRole('button', { name: 'Undo the decision: Praca 104' }),
    ).toBeInTheDocument();

    const duplicate = within(itemOf('Praca 105'));
    expect(duplicate.getByText('Duplicate')).toBeInTheDocument();
    expect(
      duplicate.getByText('A copy of “Praca 103” from another source in ORCID.'),
    ).toBeInTheDocument();
    expect(duplicate.queryByRole('button')).not.toBeInTheDocument();

    const accepted = within(itemOf('Praca 106'));
    expect(accepted.getByText('Accepted')).toBeInTheDocument();
    expect(
      accepted.getByRole('button', { name: 'Undo the decision: Praca 106' }),
    ).toBeInTheDocument();
  });

  it('accepts, rejects and undoes with the right calls, tells it and keeps the keyboard on the work', async () => {
    const server = orcidServer();
    await open(server);
    const user = userEvent.setup();
    const live = screen.getByRole('status');

    await user.click(screen.getByRole('button', { name: 'Accept: Praca 101' }));
    await waitFor(() => expect(live).toHaveTextContent('Accepted: Praca 101.'));
    const undo = within(itemOf('Praca 101')).getByRole('button', {
      name: 'Undo the decision: Praca 101',
    });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(within(itemOf('Praca 101')).getByText('Accepted')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(live).toHaveTextContent(
        'Decision undone: Praca 101. The work waits for your decision again.',
      ),
    );
    await user.click(
      await within(itemOf('Praca 101')).findByRole('button', { name: 'Reject: Praca 101' }),
    );
    await waitFor(() => expect(live).toHaveTextContent('Rejected: Praca 101.'));
    expect(within(itemOf('Praca 101')).getByText('Rejected')).toBeInTheDocument();

    expect(server.calls).toEqual(['POST 101/accept', 'POST 101/undo', 'POST 101/reject']);
  });

  it('accepts every pending work with a title at once', async () => {
    const server = orcidServer();
    await open(server);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Accept all pending (2)' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Works accepted: 1. Skipped without a title: 1.',
      ),
    );
    await waitFor(() =>
      expect(within(itemOf('Praca 101')).getByText('Accepted')).toBeInTheDocument(),
    );
    expect(
      within(itemOf('Untitled work')).getByText('Waiting for your decision'),
    ).toBeInTheDocument();
    expect(server.calls).toEqual(['POST acceptAll']);
  });

  it('queues a refresh from ORCID', async () => {
    const server = orcidServer();
    await open(server);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh from ORCID' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'A read from ORCID was queued. The list updates when it is done.',
      ),
    );
    expect(server.calls).toEqual(['POST refresh']);
  });

  it('tells a refused decision (409) itself and reads the list again', async () => {
    const server = orcidServer({
      decide: () => jsonResponse({ code: 'ORCID_WORK_STATE_ERROR', message: 'state' }, 409),
    });
    await open(server);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject: Praca 101' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That cannot be done: the state of “Praca 101” changed in the meantime. The list was read again.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a locked record in Polish, and a record never read', async () => {
    await open(
      orcidServer({
        record: { state: 'LOCKED', fetchedAt: '2026-12-01T08:30:00Z', worksCount: 6 },
      }),
      'pl-PL',
    );
    expect(
      screen.getByText('Rekord jest zablokowany w ORCID: nic nie zostało zmienione.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Prace z ORCID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz ponownie z ORCID' })).toBeInTheDocument();
  });

  it('is linked from the edit page’s ORCID section', async () => {
    stubPlatform({ extra: ownProfileEditAnswers(OWN_PROFILE_ID) });
    renderApp({
      path: `/profiles/${OWN_PROFILE_ID}/edit`,
      locale: 'en-EN',
      session: testSession(),
    });
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'ORCID' }, { timeout: 30_000 })
    ).closest('section')!;
    expect(within(section).getByRole('link', { name: 'Review works from ORCID' })).toHaveAttribute(
      'href',
      `/profiles/${OWN_PROFILE_ID}/edit/orcid`,
    );
  });
});
