import type { QueryClient } from '@tanstack/react-query';

import { getProfileFunctionsQueryOptions } from '../../features/gremium/api/get-profile-functions';
import { getProfileMembershipsQueryOptions } from '../../features/gremium/api/get-profile-memberships';
import { getDegreesAndTitlesQueryOptions } from '../../features/profile/api/get-degrees-and-titles';
import { getPersonDetailsQueryOptions } from '../../features/profile/api/get-person-details';
import { getTabModulesInfoQueryOptions } from '../../features/profile/api/get-scientist-details-info';
import { isUuid } from '../../lib/ids';
import { yieldToBrowser } from '../../lib/yield-to-browser';

/**
 * The public profile's reads (the person and the tab menu's counts), started as soon as the
 * router matches the address, in parallel with downloading the page's code (route loaders
 * run beside `lazy`). The page's own queries pick up the answers from the cache; prefetching
 * never throws (an error is the query's state, which the page shows).
 */
export async function prefetchProfile(queryClient: QueryClient, profileId: string | undefined) {
  if (!isUuid(profileId)) return;
  // In a task of its own, not in the router's start-up task (see yieldToBrowser).
  await yieldToBrowser();
  await Promise.all([
    queryClient.prefetchQuery(getPersonDetailsQueryOptions(profileId)),
    queryClient.prefetchQuery(getTabModulesInfoQueryOptions(profileId)),
  ]);
}

/** The main tab's own reads (degrees, memberships, functions), with the profile's. */
export async function prefetchProfileAbout(
  queryClient: QueryClient,
  profileId: string | undefined,
) {
  if (!isUuid(profileId)) return;
  await yieldToBrowser();
  await Promise.all([
    queryClient.prefetchQuery(getDegreesAndTitlesQueryOptions(profileId)),
    queryClient.prefetchQuery(getProfileMembershipsQueryOptions(profileId)),
    queryClient.prefetchQuery(getProfileFunctionsQueryOptions(profileId)),
  ]);
}
