import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { StubRequest } from '../../../testing/test-utils';
import { jsonResponse, renderApp, stubPlatform, testSession } from '../../../testing/test-utils';

// The import's check against profiles-api answered at the HTTP boundary.

const JOB_ID = '00000000-0000-4000-8000-000000000301';
const SECOND_JOB_ID = '00000000-0000-4000-8000-000000000302';
const JOB = {
  jobId: JOB_ID,
  mode: 'DRY_RUN',
  fileName: 'pierwszy.csv',
  fileType: 'CSV',
  fileSha256: 'a'.repeat(64),
  dryRunJobId: null,
  status: 'DONE',
  createdBy: null,
  createdAt: '2026-11-20T10:15:00.000Z',
  finishedAt: '2026-11-20T10:15:01.000Z',
  rowsTotal: 2,
  rowsProcessed: 2,
  rowsCreated: 2,
  rowsUpdated: 0,
  rowsUnchanged: 0,
  rowsFailed: 0,
  message: null,
};

const csv = (name: string) => new File(['gremiumId,profileId\n'], name, { type: 'text/csv' });

describe('function import check', () => {
  it('a check answered after another file was chosen does not count for the new file', async () => {
    let answerUpload: (response: Response) => void = () => undefined;
    const uploads: string[] = [];
    const jobReads: string[] = [];
    const readJob = (job: typeof JOB) => (request: StubRequest) => {
      jobReads.push(request.url.pathname.split('/').at(-1) ?? '');
      return jsonResponse(job);
    };
    stubPlatform({
      extra: {
        '/api/profiles-api/v1.0/functionImport': (request: StubRequest) => {
          if (request.method !== 'POST')
            return jsonResponse({
              content: [],
              page: 0,
              size: 10,
              totalElements: 0,
              totalPages: 0,
            });
          uploads.push(request.url.searchParams.get('mode') ?? '');
          return new Promise<Response>((resolve) => {
            answerUpload = resolve;
          });
        },
        [`/api/profiles-api/v1.0/functionImport/${JOB_ID}`]: readJob(JOB),
        [`/api/profiles-api/v1.0/functionImport/${SECOND_JOB_ID}`]: readJob({
          ...JOB,
          jobId: SECOND_JOB_ID,
          fileName: 'drugi.csv',
          rowsCreated: 1,
          rowsFailed: 1,
        }),
      },
    });
    renderApp({ path: '/function-import', session: testSession({ roles: ['ADMIN'] }) });
    const input = await screen.findByLabelText('Plik z funkcjami', {}, { timeout: 15_000 });
    const check = () => screen.getByRole('button', { name: 'Sprawdź plik' });
    await userEvent.upload(input, csv('pierwszy.csv'));
    await userEvent.click(check());
    await waitFor(() => expect(uploads).toEqual(['DRY_RUN']));

    // Another file while the first one's check is on its way; then the first one's answer.
    await userEvent.upload(input, csv('drugi.csv'));
    answerUpload(jsonResponse({ ...JOB, status: 'PENDING' }, 202));
    await waitFor(() => expect(check()).toBeEnabled());

    // The chosen file's own check: its report, and the first file's job never read.
    await userEvent.click(check());
    await waitFor(() => expect(uploads).toEqual(['DRY_RUN', 'DRY_RUN']));
    answerUpload(jsonResponse({ ...JOB, jobId: SECOND_JOB_ID, status: 'PENDING' }, 202));
    expect(await screen.findByText(/Plik zawiera błędy/)).toBeInTheDocument();
    expect(jobReads).toEqual([SECOND_JOB_ID]);
    expect(screen.queryByRole('button', { name: 'Zastosuj import' })).toBeNull();
  });
});
