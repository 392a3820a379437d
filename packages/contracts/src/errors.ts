import { z } from 'zod';
import type { ERROR_CODES } from './constants.js';

export { ERROR_CODES } from './constants.js';

/** One validation problem (accounts-and-platform §3, §5): key, content, invalidValue. */
export const ValidationErrorItemSchema = z.object({
  key: z.string(),
  content: z.string(),
  invalidValue: z.unknown().optional(),
});
export type ValidationErrorItem = z.infer<typeof ValidationErrorItemSchema>;

/** The one error envelope every service answers with (HOUSE-STYLE "Services"). */
export const ErrorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(ValidationErrorItemSchema).optional(),
  reqId: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
