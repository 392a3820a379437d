import type { EditUserData } from '@ln/contracts';
import type { Db, Prisma } from '@ln/db';

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
    findAccount(userId: string): Promise<AccountRow | null> {
      return db.user.findUnique({ where: { id: userId }, select: ACCOUNT_SELECT });
    },

    async updateData(userId: string, data: EditUserData): Promise<void> {
      await db.user.update({ where: { id: userId }, data });
    },

    async updateNotificationsConsent(userId: string, consent: boolean): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { notificationsConsent: consent } });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
