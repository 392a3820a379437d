import { Prisma, type Db, type Tx } from '@ln/db';
import type { MessageAudience, MessageBody } from '@ln/contracts';
import { livingProfile } from '@ln/visibility';

/**
 * Who a message reaches: active accounts with `notificationsConsent` (users-api's account,
 * read from the shared database as the auth plugin reads it) whose profile has one of the
 * fields or disciplines, optionally only registered experts.
 */
function audienceSql(audience: MessageAudience): Prisma.Sql {
  return Prisma.sql`
    FROM app_user u
    JOIN profile p ON p.user_id = u.id
   WHERE u.notifications_consent
     AND u.status = 'ACTIVE'
     AND ${livingProfile('p')}
     AND EXISTS (SELECT 1 FROM profile_discipline pd
                  WHERE pd.profile_id = p.id
                    AND (pd.discipline_code = ANY (${audience.disciplineCodes}::text[])
                         OR pd.field_code = ANY (${audience.fieldCodes}::text[])))
     AND (NOT ${audience.expertsOnly}::boolean
          OR EXISTS (SELECT 1 FROM expert_registration r
                      WHERE r.user_id = u.id AND r.ended_at IS NULL))`;
}

export function createMessageRepository(db: Db) {
  return {
    async countAudience(audience: MessageAudience, tx: Tx = db): Promise<number> {
      const rows = await tx.$queryRaw<Array<{ n: number }>>`
        SELECT count(DISTINCT u.id)::int AS n ${audienceSql(audience)}`;
      return rows[0]?.n ?? 0;
    },

    /** Messages the author sent since `since` (the hourly limit). */
    async sentSince(authorUserId: string, since: Date, tx: Tx = db): Promise<number> {
      return tx.message.count({ where: { authorUserId, createdAt: { gte: since } } });
    },

    /** Locks the author's row so two sends of one author are counted one after the other. */
    async lockAuthor(authorUserId: string, tx: Tx): Promise<void> {
      await tx.$queryRaw`SELECT 1 FROM app_user WHERE id = ${authorUserId}::uuid FOR UPDATE`;
    },

    /**
     * The message, one copy per recipient, and one e-mail per recipient with an address in
     * the mail outbox: all in the caller's transaction, so none exists without the others.
     */
    async create(
      authorUserId: string,
      body: MessageBody,
      mail: { subject: string; text: string },
      tx: Tx,
    ) {
      const message = await tx.message.create({
        data: {
          authorUserId,
          kind: body.kind,
          subject: body.subject,
          body: body.body,
          criteria: body.audience,
          recipientCount: 0,
        },
        select: { id: true, createdAt: true },
      });
      const recipients = await tx.$executeRaw`
        INSERT INTO message_recipient (message_id, user_id)
        SELECT DISTINCT ${message.id}::uuid, u.id ${audienceSql(body.audience)}`;
      await tx.$executeRaw`
        INSERT INTO mail_outbox (message_id, to_address, subject, text_body)
        SELECT mr.message_id, u.email, ${mail.subject}, ${mail.text}
          FROM message_recipient mr
          JOIN app_user u ON u.id = mr.user_id
         WHERE mr.message_id = ${message.id}::uuid AND u.email IS NOT NULL`;
      await tx.message.update({
        where: { id: message.id },
        data: { recipientCount: recipients },
        select: { id: true },
      });
      return { messageId: message.id, recipientCount: recipients, createdAt: message.createdAt };
    },

    async notifications(userId: string, limit: number, offset: number) {
      const [total, rows] = await Promise.all([
        db.messageRecipient.count({ where: { userId } }),
        db.messageRecipient.findMany({
          where: { userId },
          select: {
            readAt: true,
            message: {
              select: { id: true, kind: true, subject: true, body: true, createdAt: true },
            },
          },
          orderBy: [{ message: { createdAt: 'desc' } }, { messageId: 'asc' }],
          take: limit,
          skip: offset,
        }),
      ]);
      return { total, rows };
    },

    async unreadCount(userId: string): Promise<number> {
      return db.messageRecipient.count({ where: { userId, readAt: null } });
    },

    async markRead(userId: string, messageId: string) {
      await db.messageRecipient.updateMany({
        where: { userId, messageId, readAt: null },
        data: { readAt: new Date() },
      });
      return db.messageRecipient.findUnique({
        where: { messageId_userId: { messageId, userId } },
        select: {
          readAt: true,
          message: {
            select: { id: true, kind: true, subject: true, body: true, createdAt: true },
          },
        },
      });
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
