import { isUuid } from '@ln/contracts';
import type { QueryClient } from '@tanstack/react-query';

import { getProfileFunctionsQueryOptions } from '../../features/gremium/api/get-profile-functions';
import { getProfileMembershipsQueryOptions } from '../../features/gremium/api/get-profile-memberships';
import {
  COAUTHORS_ON_PROFILE,
  getCoauthorsQueryOptions,
} from '../../features/discovery/api/get-coauthors';
import { getSimilarResearchersQueryOptions } from '../../features/discovery/api/get-similar-researchers';
import { getPostsQueryOptions } from '../../features/news/api/get-posts';
import { getDegreesAndTitlesQueryOptions } from '../../features/profile/api/get-degrees-and-titles';
import { getNewestProfilesQueryOptions } from '../../features/profile/api/get-newest-profiles';
import { getPersonDetailsQueryOptions } from '../../features/profile/api/get-person-details';
import { getTabModulesInfoQueryOptions } from '../../features/profile/api/get-scientist-details-info';
import { yieldToBrowser } from '../../lib/yield-to-browser';

/**
 * Starts the reads in a task of their own (see yieldToBrowser), not in the router's start-up
 * task: sending a request costs a few milliseconds of script.
 */
async function prefetchInOwnTask(reads: ReadonlyArray<() => Promise<void>>): Promise<void> {
  await yieldToBrowser();
  await Promise.all(reads.map((read) => read()));
}

/**
 * The public profile's reads (the person and the tab menu's counts), started as soon as the
 * router matches the address, in parallel with downloading the page's code (route loaders
 * run beside `lazy`), not in the router's start-up task. The page's own queries pick up the
 * answers from the cache; prefetching never throws (an error is the query's state, which the
 * page shows).
 */
export async function prefetchProfile(queryClient: QueryClient, profileId: string | undefined) {
  if (!isUuid(profileId)) return;
  await prefetchInOwnTask([
    () => queryClient.prefetchQuery(getPersonDetailsQueryOptions(profileId)),
    () => queryClient.prefetchQuery(getTabModulesInfoQueryOptions(profileId)),
  ]);
}

/** The main tab's own reads (degrees, memberships, functions, co-authors, similar), with the profile's. */
export async function prefetchProfileAbout(
  queryClient: QueryClient,
  profileId: string | undefined,
) {
  if (!isUuid(profileId)) return;
  await prefetchInOwnTask([
    () => queryClient.prefetchQuery(getDegreesAndTitlesQueryOptions(profileId)),
    () => queryClient.prefetchQuery(getProfileMembershipsQueryOptions(profileId)),
    () => queryClient.prefetchQuery(getProfileFunctionsQueryOptions(profileId)),
    () => queryClient.prefetchQuery(getCoauthorsQueryOptions(profileId, COAUTHORS_ON_PROFILE)),
    () => queryClient.prefetchQuery(getSimilarResearchersQueryOptions(profileId)),
  ]);
}

/** How many news and new profiles the home page shows. */
export const HOME_NEWS_COUNT = 3;
export const HOME_NEW_PROFILES_COUNT = 6;

/** The home page's reads (news, new profiles), started with its code as the profile's are. */
export async function prefetchHome(queryClient: QueryClient) {
  await prefetchInOwnTask([
    () => queryClient.prefetchQuery(getPostsQueryOptions(HOME_NEWS_COUNT)),
    () => queryClient.prefetchQuery(getNewestProfilesQueryOptions(HOME_NEW_PROFILES_COUNT)),
  ]);
}
