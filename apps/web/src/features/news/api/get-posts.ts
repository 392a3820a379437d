import type { Post, Posts } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET profiles-api v1.0/public/posts?limit=`: the news feed, newest first. */
export function getPosts(limit: number, signal?: AbortSignal): Promise<Post[]> {
  // The news block fails on its own (it shows a message) rather than leaving the home page.
  return api.get<Posts>('profiles-api', `/v1.0/public/posts?limit=${limit}`, {
    signal,
    redirectOnError: false,
  });
}

export function getPostsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['news', 'posts', limit],
    queryFn: ({ signal }) => getPosts(limit, signal),
  });
}

export function usePosts(limit: number) {
  return useQuery(getPostsQueryOptions(limit));
}
