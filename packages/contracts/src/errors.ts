import { z } from 'zod';

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

/** Error codes named by the specification, plus the generic ones of the envelope. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  PUBLICATION_NOT_FOUND: 'PUBLICATION_NOT_FOUND',
  ACHIEVEMENT_NOT_FOUND: 'ACHIEVEMENT_NOT_FOUND',
  PATENT_NOT_FOUND: 'PATENT_NOT_FOUND',
  PROJECT_NOT_FOUND: 'PROJECT_NOT_FOUND',
  RESEARCH_WORK_NOT_FOUND: 'RESEARCH_WORK_NOT_FOUND',
  GREMIUM_NOT_FOUND: 'GREMIUM_NOT_FOUND',
  /** profiles-area §8: any public call about a hidden profile (HTTP 400). */
  HIDDEN_PROFILE_ERROR: 'HIDDEN_PROFILE_ERROR',
  CONSENT_REQUIRED_ERROR: 'CONSENT_REQUIRED_ERROR',
  CONSENT_CHANGE_REQUIRED_ERROR: 'CONSENT_CHANGE_REQUIRED_ERROR',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  CLOSED_USER_ERROR: 'CLOSED_USER_ERROR',
  NATIONAL_NODE_ERROR: 'NATIONAL_NODE_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
