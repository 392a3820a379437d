import type { EditUserData } from '@ln/contracts';
import type { Db, Prisma, Tx } from '@ln/db';

const ACCOUNT_SELECT = {
  id: true,
  firstName: true,
  surname: true,
  email: true,
  phone: true,
  orcid: true,
  status: true,
  notificationsConsent: true,
  createdAt: true,
  updatedAt: true,
  roles: { select: { role: true }, orderBy: { role: 'asc' } },
  profile: {
    select: {
      visibilityEmail: true,
      visibilityPhone: true,
      emailVisibilityInstitutions: true,
      phoneVisibilityInstitutions: true,
    },
  },
} satisfies Prisma.UserSelect;

export type AccountRow = Prisma.UserGetPayload<{ select: typeof ACCOUNT_SELECT }>;

/** The own account (never its PESEL: it is not even selected). */
export function createUserRepository(db: Db) {
  return {
    findAccount(userId: string, tx: Tx = db): Promise<AccountRow | null> {
      return tx.user.findUnique({ where: { id: userId }, select: ACCOUNT_SELECT });
    },

    async updateData(userId: string, data: EditUserData, tx: Tx = db): Promise<void> {
      await tx.user.update({ where: { id: userId }, data });
    },

    async updateNotificationsConsent(userId: string, consent: boolean, tx: Tx = db): Promise<void> {
      await tx.user.update({ where: { id: userId }, data: { notificationsConsent: consent } });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
