import type { Run } from '@ln/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  DATA_SOURCES_API,
  RUN_IDS,
  changesPage,
  dataSource,
  dataSources,
  errorsPage,
  runApi,
  runChange,
  runError,
  runsPage,
  syncRun,
  unconfiguredPbn,
} from '../../../testing/data-sources-fixtures';
import type { FetchAnswers, StubRequest } from '../../../testing/test-utils';
import { jsonResponse, renderApp, stubPlatform, testSession } from '../../../testing/test-utils';
import { SOURCES_POLL_MS } from '../api/get-data-sources';
import { RUN_POLL_MS, getRunQueryOptions } from '../api/get-run';

// The registry sync's screen against profiles-api answered at the HTTP boundary.

const admin = () => testSession({ roles: ['ADMIN'] });

/** The sources list, each source's (empty unless given) history, and the test's own answers. */
function stubSync({
  sources = dataSources(dataSource(), unconfiguredPbn()),
  history = [],
  extra = {},
  onStart,
}: {
  sources?: ReturnType<typeof dataSources> | (() => ReturnType<typeof dataSources>);
  history?: Run[];
  extra?: FetchAnswers;
  onStart?: (request: StubRequest) => Response;
} = {}) {
  return stubPlatform({
    extra: {
      [DATA_SOURCES_API]: () => jsonResponse(typeof sources === 'function' ? sources() : sources),
      [`${DATA_SOURCES_API}/RADON/runs`]: (request) =>
        request.method === 'POST' && onStart ? onStart(request) : jsonResponse(runsPage(history)),
      [`${DATA_SOURCES_API}/PBN/runs`]: () => jsonResponse(runsPage([])),
      ...extra,
    },
  });
}

const radonCard = async () =>
  within(await screen.findByRole('region', { name: 'RAD-on (POL-on)' }, { timeout: 15_000 }));
const pbnCard = () => within(screen.getByRole('region', { name: 'PBN' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('data sources: what each source shows', () => {
  it('shows each source with its state, configuration, last and next run and counts', async () => {
    stubSync();
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    expect(screen.getByRole('heading', { level: 1, name: 'Źródła danych' })).toBeInTheDocument();
    const item = (card: ReturnType<typeof pbnCard>, label: string) =>
      card.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(item(radon, 'Stan')).toBe('zakończony');
    expect(item(radon, 'Konfiguracja')).toBe('skonfigurowane');
    expect(item(radon, 'Ostatni przebieg')).toMatch(
      /^01\.12\.2026 \d{2}:04, przyrostowy, zakończony$/,
    );
    expect(item(radon, 'Następny przebieg')).toMatch(/^01\.12\.2026 \d{2}:00$/);
    expect(item(radon, 'Harmonogram pełny')).toBe('0 2 * * *');
    const countsList = radon.getByLabelText('Liczby ostatniego przebiegu');
    expect(
      within(countsList)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['3', '7', '108', '1', '1']);
    expect(radon.getByRole('button', { name: 'Uruchom teraz' })).toBeEnabled();

    // PBN without its address: said so, never run, and nothing to start.
    const pbn = pbnCard();
    expect(item(pbn, 'Stan')).toBe('bezczynne');
    expect(item(pbn, 'Konfiguracja')).toBe('nieskonfigurowane');
    expect(item(pbn, 'Ostatni przebieg')).toBe('jeszcze nie było');
    expect(item(pbn, 'Następny przebieg')).toBe('nie zaplanowano');
    expect(pbn.getByText(/nie jest skonfigurowane w tym portalu/)).toBeInTheDocument();
    expect(pbn.getByRole('button', { name: 'Uruchom teraz' })).toBeDisabled();
  });

  it('is in English too', async () => {
    stubSync();
    renderApp({ path: '/data-sources', session: admin(), locale: 'en-EN' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data sources' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const pbn = within(await screen.findByRole('region', { name: 'PBN' }));
    expect(pbn.getByText('not configured')).toBeInTheDocument();
    expect(pbn.getByRole('button', { name: 'Run now' })).toBeDisabled();
  });
});

describe('data sources: a run', () => {
  it('shows the progress while the run moves, stops polling when it ends, and announces it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states: Run[] = [
      syncRun({
        id: RUN_IDS.started,
        state: 'RUNNING',
        progress: { done: 40, total: 120 },
        finishedAt: null,
      }),
      syncRun({
        id: RUN_IDS.started,
        state: 'RUNNING',
        progress: { done: 90, total: 120 },
        finishedAt: null,
      }),
      syncRun({ id: RUN_IDS.started, state: 'SUCCEEDED' }),
    ];
    const reads: string[] = [];
    const starts: unknown[] = [];
    stubSync({
      onStart: (request) => {
        starts.push(request.body);
        return jsonResponse(
          syncRun({
            id: RUN_IDS.started,
            state: 'QUEUED',
            progress: { done: 0, total: null },
            startedAt: null,
            finishedAt: null,
          }),
          202,
        );
      },
      extra: {
        [runApi(RUN_IDS.started)]: () => {
          const run = states[Math.min(reads.length, states.length - 1)]!;
          reads.push(run.state);
          return jsonResponse(run);
        },
        [`${runApi(RUN_IDS.started)}/changes`]: () => jsonResponse(changesPage([runChange()])),
        [`${runApi(RUN_IDS.started)}/errors`]: () => jsonResponse(errorsPage([runError()])),
      },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    await userEvent.click(radon.getByRole('radio', { name: /pełny/ }));
    await userEvent.click(radon.getByRole('button', { name: 'Uruchom teraz' }));
    await waitFor(() => expect(starts).toEqual([{ mode: 'FULL', dryRun: false }]));

    // Polled: the bar follows the records read, and Run now waits for the run to end.
    const bar = await radon.findByRole('progressbar', {
      name: 'Postęp synchronizacji: RAD-on (POL-on)',
    });
    await waitFor(() => expect(bar).toHaveAttribute('value', '90'));
    expect(bar).toHaveAttribute('max', '120');
    expect(radon.getByText('90 z 120 rekordów')).toBeInTheDocument();
    expect(radon.getByRole('button', { name: 'Uruchom teraz' })).toBeDisabled();

    // Ended: the result, what changed (the person links to the profile), the failed record.
    expect(await radon.findByText('Przebieg zakończony.')).toBeInTheDocument();
    expect(radon.queryByRole('progressbar')).toBeNull();
    expect(radon.getByRole('status')).toHaveTextContent('RAD-on (POL-on): zakończony');
    expect(await radon.findByRole('link', { name: 'Jan Nowak' })).toHaveAttribute(
      'href',
      '/profiles/00000000-0000-4000-8000-000000000777',
    );
    expect(radon.getByRole('button', { name: 'Uruchom teraz' })).toBeEnabled();

    // No more reads of the finished run, however long the page stays open.
    const readsAtEnd = reads.length;
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS * 20));
    expect(reads.length).toBe(readsAtEnd);
    expect(reads.at(-1)).toBe('SUCCEEDED');
  });

  it('shows a run the schedule started while the screen was open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scheduled = syncRun({
      id: RUN_IDS.current,
      state: 'RUNNING',
      trigger: 'SCHEDULE',
      startedBy: null,
      finishedAt: null,
      progress: { done: 30, total: 120 },
    });
    let sources = dataSources(dataSource(), unconfiguredPbn());
    stubSync({
      sources: () => sources,
      extra: { [runApi(RUN_IDS.current)]: () => jsonResponse(scheduled) },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    expect(radon.queryByRole('progressbar')).toBeNull();
    sources = dataSources(
      dataSource({ state: 'RUNNING', currentRun: scheduled }),
      unconfiguredPbn(),
    );
    await act(() => vi.advanceTimersByTimeAsync(SOURCES_POLL_MS));
    expect(await radon.findByRole('progressbar')).toHaveAttribute('value', '30');
  });

  it('polls a queued or running run only', () => {
    const interval = (state: Run['state']) => {
      const options = getRunQueryOptions(RUN_IDS.current);
      const refetch = options.refetchInterval as (query: unknown) => number | false;
      return refetch({ state: { data: syncRun({ state }) } });
    };
    expect(interval('QUEUED')).toBe(RUN_POLL_MS);
    expect(interval('RUNNING')).toBe(RUN_POLL_MS);
    for (const state of ['AWAITING_CONFIRMATION', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const)
      expect(interval(state)).toBe(false);
  });

  it('a dry run shows what would change and saves nothing', async () => {
    const starts: unknown[] = [];
    const dry = syncRun({
      id: RUN_IDS.started,
      dryRun: true,
      state: 'SUCCEEDED',
      counts: { new: 1, changed: 1, unchanged: 10, withdrawn: 1, errors: 0 },
      // The guard a real run would have stopped at (it withdrew nothing: a dry run).
      guard: { wouldWithdraw: 1, total: 12, share: 1 / 12, threshold: 0.02 },
    });
    stubSync({
      onStart: (request) => {
        starts.push(request.body);
        return jsonResponse(dry, 202);
      },
      extra: {
        [runApi(RUN_IDS.started)]: () => jsonResponse(dry),
        [`${runApi(RUN_IDS.started)}/changes`]: () =>
          jsonResponse(
            changesPage([
              runChange({ change: 'NEW', label: 'Ewa Lis', sourceId: 'uid-new', profileId: null }),
              runChange(),
              runChange({ change: 'WITHDRAWN', label: 'Piotr Zając', sourceId: 'uid-gone' }),
            ]),
          ),
      },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    await userEvent.click(radon.getByRole('checkbox', { name: /Przebieg próbny/ }));
    await userEvent.click(radon.getByRole('button', { name: 'Uruchom próbnie' }));
    await waitFor(() => expect(starts).toEqual([{ mode: 'INCREMENTAL', dryRun: true }]));

    expect(
      await radon.findByText('Przebieg próbny zakończony; niczego nie zapisano.'),
    ).toBeInTheDocument();
    expect(
      radon.getByText(
        'Prawdziwy przebieg zatrzymałby się tu i poprosił o potwierdzenie: wycofałby z widoku publicznego 1 z 12 rekordów (8,33%; próg 2%).',
      ),
    ).toBeInTheDocument();
    expect(radon.queryByRole('button', { name: 'Potwierdź wycofanie' })).toBeNull();
    expect(
      radon.getByRole('heading', { name: 'Co zmieniłby przebieg próbny' }),
    ).toBeInTheDocument();
    const table = await radon.findByRole('region', {
      name: /^Zmiany przebiegu: RAD-on \(POL-on\), /,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ewa Lisnowyosobauid-new',
      'Jan Nowakzmienionyosobaa0d6a5a4-6f1e-4b35-9bbd-000000000007',
      'Piotr Zającwycofanyosobauid-gone',
    ]);
    // A withdrawn person is no longer public: no link to the profile.
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Jan Nowak' })).toBeInTheDocument();
  });
});

describe('data sources: the removal guard', () => {
  const awaiting = syncRun({
    id: RUN_IDS.current,
    state: 'AWAITING_CONFIRMATION',
    finishedAt: null,
    counts: { new: 0, changed: 0, unchanged: 0, withdrawn: 0, errors: 0 },
    guard: { wouldWithdraw: 500, total: 20000, share: 0.025, threshold: 0.02 },
  });
  const withAwaiting = () =>
    dataSources(
      dataSource({ state: 'AWAITING_CONFIRMATION', currentRun: awaiting }),
      unconfiguredPbn(),
    );

  it('asks before withdrawing: the numbers, a dialog, then the run goes on', async () => {
    const answers: string[] = [];
    let current = awaiting;
    stubSync({
      sources: withAwaiting,
      extra: {
        [runApi(RUN_IDS.current)]: () => jsonResponse(current),
        [`${runApi(RUN_IDS.current)}/changes`]: () =>
          jsonResponse(changesPage([runChange({ change: 'WITHDRAWN' })])),
        [`${runApi(RUN_IDS.current)}/confirm`]: () => {
          answers.push('confirm');
          current = {
            ...awaiting,
            state: 'RUNNING',
            guard: null,
            progress: { done: 10, total: 20000 },
          };
          return jsonResponse(current, 202);
        },
      },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    const guard = within(
      await radon.findByRole('group', { name: 'Przebieg czeka na potwierdzenie' }),
    );
    expect(guard.getByText(/500 z 20000 \(2,5\s?%; próg 2\s?%\)/)).toBeInTheDocument();
    expect(radon.getByRole('button', { name: 'Uruchom teraz' })).toBeDisabled();

    // The dialog: "Wróć" is focused first and Escape leaves everything as it was.
    await userEvent.click(guard.getByRole('button', { name: 'Potwierdź wycofanie' }));
    const dialog = screen.getByRole('dialog', { name: 'Wycofać rekordy z widoku publicznego?' });
    expect(within(dialog).getByRole('button', { name: 'Wróć' })).toHaveFocus();
    expect(
      within(dialog).getByText(/RAD-on \(POL-on\) do wycofania z widoku publicznego: 500/),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(guard.getByRole('button', { name: 'Potwierdź wycofanie' })).toHaveFocus();
    expect(answers).toEqual([]);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Tak, wycofaj' }));
    await waitFor(() => expect(answers).toEqual(['confirm']));
    expect(
      await radon.findByRole('progressbar', { name: 'Postęp synchronizacji: RAD-on (POL-on)' }),
    ).toBeInTheDocument();
    expect(radon.queryByRole('group', { name: 'Przebieg czeka na potwierdzenie' })).toBeNull();
    expect(radon.getByRole('status')).toHaveTextContent('RAD-on (POL-on): trwa synchronizacja');
  });

  it('cancels without withdrawing, and says why a late answer is refused', async () => {
    const answers: string[] = [];
    let current = awaiting;
    stubSync({
      sources: withAwaiting,
      extra: {
        [runApi(RUN_IDS.current)]: () => jsonResponse(current),
        [`${runApi(RUN_IDS.current)}/changes`]: () => jsonResponse(changesPage([])),
        [`${runApi(RUN_IDS.current)}/confirm`]: () => {
          answers.push('confirm');
          return jsonResponse(
            {
              code: 'RUN_NOT_AWAITING',
              message: 'The run does not await confirmation',
              reqId: 'r1',
            },
            409,
          );
        },
        [`${runApi(RUN_IDS.current)}/cancel`]: () => {
          answers.push('cancel');
          current = { ...awaiting, state: 'CANCELLED', finishedAt: '2026-12-01T09:05:00.000Z' };
          return jsonResponse(current);
        },
      },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    const guard = within(
      await radon.findByRole('group', { name: 'Przebieg czeka na potwierdzenie' }),
    );

    await userEvent.click(guard.getByRole('button', { name: 'Potwierdź wycofanie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, wycofaj' }));
    expect(await radon.findByRole('alert')).toHaveTextContent(
      'Ten przebieg już nie czeka na potwierdzenie.',
    );

    await userEvent.click(guard.getByRole('button', { name: 'Anuluj przebieg' }));
    expect(await radon.findByText('Przebieg anulowany; niczego nie wycofano.')).toBeInTheDocument();
    expect(answers).toEqual(['confirm', 'cancel']);
    expect(radon.queryByRole('alert')).toBeNull();
  });
});

describe('data sources: refusals and the history', () => {
  it('says why a start is refused (409), in the card', async () => {
    stubSync({
      onStart: () =>
        jsonResponse(
          { code: 'RUN_IN_PROGRESS', message: 'A run is in progress', reqId: 'r2' },
          409,
        ),
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    await userEvent.click(radon.getByRole('button', { name: 'Uruchom teraz' }));
    expect(await radon.findByRole('alert')).toHaveTextContent(
      'Przebieg tego źródła już trwa albo czeka na potwierdzenie.',
    );
  });

  it('leaves any other failure of a start to the app: the unexpected-error dialog, nothing in the card', async () => {
    stubSync({
      onStart: () => jsonResponse({ code: 'RATE_LIMITED', message: 'Too many', reqId: 'r4' }, 429),
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    await userEvent.click(radon.getByRole('button', { name: 'Uruchom teraz' }));
    expect(await screen.findByRole('dialog', { name: 'Przepraszamy' })).toBeInTheDocument();
    expect(radon.queryByRole('alert')).toBeNull();
  });

  it('says so when the run to stop has ended meanwhile (409 RUN_FINISHED)', async () => {
    const running = syncRun({
      id: RUN_IDS.current,
      state: 'RUNNING',
      finishedAt: null,
      progress: { done: 5, total: null },
    });
    stubSync({
      sources: dataSources(
        dataSource({ state: 'RUNNING', currentRun: running }),
        unconfiguredPbn(),
      ),
      extra: {
        [runApi(RUN_IDS.current)]: () => jsonResponse(running),
        [`${runApi(RUN_IDS.current)}/cancel`]: () =>
          jsonResponse(
            { code: 'RUN_FINISHED', message: 'The run has ended already.', reqId: 'r3' },
            409,
          ),
      },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const radon = await radonCard();
    // Without a known total the bar has no value, and says how many records were read.
    const bar = await radon.findByRole('progressbar');
    expect(bar).not.toHaveAttribute('value');
    expect(radon.getByText('przeczytane rekordy: 5')).toBeInTheDocument();
    await userEvent.click(radon.getByRole('button', { name: 'Przerwij przebieg' }));
    expect(await radon.findByRole('alert')).toHaveTextContent('Ten przebieg już się zakończył.');
  });

  it('lists the runs and, for a failed one, each failed record with its source id and reason', async () => {
    const failed = syncRun({
      id: RUN_IDS.failed,
      state: 'FAILED',
      trigger: 'SCHEDULE',
      startedBy: null,
      mode: 'FULL',
      queuedAt: '2026-11-30T02:00:00.000Z',
      failure: 'RAD-on answered 503 five times',
      counts: { new: 0, changed: 2, unchanged: 40, withdrawn: 0, errors: 2 },
    });
    stubSync({
      history: [syncRun(), failed],
      extra: {
        [`${runApi(RUN_IDS.failed)}/changes`]: () => jsonResponse(changesPage([])),
        [`${runApi(RUN_IDS.failed)}/errors`]: () =>
          jsonResponse(
            errorsPage([
              runError(),
              runError({ sourceId: 'uid-13', reason: 'no family name', entity: 'PERSON' }),
            ]),
          ),
      },
    });
    renderApp({ path: '/data-sources', session: admin() });
    const history = within(
      await screen.findByRole(
        'region',
        { name: 'Historia przebiegów: RAD-on (POL-on)' },
        { timeout: 15_000 },
      ),
    );
    const rows = history.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('pełny');
    expect(rows[1]).toHaveTextContent('z harmonogramu');
    expect(rows[1]).toHaveTextContent('nieudany');
    expect(rows[1]).toHaveTextContent('nowe 0, zmienione 2, bez zmian 40, wycofane 0, błędy 2');

    const details = within(rows[1]!).getByRole('button', {
      name: /^Szczegóły przebiegu z 30\.11\.2026/,
    });
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const opened = await screen.findByRole('region', {
      name: /^Przebieg z 30\.11\.2026 .*: RAD-on \(POL-on\), pełny$/,
    });
    expect(opened).toHaveFocus();
    expect(
      within(opened).getByText('Przebieg nie powiódł się: RAD-on answered 503 five times'),
    ).toBeInTheDocument();
    const errors = within(
      await within(opened).findByRole('region', { name: /^Rekordy z błędami przebiegu: / }),
    );
    const errorRows = errors.getAllByRole('row').slice(1);
    expect(
      errorRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['b1e7b6b5-7a2f-4c46-8cce-000000000013', 'osoba', 'employment without an institution'],
      ['uid-13', 'osoba', 'no family name'],
    ]);

    // Closing the details takes the focus back to its button.
    await userEvent.click(within(opened).getByRole('button', { name: 'Zamknij szczegóły' }));
    expect(details).toHaveFocus();

    // The other source's history.
    await userEvent.selectOptions(screen.getByLabelText('Źródło'), 'PBN');
    expect(
      await screen.findByText('To źródło nie miało jeszcze żadnego przebiegu.'),
    ).toBeInTheDocument();
  });
});
