import { ErrorEnvelopeSchema } from '@ln/contracts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input (the envelope lists each problem) or HIDDEN_PROFILE_ERROR',
  401: 'Not logged in, or the session is not valid',
  403: 'Not allowed',
  404: 'No such resource',
  409: 'Conflict',
};

/** Error responses for a route's schema: each status answers the one envelope. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      ErrorEnvelopeSchema.describe(DESCRIPTIONS[status] ?? 'Error'),
    ]),
  ) as Record<number, typeof ErrorEnvelopeSchema>;
}
