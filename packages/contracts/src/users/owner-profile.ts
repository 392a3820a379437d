// Contracts of the profile owner's calls in profiles-api (accounts-and-platform §7,
// profiles-area §7) and the administrator's profile actions.
import { z } from 'zod';
import { UuidSchema } from '../profiles/common.js';

/**
 * `GET v1.0/profile/profileId` and `GET v1.0/profile/{userId}/profileId`: the account's
 * profile id, null when it has none ("empty if none").
 */
export const OwnProfileIdSchema = z.object({ profileId: UuidSchema.nullable() });
export type OwnProfileId = z.infer<typeof OwnProfileIdSchema>;

/** `PUT v1.0/profile/updateOrcid`: the profile's ORCID iD after the refresh. */
export const UpdatedOrcidSchema = z.object({
  profileId: UuidSchema,
  orcid: z.string(),
  orcidUrl: z.string(),
});
export type UpdatedOrcid = z.infer<typeof UpdatedOrcidSchema>;

/** The answer of `postmortem` and `makeInvisible`. */
export const ProfileActionResultSchema = z.object({
  profileId: UuidSchema,
  dead: z.boolean(),
  isProfileVisible: z.boolean(),
  /** The account linked to the profile (closed by `postmortem`), if any. */
  userId: UuidSchema.nullable(),
});
export type ProfileActionResult = z.infer<typeof ProfileActionResultSchema>;
