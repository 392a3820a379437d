import { ERROR_CODES } from '@ln/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from './spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useHttpStatus, useServerRedirect } from '../../lib/page-head';

/** A hidden profile answers 400 HIDDEN_PROFILE_ERROR to every public call (profiles-area §8). */
export function isHiddenProfileError(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.HIDDEN_PROFILE_ERROR;
}

/** Unknown ids: 404, or a 400 from the id's validation (not a UUID). */
export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.status === 400 && error.code === ERROR_CODES.VALIDATION_ERROR))
  );
}

/** A failed load with a retry button; the message (what failed to load) is announced. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>{message ?? t('PROFILE.LOAD_ERROR')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('PROFILE.RETRY')}
      </button>
    </div>
  );
}

/** An item that does not exist (or is not public) inside a page that does. */
export function ItemNotFound() {
  const { t } = useTranslation();
  useHttpStatus(404);
  return <p className="empty-state">{t('PROFILE.ITEM_NOT_FOUND')}</p>;
}

/**
 * Renders a query's data, a spinner while it loads, nothing for a hidden profile (the API
 * client redirects), "not found" for an unknown id, or the error with a retry.
 */
export function QueryState<T>({
  query,
  children,
  notFound,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  notFound?: ReactNode;
}) {
  // The server answers a hidden profile's pages with the redirect the browser would follow.
  useServerRedirect(
    query.isError && isHiddenProfileError(query.error)
      ? paths.status.hiddenProfile.getHref()
      : null,
  );
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    // The API client's §8 table (lib/http-errors.ts) already sends the visitor to
    // /hidden-profile; until it has, show nothing of the profile.
    if (isHiddenProfileError(query.error)) return null;
    if (isNotFoundError(query.error)) return <>{notFound ?? <ItemNotFound />}</>;
    return <LoadError onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
