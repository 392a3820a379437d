import { ACCOUNT_ERROR_CODES } from '@ln/contracts';
import { ConflictError, NotFoundError, type Actor } from '@ln/server';
import type { AdminService } from '../admin/admin.service.js';
import type { TermsRepository } from './terms.repository.js';

class NoTermsError extends NotFoundError {
  constructor() {
    super('No terms of use are published.');
  }
}

/**
 * Terms of use (accounts-and-platform §4): an account must accept the current revision
 * before anything else works; withdrawing the acceptance deletes the account.
 */
export function createTermsService(deps: { repo: TermsRepository; admin: AdminService }) {
  const { repo, admin } = deps;

  async function current() {
    const terms = await repo.current();
    if (!terms) throw new NoTermsError();
    return terms;
  }

  async function acceptance(userId: string) {
    const [terms, row] = await Promise.all([current(), repo.acceptance(userId)]);
    const accepted = row?.termsVersion ?? null;
    return {
      currentVersion: terms.version,
      acceptedVersion: accepted,
      acceptedAt: row?.termsAcceptedAt?.toISOString() ?? null,
      changed: accepted !== null && accepted < terms.version,
    };
  }

  return {
    async publicTerms() {
      const terms = await current();
      return {
        version: terms.version,
        publishedAt: terms.publishedAt.toISOString(),
        textPl: terms.textPl,
        textEn: terms.textEn,
      };
    },

    acceptance,

    /** Accepts the current revision; an older (or unknown) one is refused with 409. */
    async accept(userId: string, version: number) {
      const terms = await current();
      if (version !== terms.version)
        throw new ConflictError(
          `Only the current terms (version ${terms.version}) can be accepted.`,
          ACCOUNT_ERROR_CODES.TERMS_VERSION_ERROR,
        );
      await repo.accept(userId, version);
      return acceptance(userId);
    },

    /** Withdrawing the acceptance deletes the account (the caller checked the confirmation). */
    withdraw(actor: Actor) {
      return admin.deleteAccount(actor, actor.userId, 'terms acceptance withdrawn');
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
