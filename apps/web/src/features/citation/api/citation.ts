import type { CitationFormat } from '@ln/contracts';
import { useQuery } from '@tanstack/react-query';

import { API_BASE_PATHS } from '../../../lib/api-client';
import { readStoredLocale } from '../../../lib/i18n';

const enc = encodeURIComponent;

/** What is exported: a whole profile's public publications or one of them. */
export type CitationTarget = { profileId: string; publicationId?: string | undefined };

/** The public export endpoint of a target in a format (a download link or a text to show). */
export function citationUrl(target: CitationTarget, format: CitationFormat): string {
  const base = API_BASE_PATHS['profiles-api'];
  const path = target.publicationId
    ? `/v1.0/public/profile/${enc(target.profileId)}/publication/${enc(target.publicationId)}/export`
    : `/v1.0/public/publications/${enc(target.profileId)}/export`;
  return `${base}${path}?format=${format}`;
}

/** A formatted reference (APA, PN-ISO 690) as text, in the page's language. */
async function getCitationText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, {
    headers: { Accept: 'text/plain', 'Accept-Language': readStoredLocale() },
    signal,
  });
  if (!response.ok) throw new Error(`citation export failed: ${response.status}`);
  return response.text();
}

export function useCitationText(target: CitationTarget, format: 'apa' | 'pn-iso-690') {
  const url = citationUrl(target, format);
  return useQuery({
    queryKey: ['profiles', target.profileId, 'citation', target.publicationId ?? null, format],
    queryFn: ({ signal }) => getCitationText(url, signal),
  });
}
