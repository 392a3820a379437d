import {
  ACCOUNT_ERROR_CODES,
  AUDIT_ACTIONS,
  type AdminUserDetails,
  type AuditLogQuerySchema,
  type RoleName,
  toPage,
  type UserListQuery,
} from '@ln/contracts';
import type { TxRunner } from '@ln/db';
import type { AuditRepository, ProfileLifecycleService } from '@ln/lifecycle';
import { ConflictError, NotFoundError, type Actor } from '@ln/server';
import type { z } from 'zod';
import type { AccountLifecycleRepository } from './account-lifecycle.repository.js';
import type { AdminRepository, AdminUserRow } from './admin.repository.js';
import type { AuditLogRepository } from './audit-log.repository.js';

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('No account with this id.', ACCOUNT_ERROR_CODES.USER_NOT_FOUND);
  }
}

export class LastAdminError extends ConflictError {
  constructor() {
    super(
      'This would leave the portal without an active administrator.',
      ACCOUNT_ERROR_CODES.LAST_ADMIN_ERROR,
    );
  }
}

const visibleRoles = (roles: Array<{ role: RoleName }>) =>
  roles.filter((r) => r.role !== 'BASIC').map((r) => r.role);

export function toAdminUserDetails(
  row: AdminUserRow,
  currentTerms: number | null,
): AdminUserDetails {
  return {
    userId: row.id,
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    login: row.login,
    orcid: row.orcid,
    accountStatus: row.status,
    scientistProfile: row.profile
      ? {
          profileId: row.profile.id,
          name: row.profile.firstName,
          surname: row.profile.surname,
          dead: row.profile.dead,
        }
      : null,
    // accounts-and-platform §3: BASIC is hidden in the view.
    roles: row.roles
      .filter((r) => r.role !== 'BASIC')
      .map((r) => ({ roleId: r.id, userRole: r.role })),
    createDate: row.createdAt.toISOString(),
    lastUpdateDate: row.updatedAt.toISOString(),
    isProfileVisible: row.profile ? !row.profile.hidden : false,
    isProfileExists: row.profile !== null,
    termsAccepted:
      currentTerms === null || (row.termsVersion !== null && row.termsVersion >= currentTerms),
    notificationsConsent: row.notificationsConsent,
  };
}

/**
 * The administrator's account management (accounts-and-platform §4, §6): roles, block and
 * unblock, hide and show a profile, delete an account. Every write is one transaction that
 * also writes its audit entry.
 */
export function createAdminService(deps: {
  repo: AdminRepository;
  accounts: AccountLifecycleRepository;
  auditLog: AuditLogRepository;
  audit: AuditRepository;
  profiles: ProfileLifecycleService;
  tx: TxRunner;
}) {
  const { repo, accounts, auditLog, audit, profiles } = deps;

  async function details(userId: string): Promise<AdminUserDetails> {
    const [row, terms] = await Promise.all([repo.findDetails(userId), repo.currentTermsVersion()]);
    if (!row) throw new UserNotFoundError();
    return toAdminUserDetails(row, terms);
  }

  async function profileVisibility(
    actor: Actor,
    userId: string,
    hidden: boolean,
    reason: string | undefined,
  ): Promise<AdminUserDetails> {
    const row = await repo.findDetails(userId);
    if (!row) throw new UserNotFoundError();
    if (!row.profile)
      throw new NotFoundError('The account has no profile.', ACCOUNT_ERROR_CODES.NO_PROFILE_ERROR);
    await profiles.setHidden(actor, row.profile.id, hidden, {
      reason,
      via: hidden ? 'hideProfile' : 'showProfile',
    });
    return details(userId);
  }

  return {
    details,

    async list(query: UserListQuery) {
      const { total, rows } = await repo.list(query);
      return toPage(
        rows.map((r) => ({
          userId: r.id,
          firstName: r.firstName,
          surname: r.surname,
          email: r.email,
          accountStatus: r.status,
          roles: visibleRoles(r.roles),
          createDate: r.createdAt.toISOString(),
          profileId: r.profile?.id ?? null,
        })),
        total,
        query,
      );
    },

    /**
     * BASIC is always kept; no change of roles, by the administrator themselves or another,
     * may take the ADMIN role from the last active administrator.
     */
    async setRoles(actor: Actor, userId: string, requested: RoleName[], reason?: string) {
      const roles = [...new Set<RoleName>(['BASIC', ...requested])].sort();
      await deps.tx(async (tx) => {
        await accounts.lockAdminChanges(tx);
        const before = await repo.findDetails(userId, tx);
        if (!before) throw new UserNotFoundError();
        const had = before.roles.map((r) => r.role).sort();
        if (
          had.includes('ADMIN') &&
          !roles.includes('ADMIN') &&
          before.status === 'ACTIVE' &&
          (await accounts.otherActiveAdmins(userId, tx)) === 0
        )
          throw new LastAdminError();
        await repo.setRoles(userId, roles, actor.userId, tx);
        await audit.write(
          {
            actor,
            action: AUDIT_ACTIONS.ROLES_CHANGED,
            targetType: 'USER',
            targetId: userId,
            reason,
            details: { before: had, after: roles },
          },
          tx,
        );
      });
      return details(userId);
    },

    /**
     * Block (BLOCKED) or unblock (ACTIVE); never one's own account nor a closed one, nor the
     * last active administrator.
     */
    async setStatus(actor: Actor, userId: string, status: 'ACTIVE' | 'BLOCKED', reason?: string) {
      await deps.tx(async (tx) => {
        await accounts.lockAdminChanges(tx);
        const [row] = await repo.lockUser(userId, tx);
        if (!row) throw new UserNotFoundError();
        if (userId === actor.userId)
          throw new ConflictError(
            'Administrators cannot block or unblock their own account.',
            ACCOUNT_ERROR_CODES.OWN_STATUS_ERROR,
          );
        if (row.status === 'CLOSED')
          throw new ConflictError(
            'The account is closed (its profile is marked deceased).',
            ACCOUNT_ERROR_CODES.CLOSED_ACCOUNT_ERROR,
          );
        if (
          status === 'BLOCKED' &&
          row.status === 'ACTIVE' &&
          (await accounts.isAdmin(userId, tx)) &&
          (await accounts.otherActiveAdmins(userId, tx)) === 0
        )
          throw new LastAdminError();
        await repo.setStatus(userId, status, tx);
        // While blocked, its sessions answer ACCOUNT_LOCKED (the auth plugin reads the status
        // on every request); unblocking ends them, so no session from before the block revives.
        if (status === 'ACTIVE' && row.status === 'BLOCKED') await accounts.endSessions(userId, tx);
        await audit.write(
          {
            actor,
            action: AUDIT_ACTIONS.STATUS_CHANGED,
            targetType: 'USER',
            targetId: userId,
            reason,
            details: { before: row.status, after: status },
          },
          tx,
        );
      });
      return details(userId);
    },

    hideProfile: (actor: Actor, userId: string, reason?: string) =>
      profileVisibility(actor, userId, true, reason),
    showProfile: (actor: Actor, userId: string, reason?: string) =>
      profileVisibility(actor, userId, false, reason),

    /**
     * Deletes an account (by its owner, who has confirmed, or by an administrator). The last
     * active administrator's account cannot be deleted.
     */
    async deleteAccount(actor: Actor, userId: string, reason?: string) {
      await deps.tx(async (tx) => {
        await accounts.lockAdminChanges(tx);
        const [row] = await repo.lockUser(userId, tx);
        if (!row) throw new UserNotFoundError();
        if (
          row.status === 'ACTIVE' &&
          (await accounts.isAdmin(userId, tx)) &&
          (await accounts.otherActiveAdmins(userId, tx)) === 0
        )
          throw new LastAdminError();
        const profileId = await profiles.releaseProfileOf(userId, tx);
        // Written before the account row goes: on a self-deletion the actor's row goes, and
        // its foreign key then nulls actor_user_id (details.actorId keeps who it was).
        await audit.write(
          {
            actor,
            action: AUDIT_ACTIONS.ACCOUNT_DELETED,
            targetType: 'USER',
            targetId: userId,
            reason,
            details: { profileId, byOwner: userId === actor.userId },
          },
          tx,
        );
        await accounts.deleteAccount(userId, tx);
      });
      return { userId };
    },

    async auditLog(query: z.infer<typeof AuditLogQuerySchema>) {
      const { total, rows } = await auditLog.page(query);
      return toPage(
        rows.map((r) => {
          const details = (r.details ?? {}) as Record<string, unknown>;
          return {
            id: r.id.toString(),
            at: r.at.toISOString(),
            actorUserId: r.actorUserId,
            action: r.action,
            targetType: r.targetType,
            targetId: r.targetId,
            reason: typeof details.reason === 'string' ? details.reason : null,
            details,
            reqId: r.reqId,
          };
        }),
        total,
        query,
      );
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
