import type { ExpertRegistration } from '@ln/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { StubRequest } from '../../../testing/test-utils';
import { jsonResponse, renderApp, stubPlatform, testSession } from '../../../testing/test-utils';

// The expert's registration against profiles-api answered at the HTTP boundary.

const CONTEST_ID = '00000000-0000-4000-8000-000000000401';
const statement = (given: boolean) => ({
  code: 'NO_CONFLICT',
  text: 'Oświadczam, że nie pozostaję w konflikcie interesów.',
  version: 1,
  given,
  givenAt: given ? '2026-11-20T10:15:00.000Z' : null,
  givenVersion: given ? 1 : null,
  givenInContestId: given ? CONTEST_ID : null,
});
const registration = (given: boolean): ExpertRegistration => ({
  status: 'ACTIVE',
  registeredAt: '2026-11-01T08:00:00.000Z',
  endedAt: null,
  phone: null,
  email: 'anna.kowalska@example.pl',
  contactChannel: 'EMAIL',
  disciplines: [],
  keywords: [],
  consents: [{ entity: 'MEIN', given: true, givenAt: '2026-11-01T08:00:00.000Z' }],
  history: [{ entity: 'MEIN', action: 'GIVEN', at: '2026-11-01T08:00:00.000Z' }],
  contests: [
    { contestId: CONTEST_ID, code: 'K1', name: 'Konkurs pierwszy', statements: [statement(given)] },
  ],
  prefill: { phone: null, email: null, disciplines: [], keywords: [] },
});

describe('expert registration', () => {
  it('a statement given while a save is on its way is sent after it, and stays given', async () => {
    const sent: string[] = [];
    let answerSave: (response: Response) => void = () => undefined;
    stubPlatform({
      jsde: true,
      extra: {
        '/api/profiles-api/v1.0/expert/registration': (request: StubRequest) => {
          if (request.method === 'GET') return jsonResponse(registration(false));
          sent.push('save');
          return new Promise<Response>((resolve) => {
            answerSave = resolve;
          });
        },
        '/api/profiles-api/v1.0/expert/statement/NO_CONFLICT': () => {
          sent.push('statement');
          return jsonResponse(registration(true));
        },
      },
    });
    renderApp({ path: '/eksperci', session: testSession() });
    const save = await screen.findByRole('button', { name: 'Zapisz zmiany' }, { timeout: 15_000 });
    await userEvent.click(save);
    await waitFor(() => expect(sent).toEqual(['save']));
    await userEvent.click(screen.getByRole('button', { name: 'Złóż oświadczenie' }));
    // The statement waits for the save's answer: sent at once, it could be answered first and
    // then be shown as not given by the save's older answer.
    expect(sent).toEqual(['save']);

    answerSave(jsonResponse(registration(false)));
    await waitFor(() => expect(sent).toEqual(['save', 'statement']));
    expect(await screen.findByText('Złożono 20.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Złóż oświadczenie' })).toBeNull();
  });
});
