// Contracts of the messages to scientists (MEIN_OP, AGENT; accounts-and-platform §6) and of
// the recipients' notifications. Beside the spec's paths, in its style (decision 022).
import { z } from 'zod';
import { pageOf, UuidSchema } from './common.js';
import { oneLine } from '../text.js';

export const MESSAGE_KINDS = ['CALL', 'ELECTION'] as const;
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_BODY_MAX_LENGTH = 5000;
/** Most messages one author sends in an hour (429 RATE_LIMITED beyond). */
export const MESSAGES_PER_HOUR = 10;

/** Who receives a message: scientists of these fields or disciplines, optionally only experts. */
export const MessageAudienceSchema = z
  .object({
    fieldCodes: z.array(z.string().trim().min(1).max(16)).max(10).default([]),
    disciplineCodes: z.array(z.string().trim().min(1).max(16)).max(50).default([]),
    /** Only registered experts (a live registration). */
    expertsOnly: z.boolean().default(false),
  })
  .strict()
  .superRefine((audience, ctx) => {
    if (audience.fieldCodes.length === 0 && audience.disciplineCodes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['disciplineCodes'],
        message: 'choose at least one domain or discipline',
      });
    }
  });
export type MessageAudience = z.infer<typeof MessageAudienceSchema>;

export const MessageBodySchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS, { message: `must be one of ${MESSAGE_KINDS.join(', ')}` }),
    subject: oneLine(
      z
        .string({ message: 'must be text' })
        .trim()
        .min(1, 'is required')
        .max(
          MESSAGE_SUBJECT_MAX_LENGTH,
          `must be at most ${MESSAGE_SUBJECT_MAX_LENGTH} characters`,
        ),
    ),
    body: z
      .string({ message: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(MESSAGE_BODY_MAX_LENGTH, `must be at most ${MESSAGE_BODY_MAX_LENGTH} characters`),
    audience: MessageAudienceSchema,
  })
  .strict();
export type MessageBody = z.infer<typeof MessageBodySchema>;

export const MessagePreviewSchema = z.object({
  /** Scientists the message would reach now: with notificationsConsent, active, matching. */
  recipientCount: z.number().int(),
});
export type MessagePreview = z.infer<typeof MessagePreviewSchema>;

export const SentMessageSchema = z.object({
  messageId: UuidSchema,
  recipientCount: z.number().int(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;

export const NotificationSchema = z.object({
  messageId: UuidSchema,
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationPageSchema = pageOf(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
export const MessageIdParamsSchema = z.object({ messageId: UuidSchema });
