import type { DefaultOptions } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';
import { isRenderedError } from './server-state';

export const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // A 4xx will not change on retry; network errors and 5xx get one more try.
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
    // A "not found" the server rendered stays as the page shows it (no refetch on hydration).
    retryOnMount: (query) => !isRenderedError(query),
  },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({ defaultOptions });
}
