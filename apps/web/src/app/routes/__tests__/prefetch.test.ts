import { describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { PROFILE_ID, profileAnswers } from '../../../testing/profiles-api-fixtures';
import {
  HOME_NEW_PROFILES_COUNT,
  HOME_NEWS_COUNT,
  prefetchHome,
  prefetchProfile,
  prefetchProfileAbout,
} from '../prefetch';
import { createSearchLoader } from '../search/search';

const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]).sort();

describe('prefetching the public profile (route loaders)', () => {
  it('starts the profile and its tab counts, then the main tab, into the page’s own cache keys', async () => {
    const fetchMock = stubFetch(profileAnswers());
    const queryClient = createQueryClient();

    void prefetchProfile(queryClient, PROFILE_ID);
    void prefetchProfileAbout(queryClient, PROFILE_ID);

    await expect.poll(() => fetchMock.mock.calls.length).toBe(7);
    // The tab menu needs only the modules' counts (one request); the tabs' own lists wait
    // until a tab is opened.
    expect(requested(fetchMock)).toEqual(
      [
        'v1.3/public/profile/ID/detailsPerson',
        'v1.1/public/profile/ID/scientistDetailsInfo',
        'v1.0/public/profile/ID/degreesAndTitles',
        'v1.1/public/ID/memberships',
        'v1.1/public/ID/functions',
        'v1.0/public/profile/ID/coauthors',
        'v1.0/public/profile/ID/similar',
      ]
        .map((path) => `/api/profiles-api/${path.replace('ID', PROFILE_ID)}`)
        .sort(),
    );
    expect(
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/scientistDetailsInfo'))?.[1],
    ).toMatchObject({ method: 'POST' });
    await expect
      .poll(() => queryClient.getQueryData(['profiles', PROFILE_ID, 'details']))
      .toMatchObject({ profileId: PROFILE_ID });
  });

  it('starts the home page’s news and new profiles into the page’s own cache keys', async () => {
    const fetchMock = stubFetch({
      '/api/profiles-api/v1.0/public/posts': () => jsonResponse([]),
      '/api/profiles-api/v1.0/public/profile/newest': () => jsonResponse({ items: [] }),
    });
    const queryClient = createQueryClient();
    await prefetchHome(queryClient);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      `/api/profiles-api/v1.0/public/posts?limit=${HOME_NEWS_COUNT}`,
      `/api/profiles-api/v1.0/public/profile/newest?limit=${HOME_NEW_PROFILES_COUNT}`,
    ]);
    expect(queryClient.getQueryData(['news', 'posts', HOME_NEWS_COUNT])).toEqual([]);
    expect(queryClient.getQueryData(['profiles', 'newest', HOME_NEW_PROFILES_COUNT])).toEqual([]);
  });

  it('starts the search of the address’s filter from the search route’s loader', async () => {
    // The search itself stays pending (unanswered); the loader waits for the searchable
    // menu only (accounts-and-platform §2: /profiles resolves it first).
    const fetchMock = stubFetch({
      '/api/profiles-api/v1.0/public/profile/searchableMenu': () => jsonResponse([]),
    });
    const queryClient = createQueryClient();
    const loader = createSearchLoader(() => queryClient);
    const request = new Request('http://localhost/profiles?domains=DZ0106N&fullQuery=nowak');
    await expect(loader({ request })).resolves.toBeNull();
    const urls = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    expect(urls.map((u) => u.pathname).sort()).toEqual([
      '/api/profiles-api/v1.0/public/profile/searchableMenu',
      '/api/profiles-api/v1.1/public/profile/scientistSearchData',
    ]);
    const url = urls.find((u) => u.pathname.endsWith('/scientistSearchData'))!;
    expect(url.searchParams.get('domains')).toBe('DZ0106N');
    expect(url.searchParams.get('fullQuery')).toBe('nowak');
  });

  it('asks nothing for an address that cannot be a profile', async () => {
    const fetchMock = stubFetch({});
    const queryClient = createQueryClient();
    await prefetchProfile(queryClient, 'not-a-uuid');
    await prefetchProfileAbout(queryClient, undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
