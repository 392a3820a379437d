import type { AuditLogQuerySchema } from '@ln/contracts';
import type { Db, Prisma } from '@ln/db';
import type { z } from 'zod';

export interface AuditEntryInput {
  actorUserId: string;
  action: string;
  targetType: 'USER' | 'PROFILE';
  targetId: string;
  reason?: string | undefined;
  details?: Record<string, unknown>;
  reqId?: string;
}

/**
 * The audit log of administrative actions (who, what, target, when, why). The actor id is
 * also kept in `details`, so it survives the deletion of the actor's own account (the
 * column is then set to null by its foreign key).
 */
export function createAuditRepository(db: Db) {
  return {
    async write(tx: Prisma.TransactionClient, entry: AuditEntryInput): Promise<void> {
      await tx.auditLog.create({
        data: {
          actorUserId: entry.actorUserId,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          reqId: entry.reqId ?? null,
          details: {
            ...entry.details,
            actorId: entry.actorUserId,
            reason: entry.reason ?? null,
          } as Prisma.InputJsonObject,
        },
      });
    },

    async page(query: z.infer<typeof AuditLogQuerySchema>) {
      const where: Prisma.AuditLogWhereInput = {
        ...(query.targetId ? { targetId: query.targetId } : {}),
        ...(query.actorUserId ? { actorUserId: query.actorUserId } : {}),
        ...(query.action ? { action: query.action } : {}),
      };
      const [total, rows] = await db.$transaction([
        db.auditLog.count({ where }),
        db.auditLog.findMany({
          where,
          orderBy: [{ at: 'desc' }, { id: 'desc' }],
          skip: query.page * query.size,
          take: query.size,
        }),
      ]);
      return { total, rows };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
