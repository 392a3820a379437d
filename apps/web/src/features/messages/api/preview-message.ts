import type { MessageAudience, MessagePreview } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `POST v1.0/message/preview` (MEIN_OP, AGENT): how many scientists the audience reaches now. */
export function previewMessage(
  audience: MessageAudience,
  signal?: AbortSignal,
): Promise<MessagePreview> {
  return api.post<MessagePreview>('profiles-api', '/v1.0/message/preview', {
    body: audience,
    signal,
  });
}

export function getMessagePreviewQueryOptions(audience: MessageAudience | null) {
  return queryOptions({
    queryKey: ['messages', 'preview', audience],
    queryFn: ({ signal }) => previewMessage(audience!, signal),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
    // The count changes as scientists give or withdraw their consent: never older than a minute.
    staleTime: 60_000,
  });
}

export function useMessagePreview(audience: MessageAudience | null) {
  return useQuery(getMessagePreviewQueryOptions(audience));
}
