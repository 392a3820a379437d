import type { AccountDetails, EditUserData } from '@ln/contracts';
import { userNotFoundError } from '@ln/server';
import type { AccountRow, UserRepository } from './user.repository.js';

export function toAccountDetails(row: AccountRow): AccountDetails {
  const mail = row.profile?.visibilityEmail ?? 'ADMINS_ONLY';
  return {
    userId: row.id,
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    isMailVisible: mail !== 'ADMINS_ONLY',
    phone: row.phone,
    orcid: row.orcid,
    accountStatus: row.status,
    createDate: row.createdAt.toISOString(),
    lastUpdateDate: row.updatedAt.toISOString(),
    // accounts-and-platform §3: BASIC is given to all and hidden in views.
    roles: row.roles.filter((r) => r.role !== 'BASIC').map((r) => r.role),
    mailVisibilityType: mail,
    mailVisibilityInstitutions: row.profile?.emailVisibilityInstitutions ?? [],
    phoneVisibilityType: row.profile?.visibilityPhone ?? 'ADMINS_ONLY',
    phoneVisibilityInstitutions: row.profile?.phoneVisibilityInstitutions ?? [],
    notificationsConsent: row.notificationsConsent,
  };
}

/** The logged-in user's own account (accounts-and-platform §7). */
export function createUserService(deps: { repo: UserRepository }) {
  const { repo } = deps;

  async function accountDetails(userId: string): Promise<AccountDetails> {
    const row = await repo.findAccount(userId);
    // The session was checked a moment ago; the account can only be gone by a race.
    if (!row) throw userNotFoundError();
    return toAccountDetails(row);
  }

  return {
    accountDetails,

    async editUserData(userId: string, data: EditUserData) {
      await repo.updateData(userId, data);
      return accountDetails(userId);
    },

    async changeNotificationsConsent(userId: string, consent: boolean) {
      await repo.updateNotificationsConsent(userId, consent);
      return { notificationsConsent: consent };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
