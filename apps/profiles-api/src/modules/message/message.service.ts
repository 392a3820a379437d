import {
  ERROR_CODES,
  MESSAGES_PER_HOUR,
  toPage,
  type MessageAudience,
  type MessageBody,
  type PageQuery,
} from '@ln/contracts';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { AppError, NotFoundError, type Actor } from '@ln/server';
import type { MessageRepository } from './message.repository.js';

type NotificationRow = NonNullable<Awaited<ReturnType<MessageRepository['markRead']>>>;

const notification = (row: NotificationRow) => ({
  messageId: row.message.id,
  kind: row.message.kind,
  subject: row.message.subject,
  body: row.message.body,
  sentAt: row.message.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

/** The e-mail of a message: its text and why the recipient gets it. */
export function mailOf(body: MessageBody): { subject: string; text: string } {
  return {
    subject: `[Ludzie Nauki] ${body.subject}`,
    text: `${body.body}\n\n--\nOtrzymujesz tę wiadomość, ponieważ wyrażono zgodę na powiadomienia w portalu Ludzie Nauki. Zgodę można wycofać w ustawieniach konta.\nYou receive this message because you consented to notifications on the Ludzie Nauki portal; you can withdraw it in your account settings.`,
  };
}

/**
 * Messages of MEIN_OP and AGENT to scientists (only those with notificationsConsent), and the
 * recipients' notifications. Sending is one transaction: the message, its copies, its e-mails
 * in the outbox (drained by the mail worker) and the audit entry; at most MESSAGES_PER_HOUR
 * per author.
 */
export function createMessageService(deps: {
  repo: MessageRepository;
  audit: AuditRepository;
  tx: TxRunner;
  /** Wakes the mail worker after a send (it polls as well). */
  onQueued?: () => void;
}) {
  const { repo } = deps;
  return {
    async preview(audience: MessageAudience) {
      return { recipientCount: await repo.countAudience(audience) };
    },

    async send(actor: Actor, body: MessageBody) {
      const sent = await deps.tx(async (tx) => {
        await repo.lockAuthor(actor.userId, tx);
        const recent = await repo.sentSince(actor.userId, new Date(Date.now() - 3_600_000), tx);
        if (recent >= MESSAGES_PER_HOUR) {
          throw new AppError(
            429,
            ERROR_CODES.RATE_LIMITED,
            `At most ${MESSAGES_PER_HOUR} messages an hour can be sent; try again later.`,
          );
        }
        const created = await repo.create(actor.userId, body, mailOf(body), tx);
        await deps.audit.write(
          {
            actor,
            action: 'MESSAGE_SENT',
            targetType: 'USER',
            targetId: actor.userId,
            details: {
              messageId: created.messageId,
              kind: body.kind,
              audience: body.audience,
              recipientCount: created.recipientCount,
            },
          },
          tx,
        );
        return created;
      });
      deps.onQueued?.();
      return { ...sent, createdAt: sent.createdAt.toISOString() };
    },

    async notifications(userId: string, query: PageQuery) {
      const { total, rows } = await repo.notifications(userId, query.size, query.page * query.size);
      return toPage(rows.map(notification), total, query);
    },

    async unreadCount(userId: string) {
      return { unread: await repo.unreadCount(userId) };
    },

    async markRead(userId: string, messageId: string) {
      const row = await repo.markRead(userId, messageId);
      if (!row) throw new NotFoundError('No such notification.');
      return notification(row);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
