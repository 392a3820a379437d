import { z } from 'zod';
import type { ACCOUNT_ERROR_CODES, ERROR_CODES } from './constants.js';
import type { ANNOUNCEMENT_ERROR_CODES } from './profiles/announcement.js';
import type { CV_ERROR_CODES } from './profiles/cv.js';
import type { DATA_SOURCE_ERROR_CODES } from './profiles/data-sources.js';
import type { EXPERT_ERROR_CODES } from './profiles/expert.js';
import type { FUNCTION_IMPORT_ERROR_CODES } from './profiles/function-import.js';
import type { GREMIUM_ADMIN_ERROR_CODES } from './profiles/gremium-admin.js';
import type { ORCID_ERROR_CODES } from './profiles/orcid.js';
import type { OWNER_PUBLICATION_ERROR_CODES } from './profiles/owner-publication.js';
import type { PROFILE_EDIT_ERROR_CODES, RECORD_EDIT_ERROR_CODES } from './profiles/profile-edit.js';

export { ERROR_CODES } from './constants.js';

/** One validation problem (accounts-and-platform §3, §5): key, content, invalidValue. */
export const ValidationErrorItemSchema = z.object({
  key: z.string(),
  content: z.string(),
  invalidValue: z.unknown().optional(),
});
export type ValidationErrorItem = z.infer<typeof ValidationErrorItemSchema>;

/** The one error envelope every service answers with (docs/conventions.md, "Services"). */
export const ErrorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(ValidationErrorItemSchema).optional(),
  reqId: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

type CodesOf<T> = T[keyof T];

/**
 * Every `code` an error envelope of ours can carry: the specification's and the generic ones
 * (`ERROR_CODES`) and each area's own, declared beside its schemas. The services' `AppError`
 * takes only these, so a new code is added here (to its area's list) before it is thrown.
 */
export type ErrorCode =
  | CodesOf<typeof ERROR_CODES>
  | CodesOf<typeof ACCOUNT_ERROR_CODES>
  | CodesOf<typeof ANNOUNCEMENT_ERROR_CODES>
  | CodesOf<typeof CV_ERROR_CODES>
  | CodesOf<typeof DATA_SOURCE_ERROR_CODES>
  | CodesOf<typeof EXPERT_ERROR_CODES>
  | CodesOf<typeof FUNCTION_IMPORT_ERROR_CODES>
  | CodesOf<typeof GREMIUM_ADMIN_ERROR_CODES>
  | CodesOf<typeof OWNER_PUBLICATION_ERROR_CODES>
  | CodesOf<typeof ORCID_ERROR_CODES>
  | CodesOf<typeof PROFILE_EDIT_ERROR_CODES>
  | CodesOf<typeof RECORD_EDIT_ERROR_CODES>;
