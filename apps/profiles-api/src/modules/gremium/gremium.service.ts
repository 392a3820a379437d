import { ERROR_CODES, toPage, type GremiumListQuery, type GremiumsQuery } from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import {
  gremiumRef,
  gremiumStatus,
  queryWords,
  toFunctionHolder,
  toGremium,
  toGremiumListItem,
  toMember,
  toProfileMembership,
  toShortFunctions,
  toShortMemberships,
  todayInPoland,
} from './gremium.fns.js';
import type { GremiumRepository, ListSlice } from './gremium.repository.js';

export class GremiumNotFoundError extends NotFoundError {
  constructor() {
    super('No gremium with this id.', ERROR_CODES.GREMIUM_NOT_FOUND);
  }
}

const sliceOf = (query: GremiumListQuery): ListSlice => ({
  words: queryWords(query.query),
  limit: query.size,
  offset: query.page * query.size,
});

/** Public reads of bodies (gremia) and of people's positions in them (profiles-area §3, §7). */
export function createGremiumService(deps: { repo: GremiumRepository; guard: PublicProfileGuard }) {
  const { repo, guard } = deps;
  return {
    async gremium(gremiumId: string, lang: Lang) {
      const row = await repo.findGremium(gremiumId);
      if (!row) throw new GremiumNotFoundError();
      return toGremium(row, lang);
    },

    /** The list of bodies (name filter, status), by name; see GremiumsQuerySchema. */
    async gremia(query: GremiumsQuery, lang: Lang) {
      const result = await repo.listGremia({
        words: queryWords(query.query),
        status: query.status,
        lang,
        limit: query.size,
        offset: query.page * query.size,
      });
      return toPage(result.items.map(toGremiumListItem), result.total, query);
    },

    /** Members of a body; hidden profiles' memberships are neither listed nor counted. */
    async members(gremiumId: string, query: GremiumListQuery, lang: Lang) {
      const result = await repo.listMembers(gremiumId, sliceOf(query));
      if (!result.found) throw new GremiumNotFoundError();
      return toPage(
        result.items.map((row) => toMember(row, lang)),
        result.total,
        query,
      );
    },

    async functionHolders(gremiumId: string, query: GremiumListQuery, lang: Lang) {
      const result = await repo.listFunctionHolders(gremiumId, sliceOf(query));
      if (!result.found) throw new GremiumNotFoundError();
      const today = todayInPoland();
      return toPage(
        result.items.map((row) => toFunctionHolder(row, lang, today)),
        result.total,
        query,
      );
    },

    /** The profile's memberships in one body; 404 when it has none there. */
    async profileMemberships(profileId: string, gremiumId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const [gremium, rows] = await Promise.all([
        repo.findGremium(gremiumId),
        repo.listProfileMemberships(profileId, gremiumId),
      ]);
      if (!gremium || rows.length === 0) throw new GremiumNotFoundError();
      const today = todayInPoland();
      return {
        profileId,
        gremium: gremiumRef(gremium, lang),
        gremiumStatus: gremiumStatus(gremium.endDate),
        memberships: rows.map((row) => toProfileMembership(row, lang, today)),
      };
    },

    async shortMemberships(profileId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      return toShortMemberships(
        await repo.listProfileMemberships(profileId),
        lang,
        todayInPoland(),
      );
    },

    async shortFunctions(profileId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      return toShortFunctions(await repo.listProfileFunctions(profileId), lang, todayInPoland());
    },
  };
}

export type GremiumService = ReturnType<typeof createGremiumService>;
