import type { CvForChoose, CvForChooseQuery } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/publications/forChoose`: the owner's publications by words, type, year. */
export function getPublicationsForChoose(
  cvId: string,
  query: CvForChooseQuery,
  signal?: AbortSignal,
): Promise<CvForChoose> {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', query.filter);
  if (query.type) params.set('type', query.type);
  if (query.year) params.set('year', String(query.year));
  const search = params.size ? `?${params.toString()}` : '';
  return api.get<CvForChoose>('profiles-api', `${cvPath(cvId)}/publications/forChoose${search}`, {
    signal,
  });
}

export function getPublicationsForChooseQueryOptions(cvId: string, query: CvForChooseQuery) {
  return queryOptions({
    queryKey: [...cvKeys.part(cvId, 'forChoose'), query],
    queryFn: ({ signal }) => getPublicationsForChoose(cvId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePublicationsForChoose(cvId: string, query: CvForChooseQuery) {
  return useQuery(getPublicationsForChooseQueryOptions(cvId, query));
}
