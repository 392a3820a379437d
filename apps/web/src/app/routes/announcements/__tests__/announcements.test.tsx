import { AnnouncementPageSchema } from '@ln/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, renderApp, stubPlatform } from '../../../../testing/test-utils';

const ID = '00000000-0000-4000-8000-0000000000a1';
const GREMIUM = '00000000-0000-4000-8000-0000000000b1';
const NOTICE = {
  announcementId: ID,
  kind: 'ELECTION',
  titlePl: 'Wybory do Rady Doskonałości Naukowej',
  titleEn: 'Election to the Council of Scientific Excellence',
  bodyPl: 'Zgłoszenia kandydatów.\n\nGłosowanie w styczniu.',
  bodyEn: 'Nominations of candidates.\n\nVoting in January.',
  opensOn: '2026-12-01',
  closesOn: '2026-12-31',
  disciplineCodes: [],
  gremium: { gremiumId: GREMIUM, name: 'Rada Doskonałości Naukowej' },
  status: 'PUBLISHED',
  resultAt: null,
  createDate: '2026-12-01T08:00:00.000Z',
  lastUpdateDate: '2026-12-01T08:00:00.000Z',
};
const LIST = AnnouncementPageSchema.parse({ content: [NOTICE], total: 1 });

describe('calls and elections (decision 049)', () => {
  it('lists the published ones with their kind and dates, linking to each', async () => {
    stubPlatform({
      extra: { '/api/profiles-api/v1.0/public/announcements': () => jsonResponse(LIST) },
    });
    renderApp({ path: '/announcements' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konkursy i wybory' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: NOTICE.titlePl })).toHaveAttribute(
      'href',
      `/announcements/${ID}`,
    );
    expect(screen.getByText(/Wybory · od 01\.12\.2026 do 31\.12\.2026/)).toBeInTheDocument();
  });

  it('shows one in English with its body and its body of scientists', async () => {
    stubPlatform({
      extra: {
        [`/api/profiles-api/v1.0/public/announcements/${ID}`]: () => jsonResponse(NOTICE),
      },
    });
    renderApp({ path: `/announcements/${ID}`, locale: 'en-EN' });
    expect(await screen.findByRole('heading', { level: 1, name: NOTICE.titleEn })).toBeVisible();
    expect(screen.getByText('Voting in January.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rada Doskonałości Naukowej' })).toHaveAttribute(
      'href',
      `/gremiums/${GREMIUM}`,
    );
  });
});
