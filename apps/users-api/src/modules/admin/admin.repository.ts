import type { RoleName, UserListQuery } from '@ln/contracts';
import type { Db, Prisma, Tx } from '@ln/db';

const DETAILS_SELECT = {
  id: true,
  firstName: true,
  surname: true,
  email: true,
  login: true,
  orcid: true,
  status: true,
  notificationsConsent: true,
  termsVersion: true,
  createdAt: true,
  updatedAt: true,
  roles: { select: { id: true, role: true }, orderBy: { role: 'asc' } },
  profile: { select: { id: true, firstName: true, surname: true, dead: true, hidden: true } },
} satisfies Prisma.UserSelect;

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof DETAILS_SELECT }>;

/** Reads and writes of accounts for the administrator (accounts-and-platform §6). */
export function createAdminRepository(db: Db) {
  return {
    findDetails(userId: string, tx: Tx = db) {
      return tx.user.findUnique({ where: { id: userId }, select: DETAILS_SELECT });
    },

    async currentTermsVersion(): Promise<number | null> {
      const row = await db.termsVersion.aggregate({ _max: { version: true } });
      return row._max.version;
    },

    lockUser(userId: string, tx: Tx = db) {
      return tx.$queryRaw<Array<{ id: string; status: string }>>`
        SELECT id, status::text AS status FROM app_user WHERE id = ${userId}::uuid FOR UPDATE`;
    },

    /** Makes the account's roles exactly `roles` (BASIC always among them). */
    async setRoles(
      userId: string,
      roles: RoleName[],
      grantedById: string,
      tx: Tx = db,
    ): Promise<void> {
      await tx.userRoleAssignment.deleteMany({ where: { userId, role: { notIn: roles } } });
      await tx.userRoleAssignment.createMany({
        data: roles.map((role) => ({ userId, role, grantedById })),
        skipDuplicates: true,
      });
      await tx.user.update({ where: { id: userId }, data: { updatedAt: new Date() } });
    },

    async setStatus(userId: string, status: 'ACTIVE' | 'BLOCKED', tx: Tx = db) {
      await tx.user.update({ where: { id: userId }, data: { status } });
    },

    async list(query: UserListQuery) {
      // Every word must be part of the first name, the surname or the e-mail ("Joanna Kam").
      const words = query.query?.split(/\s+/).filter((w) => w !== '') ?? [];
      const where: Prisma.UserWhereInput = {
        AND: words.map((word) => ({
          OR: [
            { firstName: { contains: word, mode: 'insensitive' } },
            { surname: { contains: word, mode: 'insensitive' } },
            { email: { contains: word, mode: 'insensitive' } },
          ],
        })),
        ...(query.status ? { status: query.status } : {}),
        ...(query.role ? { roles: { some: { role: query.role } } } : {}),
      };
      const dir = query.direction;
      const orderBy: Prisma.UserOrderByWithRelationInput[] =
        query.sort === 'createDate'
          ? [{ createdAt: dir }, { id: dir }]
          : [{ surname: dir }, { firstName: dir }, { id: dir }];
      const [total, rows] = await db.$transaction([
        db.user.count({ where }),
        db.user.findMany({
          where,
          orderBy,
          skip: query.page * query.size,
          take: query.size,
          select: {
            id: true,
            firstName: true,
            surname: true,
            email: true,
            status: true,
            createdAt: true,
            roles: { select: { role: true }, orderBy: { role: 'asc' } },
            profile: { select: { id: true } },
          },
        }),
      ]);
      return { total, rows };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
