import type { QueryClient } from '@tanstack/react-query';

import { getShortAchievementsQueryOptions } from '../../features/achievement/api/get-short-achievements';
import { getProfileFunctionsQueryOptions } from '../../features/gremium/api/get-profile-functions';
import { getProfileMembershipsQueryOptions } from '../../features/gremium/api/get-profile-memberships';
import { getShortPatentsQueryOptions } from '../../features/patent/api/get-short-patents';
import { getDegreesAndTitlesQueryOptions } from '../../features/profile/api/get-degrees-and-titles';
import { getPersonDetailsQueryOptions } from '../../features/profile/api/get-person-details';
import { getShortProjectsQueryOptions } from '../../features/project/api/get-short-projects';
import { getShortPublicationsQueryOptions } from '../../features/publication/api/get-short-publications';
import { getShortResearchWorksQueryOptions } from '../../features/research-work/api/get-short-research-works';
import { isUuid } from '../../lib/ids';

/**
 * Starts the public profile's reads as soon as the router matches its address, in parallel
 * with downloading the page's code (route loaders run beside `lazy`), instead of after it.
 * Nothing waits for them: the page's own queries pick up the answers from the cache.
 */
export function prefetchProfile(queryClient: QueryClient, profileId: string | undefined): void {
  if (!isUuid(profileId)) return;
  void queryClient.prefetchQuery(getPersonDetailsQueryOptions(profileId));
  void queryClient.prefetchQuery(getShortPublicationsQueryOptions(profileId));
  void queryClient.prefetchQuery(getShortAchievementsQueryOptions(profileId));
  void queryClient.prefetchQuery(getShortPatentsQueryOptions(profileId));
  void queryClient.prefetchQuery(getShortProjectsQueryOptions(profileId));
  void queryClient.prefetchQuery(getShortResearchWorksQueryOptions(profileId));
}

/** The main tab's own reads (degrees, memberships, functions), with the profile's. */
export function prefetchProfileAbout(queryClient: QueryClient, profileId: string | undefined) {
  if (!isUuid(profileId)) return;
  void queryClient.prefetchQuery(getDegreesAndTitlesQueryOptions(profileId));
  void queryClient.prefetchQuery(getProfileMembershipsQueryOptions(profileId));
  void queryClient.prefetchQuery(getProfileFunctionsQueryOptions(profileId));
}
