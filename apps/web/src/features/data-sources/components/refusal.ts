import { ApiError } from '../../../lib/api-client';
import { resolveHttpError } from '../../../lib/http-errors';

const KNOWN_REFUSALS = [
  'RUN_IN_PROGRESS',
  'SOURCE_NOT_CONFIGURED',
  'RUN_NOT_AWAITING',
  'RUN_FINISHED',
] as const;
type Refusal = (typeof KNOWN_REFUSALS)[number] | 'GENERIC';

/**
 * The words for a refused start, confirm or cancel, or null when the app's error table
 * (lib/http-errors.ts, accounts-and-platform §8) already tells the user: a status page or the
 * error dialog. A 409 names why (a run under way, a source without an address or a worker, a
 * run that no longer waits or has ended); anything else the table leaves to the screen is a generic refusal.
 */
export function refusalKey(error: unknown): `DATA_SOURCES.REFUSAL.${Refusal}` | null {
  if (error instanceof ApiError) {
    const action = resolveHttpError({ status: error.status, body: error.body, url: error.url });
    if (action.kind === 'navigate' || action.kind === 'error-dialog') return null;
    const known = (KNOWN_REFUSALS as readonly string[]).includes(error.code);
    return `DATA_SOURCES.REFUSAL.${known ? (error.code as Refusal) : 'GENERIC'}`;
  }
  return 'DATA_SOURCES.REFUSAL.GENERIC';
}
