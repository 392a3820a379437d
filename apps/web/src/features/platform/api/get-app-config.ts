import type { AppConfig } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Feature flags of accounts-and-platform §9 and the `features` group that holds each. */
export const FEATURE_FLAGS = {
  'CV-GENERATOR': 'profiles',
  JSDE_MODULE: 'jsde',
} as const satisfies Record<string, keyof AppConfig['features']>;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

/** `GET profiles-api public/config`: environment and feature flags. */
export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // A failed config call must not send the visitor to an error page: flags then read as off.
  return api.get<AppConfig>('profiles-api', '/public/config', {
    signal,
    redirectOnError: false,
  });
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: ['platform', 'config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: 10 * 60_000,
  });
}

export function isFeatureOn(config: AppConfig | undefined, flag: FeatureFlag): boolean {
  return config?.features[FEATURE_FLAGS[flag]][flag] === true;
}

/** `undefined` while the config loads; then whether `flag` is on (off when the call failed). */
export function useFeatureFlag(flag: FeatureFlag): boolean | undefined {
  const { data, isPending } = useQuery(getAppConfigQueryOptions());
  if (isPending) return undefined;
  return isFeatureOn(data, flag);
}
