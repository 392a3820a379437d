import type { AccountStatus, IdentityProvider } from '@ln/contracts';
import type { Db, Prisma, Tx } from '@ln/db';

export interface AccountRow {
  id: string;
  status: AccountStatus;
  orcid: string | null;
  profileId: string | null;
}

export interface NewAccount {
  firstName: string;
  surname: string;
  email: string | null;
  login: string | null;
  peselEncrypted: Uint8Array | null;
  peselHash: Uint8Array | null;
  orcid: string | null;
}

export interface StoredRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  provider: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  userAgent: string | null;
}

const ACCOUNT_SELECT = {
  id: true,
  status: true,
  orcid: true,
  profile: { select: { id: true } },
} satisfies Prisma.UserSelect;

/** Prisma's Bytes want an ArrayBuffer-backed array (a Buffer may share a pool). */
const bytes = (value: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(value);

function toAccount(
  row: {
    id: string;
    status: AccountRow['status'];
    orcid: string | null;
    profile: { id: string } | null;
  } | null,
): AccountRow | null {
  return row
    ? { id: row.id, status: row.status, orcid: row.orcid, profileId: row.profile?.id ?? null }
    : null;
}

/** Accounts, their link to a profile, and the server-side refresh tokens (sessions). */
export function createAuthRepository(db: Db) {
  return {
    async accountByPeselHash(peselHash: Uint8Array, tx: Tx = db): Promise<AccountRow | null> {
      return toAccount(
        await tx.user.findUnique({
          where: { peselHash: bytes(peselHash) },
          select: ACCOUNT_SELECT,
        }),
      );
    },

    async accountByOrcid(orcid: string, tx: Tx = db): Promise<AccountRow | null> {
      return toAccount(await tx.user.findUnique({ where: { orcid }, select: ACCOUNT_SELECT }));
    },

    async accountById(id: string, tx: Tx = db): Promise<AccountRow | null> {
      return toAccount(await tx.user.findUnique({ where: { id }, select: ACCOUNT_SELECT }));
    },

    profileByPeselHash(peselHash: Uint8Array, tx: Tx = db) {
      return tx.profile.findUnique({
        where: { peselHash: bytes(peselHash) },
        select: { id: true, userId: true },
      });
    },

    profileByOrcid(orcid: string, tx: Tx = db) {
      return tx.profile.findUnique({ where: { orcid }, select: { id: true, userId: true } });
    },

    /** A new account with the role BASIC (accounts-and-platform §6: given to all). */
    async createAccount(account: NewAccount, tx: Tx = db): Promise<string> {
      const created = await tx.user.create({
        data: {
          ...account,
          peselEncrypted: account.peselEncrypted && bytes(account.peselEncrypted),
          peselHash: account.peselHash && bytes(account.peselHash),
          status: 'ACTIVE',
          roles: { create: { role: 'BASIC' } },
        },
        select: { id: true },
      });
      return created.id;
    },

    /** Links a profile nobody owns yet to the account (no-op when someone does). */
    async linkProfile(profileId: string, userId: string, tx: Tx = db): Promise<void> {
      await tx.profile.updateMany({ where: { id: profileId, userId: null }, data: { userId } });
    },

    /** Gives the account its ORCID iD unless another account already holds it. */
    async setAccountOrcid(userId: string, orcid: string, tx: Tx = db): Promise<void> {
      const holder = await tx.user.findUnique({ where: { orcid }, select: { id: true } });
      if (!holder) await tx.user.update({ where: { id: userId }, data: { orcid } });
    },

    /**
     * The ORCID refresh at login (accounts-and-platform §4): the account's profile gets the
     * account's ORCID iD unless another profile holds it.
     */
    async refreshProfileOrcid(profileId: string, orcid: string, tx: Tx = db): Promise<void> {
      const holder = await tx.profile.findUnique({ where: { orcid }, select: { id: true } });
      if (holder && holder.id !== profileId) return;
      await tx.profile.updateMany({
        where: { id: profileId, NOT: { orcid } },
        data: { orcid },
      });
    },

    async setPeselIfMissing(
      userId: string,
      peselEncrypted: Uint8Array,
      peselHash: Uint8Array,
      tx: Tx = db,
    ): Promise<void> {
      await tx.user.updateMany({
        where: { id: userId, peselHash: null },
        data: { peselEncrypted: bytes(peselEncrypted), peselHash: bytes(peselHash) },
      });
    },

    async recordLogin(userId: string, tx: Tx = db): Promise<void> {
      await tx.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
    },

    async insertRefreshToken(
      token: {
        userId: string;
        familyId: string;
        tokenHash: Uint8Array;
        provider: IdentityProvider;
        expiresAt: Date;
        userAgent: string | null;
      },
      // Always part of a login's or a rotation's transaction.
      tx: Tx,
    ): Promise<void> {
      await tx.refreshToken.create({ data: { ...token, tokenHash: bytes(token.tokenHash) } });
    },

    /** The token row, locked for the rotation's transaction (so `tx` is required). */
    async lockRefreshToken(tokenHash: Uint8Array, tx: Tx): Promise<StoredRefreshToken | null> {
      const rows = await tx.$queryRaw<
        Array<{
          id: string;
          user_id: string;
          family_id: string;
          provider: string;
          expires_at: Date;
          rotated_at: Date | null;
          revoked_at: Date | null;
          user_agent: string | null;
        }>
      >`SELECT id, user_id, family_id, provider, expires_at, rotated_at, revoked_at, user_agent
          FROM refresh_token WHERE token_hash = ${tokenHash} FOR UPDATE`;
      const row = rows[0];
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            familyId: row.family_id,
            provider: row.provider,
            expiresAt: row.expires_at,
            rotatedAt: row.rotated_at,
            revokedAt: row.revoked_at,
            userAgent: row.user_agent,
          }
        : null;
    },

    /** Only after `lockRefreshToken`, in its transaction. */
    async markRotated(id: string, tx: Tx): Promise<void> {
      await tx.refreshToken.update({ where: { id }, data: { rotatedAt: new Date() } });
    },

    /** Ends a session: every token of the family is revoked. */
    async revokeFamily(familyId: string, tx: Tx = db): Promise<void> {
      await tx.refreshToken.updateMany({
        where: { familyId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
    },

    async findRefreshToken(tokenHash: Uint8Array, tx: Tx = db) {
      return tx.refreshToken.findUnique({
        where: { tokenHash: bytes(tokenHash) },
        select: { familyId: true, provider: true },
      });
    },

    async currentUser(userId: string, tx: Tx = db) {
      return tx.user.findUnique({
        where: { id: userId },
        select: {
          id: true,
          firstName: true,
          surname: true,
          email: true,
          orcid: true,
          status: true,
          peselEncrypted: true,
          roles: { select: { role: true }, orderBy: { role: 'asc' } },
          profile: { select: { id: true } },
        },
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
