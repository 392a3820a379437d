import { ApiError } from '../../../lib/api-client';

const KNOWN_REFUSALS = [
  'RUN_IN_PROGRESS',
  'SOURCE_NOT_CONFIGURED',
  'RUN_NOT_AWAITING',
  'RUN_FINISHED',
] as const;
type Refusal = (typeof KNOWN_REFUSALS)[number] | 'GENERIC';

/**
 * The words for a refused start, confirm or cancel: a 409, the one status these writes show
 * themselves (`handles: [409]` in their api files), names why (a run under way, a source
 * without an address or a worker, a run that no longer waits or has ended). Anything else is
 * told the app's way (lib/http-errors.ts, accounts-and-platform §8: a status page or the
 * unexpected-error dialog), so the card says nothing of it: null.
 */
export function refusalKey(error: unknown): `DATA_SOURCES.REFUSAL.${Refusal}` | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const known = (KNOWN_REFUSALS as readonly string[]).includes(error.code);
  return `DATA_SOURCES.REFUSAL.${known ? (error.code as Refusal) : 'GENERIC'}`;
}
