import type { Db, Prisma, Tx } from '@ln/db';
import type { Actor } from '@ln/server';

/** What an audit entry is about; `targetId` is that record's id. */
export type AuditTargetType =
  | 'USER'
  | 'PROFILE'
  | 'PUBLICATION'
  | 'GREMIUM'
  | 'FUNCTION_IMPORT'
  | 'REGISTRY_SYNC_RUN'
  | 'ANNOUNCEMENT';

export interface AuditEntry {
  /**
   * Who acts and for which request (any `Actor` fits). `userId` null: the system itself (a
   * scheduled registry sync), recorded with the job's id as `reqId`.
   */
  actor: { userId: Actor['userId'] | null; reqId: Actor['reqId'] };
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  reason?: string | undefined;
  details?: Record<string, unknown>;
}

/**
 * The one audit writer of both services (who, what, target, when, why), for every kind of
 * entry: the lifecycle's, the administrators', the owners' edits, the bodies, the function
 * import. No other code writes `audit_log`. The actor id is
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
