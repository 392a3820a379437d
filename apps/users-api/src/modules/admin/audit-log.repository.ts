import type { AuditLogQuerySchema } from '@ln/contracts';
import type { Db, Prisma } from '@ln/db';
import type { z } from 'zod';

/**
 * The administrator's reading of the audit log, newest first. Entries are written by the one
 * audit writer of both services (@ln/lifecycle createAuditRepository), in the transaction of
 * the change they record.
 */
export function createAuditLogRepository(db: Db) {
  return {
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

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
