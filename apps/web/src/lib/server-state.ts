import type { Locale } from '@ln/i18n';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { dehydrate, hydrate } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

import { ApiError } from './api-client';

/**
 * What a server-rendered page hands the browser (decision 024): the language it was rendered
 * in, the router's loader data and the query cache, so the browser hydrates the same tree
 * without asking the services again. It travels as a JSON data block
 * (`<script type="application/json">`), which the CSP allows because it never runs.
 */
export interface ServerState {
  locale: Locale;
  router: HydrationState;
  queries: DehydratedState;
}

export const SERVER_STATE_ELEMENT_ID = 'ln-server-state';

/** An API answer the page shows as such (a 4xx: not found, bad id), not a failure to retry. */
function isShownError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The answers the page was rendered from: successes, and the 4xx answers it shows. */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && isShownError(query.state.error)),
  });
}

/** The JSON text of `state`, safe inside a script element (no `</script>`, no `<!--`). */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Errors that came with the page: the page already shows them, a mount does not ask again. */
const renderedErrors = new WeakSet<object>();

/** For the query client's `retryOnMount`: false for an error the server rendered. */
export function isRenderedError(query: Query): boolean {
  const error = query.state.error;
  return error !== null && typeof error === 'object' && renderedErrors.has(error);
}

/**
 * Puts the server's answers into the browser's cache. Errors arrive as plain objects (JSON)
 * and become ApiErrors again, so the pages tell "not found" from a failure as they do after
 * their own call.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((query) => {
    const error = query.state.error as Partial<ApiError> | null;
    if (!error || typeof error.status !== 'number') return query;
    const revived = new ApiError({
      status: error.status,
      code: typeof error.code === 'string' ? error.code : `HTTP_${error.status}`,
      body: error.body,
      url: typeof error.url === 'string' ? error.url : '',
    });
    renderedErrors.add(revived);
    return { ...query, state: { ...query.state, error: revived } };
  });
  hydrate(queryClient, { ...state, queries });
}
