import type { Db, Prisma, Tx } from '@ln/db';
import type { Actor } from '@ln/server';

export interface AuditEntry {
  actor: Actor;
  action: string;
  targetType: 'USER' | 'PROFILE' | 'PUBLICATION';
  targetId: string;
  reason?: string | undefined;
  details?: Record<string, unknown>;
}

/**
 * The one audit writer of both services (who, what, target, when, why). The actor id is
 * also kept in `details`, so it survives the deletion of the actor's own account (the
 * column is then set to null by its foreign key). Pass the write's own transaction: the
 * entry commits with the change it records, or neither does.
 */
export function createAuditRepository(db: Db) {
  return {
    async write(entry: AuditEntry, tx: Tx = db): Promise<void> {
      await tx.auditLog.create({
        data: {
          actorUserId: entry.actor.userId,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          reqId: entry.actor.reqId,
          details: {
            ...entry.details,
            actorId: entry.actor.userId,
            reason: entry.reason ?? null,
          } as Prisma.InputJsonObject,
        },
      });
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
