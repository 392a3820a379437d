// Announcements of calls for proposals and election notices (accounts-and-platform §6:
// MEIN_OP "announces calls, administers elections"; docs/announcements.md). The spec gives no
// screens or payloads: designed beside it, in its style.
import { z } from 'zod';
import { MESSAGE_KINDS } from './message.js';
import { PageQuerySchema, UuidSchema, isoDate } from './common.js';
import { oneLine } from '../text.js';

export const ANNOUNCEMENT_ERROR_CODES = {
  ANNOUNCEMENT_NOT_FOUND: 'ANNOUNCEMENT_NOT_FOUND',
  /** A result for a call, or for a withdrawn notice. */
  NOT_AN_OPEN_ELECTION: 'NOT_AN_OPEN_ELECTION',
  RESULT_ALREADY_RECORDED: 'RESULT_ALREADY_RECORDED',
  GREMIUM_NOT_FOUND: 'GREMIUM_NOT_FOUND',
} as const;

export const ANNOUNCEMENT_KINDS = MESSAGE_KINDS;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 300;
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 20_000;

const title = oneLine(
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(
      ANNOUNCEMENT_TITLE_MAX_LENGTH,
      `must be at most ${ANNOUNCEMENT_TITLE_MAX_LENGTH} characters`,
    ),
);
const body = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(ANNOUNCEMENT_BODY_MAX_LENGTH, `must be at most ${ANNOUNCEMENT_BODY_MAX_LENGTH} characters`);

/** `POST v1.0/announcements`, `PUT v1.0/announcements/{announcementId}` (MEIN_OP). */
export const AnnouncementWriteSchema = z
  .object({
    kind: z.enum(ANNOUNCEMENT_KINDS, {
      message: `must be one of ${ANNOUNCEMENT_KINDS.join(', ')}`,
    }),
    titlePl: title,
    titleEn: title,
    bodyPl: body,
    bodyEn: body,
    opensOn: isoDate,
    closesOn: isoDate.nullable().default(null),
    /** The disciplines a call concerns (DS… codes of the 2022 classification). */
    disciplineCodes: z
      .array(z.string().regex(/^DS\d{6}N$/, 'must be a discipline code (DS…N)'))
      .max(50, 'must be at most 50')
      .default([]),
    /** The body (gremium) an election fills: required for ELECTION. */
    gremiumId: UuidSchema.nullable().default(null),
    /**
     * On creation: also message the scientists of the disciplines (the existing messages:
     * those with notificationsConsent get a notification and an e-mail).
     */
    notify: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind === 'ELECTION' && !value.gremiumId) {
      ctx.addIssue({ code: 'custom', path: ['gremiumId'], message: 'is required for an election' });
    }
    if (value.closesOn && value.closesOn < value.opensOn) {
      ctx.addIssue({ code: 'custom', path: ['closesOn'], message: 'must not be before opensOn' });
    }
    if (value.notify && value.disciplineCodes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['disciplineCodes'],
        message: 'name at least one discipline to notify its scientists',
      });
    }
  });
export type AnnouncementWrite = z.infer<typeof AnnouncementWriteSchema>;

export const AnnouncementIdParamsSchema = z.object({ announcementId: UuidSchema }).strict();

export const AnnouncementSchema = z.object({
  announcementId: UuidSchema,
  kind: z.enum(ANNOUNCEMENT_KINDS),
  titlePl: z.string(),
  titleEn: z.string(),
  bodyPl: z.string(),
  bodyEn: z.string(),
  opensOn: z.string(),
  closesOn: z.string().nullable(),
  disciplineCodes: z.array(z.string()),
  gremium: z.object({ gremiumId: UuidSchema, name: z.string() }).nullable(),
  status: z.enum(['PUBLISHED', 'WITHDRAWN']),
  /** When an election's result was recorded, or null. */
  resultAt: z.string().nullable(),
  createDate: z.string(),
  lastUpdateDate: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** The answer of a creation: with the message sent to the disciplines' scientists, if any. */
export const AnnouncementCreatedSchema = AnnouncementSchema.extend({
  messageId: UuidSchema.nullable(),
});

/** `GET v1.0/public/announcements`: published ones, newest opening first. */
export const AnnouncementListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(ANNOUNCEMENT_KINDS).optional(),
}).strict();
export type AnnouncementListQuery = z.infer<typeof AnnouncementListQuerySchema>;

export const AnnouncementPageSchema = z.object({
  content: z.array(AnnouncementSchema),
  total: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

/** `POST v1.0/announcements/{announcementId}/result`: the elected become the body's members. */
export const ElectionResultSchema = z
  .object({
    elected: z
      .array(
        z
          .object({
            profileId: UuidSchema,
            memberKind: z.string().trim().min(1).max(32).default('MEMBER'),
          })
          .strict(),
      )
      .min(1, 'name at least one elected person')
      .max(200, 'must be at most 200')
      .refine(
        (list) => new Set(list.map((e) => e.profileId)).size === list.length,
        'must not repeat a person',
      ),
    /** The first day of the elected's term (default: the day the result is recorded). */
    termFrom: isoDate.optional(),
  })
  .strict();
export type ElectionResult = z.infer<typeof ElectionResultSchema>;

export const ElectionResultAnswerSchema = z.object({
  announcementId: UuidSchema,
  gremiumId: UuidSchema,
  /** Memberships added (people already members are left as they are). */
  added: z.number().int(),
  resultAt: z.string(),
});
export type ElectionResultAnswer = z.infer<typeof ElectionResultAnswerSchema>;
