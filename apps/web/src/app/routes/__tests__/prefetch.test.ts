import { describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/test-utils';
import { PROFILE_ID, profileAnswers } from '../profiles/__tests__/fixtures';
import { prefetchProfile, prefetchProfileAbout } from '../prefetch';

const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]).sort();

describe('prefetching the public profile (route loaders)', () => {
  it('starts the profile and its tab lists, then the main tab, into the page’s own cache keys', async () => {
    const fetchMock = stubFetch(profileAnswers());
    const queryClient = createQueryClient();

    prefetchProfile(queryClient, PROFILE_ID);
    prefetchProfileAbout(queryClient, PROFILE_ID);

    await expect.poll(() => fetchMock.mock.calls.length).toBe(9);
    expect(requested(fetchMock)).toEqual(
      Object.keys(profileAnswers())
        .filter((path) => !path.endsWith('/publications')) // the tab's own paged list
        .sort(),
    );
    await expect
      .poll(() => queryClient.getQueryData(['profiles', PROFILE_ID, 'details']))
      .toMatchObject({ profileId: PROFILE_ID });
  });

  it('asks nothing for an address that cannot be a profile', () => {
    const fetchMock = stubFetch({});
    const queryClient = createQueryClient();
    prefetchProfile(queryClient, 'not-a-uuid');
    prefetchProfileAbout(queryClient, undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
