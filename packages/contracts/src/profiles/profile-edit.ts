// Contracts of the owner's profile edits (profiles-area §7 "Profile edits", accounts-and-platform
// §4, §5). The spec names the paths and fields; the limits below are ours, stated once here so
// the server's checks and the web app's counters use the same numbers.
import { z } from 'zod';
import { UuidSchema } from './common.js';
import { ContactVisibilitySchema } from './profile.js';

/** Longest biography, per language (the web counter shows what remains of it). */
export const ABOUT_ME_MAX_LENGTH = 3000;
/** Longest name part (first, second, surname). */
export const NAME_MAX_LENGTH = 100;
/** Most specialties a profile holds, and the longest label. */
export const SPECIALTIES_MAX = 20;
export const SPECIALTY_LABEL_MAX_LENGTH = 200;
/** Most "other" links, the longest link and portal name. */
export const OTHER_LINKS_MAX = 10;
export const LINK_MAX_LENGTH = 2048;
export const PORTAL_NAME_MAX_LENGTH = 100;
/** The photo: accepted types (by content), largest upload, largest decoded image. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo fits in this square (pixels), re-encoded as WebP. */
export const PHOTO_STORED_SIZE = 600;

/** Error codes of the edits (beside the spec's §8 codes). */
export const PROFILE_EDIT_ERROR_CODES = {
  /** The name of an employed person comes from the national registry. */
  REGISTRY_DATA_READ_ONLY: 'REGISTRY_DATA_READ_ONLY',
  /** A deceased person's profile, or one whose account was deleted. */
  PROFILE_LOCKED_ERROR: 'PROFILE_LOCKED_ERROR',
} as const;

/** Text shown as plain text: markup is refused, not stripped, so nothing is lost silently. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A trimmed plain text; '' becomes null. */
function plainText(max: number) {
  return z
    .string({ message: 'must be text' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(max, `must be at most ${max} characters`)
        .refine((value) => !MARKUP.test(value), 'must not contain markup (HTML tags)')
        .refine((value) => !CONTROL.test(value), 'must not contain control characters'),
    )
    .transform((value) => (value === '' ? null : value));
}

/** A one-line name part: letters of any script, spaces, hyphens, apostrophes and dots. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const namePart = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, { message: 'is required', abort: true })
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .regex(NAME, 'may hold only letters, spaces, hyphens, apostrophes and dots');

/**
 * `PUT v1.0/profile/personalData`: the name block (accounts-and-platform §3, §5). A person with
 * current employment has their names from the national registry and sends only `secondName`.
 */
export const PersonalDataBodySchema = z.object({
  name: namePart.optional(),
  surname: namePart.optional(),
  secondName: z
    .union([namePart, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((value) => value ?? null),
});
export type PersonalDataBody = z.infer<typeof PersonalDataBodySchema>;

/** `PUT v1.0/profile/aboutMe`: the biography in Polish and English, plain text. */
export const AboutMeBodySchema = z.object({
  aboutMe: plainText(ABOUT_ME_MAX_LENGTH).nullable().default(null),
  aboutMeEn: plainText(ABOUT_ME_MAX_LENGTH).nullable().default(null),
});
export type AboutMeBody = z.infer<typeof AboutMeBodySchema>;

/** A phone number: an optional +, then digits with spaces, hyphens or brackets; 7–15 digits. */
const PHONE = /^\+?[0-9][0-9 ()-]*[0-9]$/;
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** `PUT v1.0/profile/contact`: e-mail, phone and who may see each (accounts-and-platform §4). */
export const ContactBodySchema = z.object({
  email: z.preprocess(
    emptyToNull,
    z
      .string({ message: 'must be text' })
      .trim()
      .max(254, 'must be at most 254 characters')
      .pipe(z.email({ message: 'must be an e-mail address' }))
      .nullable()
      .default(null),
  ),
  phoneNumber: z.preprocess(
    emptyToNull,
    z
      .string({ message: 'must be text' })
      .trim()
      .max(32, 'must be at most 32 characters')
      .refine(isPhoneNumber, 'must be a phone number: digits, optionally +, spaces, hyphens')
      .nullable()
      .default(null),
  ),
  visibilityEmail: ContactVisibilitySchema.default('ADMINS_ONLY'),
  visibilityPhone: ContactVisibilitySchema.default('ADMINS_ONLY'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** Only web addresses: http(s) with a host; `javascript:`, `data:` and the rest are refused. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const link = z
  .string({ message: 'must be text' })
  .trim()
  .max(LINK_MAX_LENGTH, `must be at most ${LINK_MAX_LENGTH} characters`)
  .refine(isWebLink, 'must be a web address starting with http:// or https://');
const optionalLink = z.preprocess(emptyToNull, link.nullable().default(null));

/** `PUT v1.0/profile/myProfiles`: links to other portals (profiles-area §3 profile links). */
export const MyProfilesBodySchema = z.object({
  googleScholar: optionalLink,
  linkedIn: optionalLink,
  bwnp: optionalLink,
  researchGate: optionalLink,
  scopus: optionalLink,
  webOfScience: optionalLink,
  wikipedia: optionalLink,
  others: z
    .array(
      z
        .object({
          portalName: z.preprocess(
            emptyToNull,
            plainText(PORTAL_NAME_MAX_LENGTH).nullable().default(null),
          ),
          link: z.preprocess(emptyToNull, link.nullable().default(null)),
        })
        .superRefine((other, ctx) => {
          if (other.portalName !== null && other.link === null) {
            ctx.addIssue({
              code: 'custom',
              path: ['link'],
              message: 'is required when a portal name is given',
              input: other.link,
            });
          }
        }),
    )
    .default([])
    // accounts-and-platform §5: entries with neither link nor portal name are dropped.
    .transform((others) =>
      others.flatMap((o) => (o.link === null ? [] : [{ portalName: o.portalName, link: o.link }])),
    )
    .pipe(
      z
        .array(z.object({ portalName: z.string().nullable(), link: z.string() }))
        .max(OTHER_LINKS_MAX, `must hold at most ${OTHER_LINKS_MAX} links`),
    ),
});
export type MyProfilesBody = z.infer<typeof MyProfilesBodySchema>;

const specialtyLabel = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(SPECIALTY_LABEL_MAX_LENGTH, `must be at most ${SPECIALTY_LABEL_MAX_LENGTH} characters`)
  .refine((value) => !MARKUP.test(value), 'must not contain markup (HTML tags)');

/**
 * `POST v1.0/profile/{profileId}/editSpecialties`: the whole list, in order. The order is
 * renumbered from 1 by position (accounts-and-platform §5); `order` sent is ignored. Polish
 * and English names are both required. `termId` names a term of the specialty type-ahead;
 * without it the pair of names is looked up and, if new, added to the dictionary.
 */
export const EditSpecialtiesBodySchema = z.object({
  specialties: z
    .array(
      z.object({
        specialtyId: UuidSchema.nullish(),
        termId: UuidSchema.nullish(),
        labelPl: specialtyLabel,
        labelEn: specialtyLabel,
        order: z.number().int().optional(),
      }),
    )
    .max(SPECIALTIES_MAX, `must hold at most ${SPECIALTIES_MAX} specialties`),
});
export type EditSpecialtiesBody = z.infer<typeof EditSpecialtiesBodySchema>;

/** A photo upload answer beside the profile: what was stored. */
export const MainImageSchema = z.object({
  profileId: UuidSchema,
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** `DELETE v1.0/profile/deleteMainImage`: whether there was a photo to delete. */
export const DeletedMainImageSchema = z.object({ profileId: UuidSchema, deleted: z.boolean() });

/** Audit actions of the owner's edits (the audit log administrators read). */
export const PROFILE_EDIT_AUDIT_ACTIONS = {
  PERSONAL_DATA: 'PROFILE_PERSONAL_DATA_EDITED',
  ABOUT_ME: 'PROFILE_ABOUT_ME_EDITED',
  CONTACT: 'PROFILE_CONTACT_EDITED',
  LINKS: 'PROFILE_LINKS_EDITED',
  PHOTO_UPLOADED: 'PROFILE_PHOTO_UPLOADED',
  PHOTO_DELETED: 'PROFILE_PHOTO_DELETED',
  SPECIALTIES: 'PROFILE_SPECIALTIES_EDITED',
} as const;
