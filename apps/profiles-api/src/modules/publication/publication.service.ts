import {
  ERROR_CODES,
  toPage,
  type OwnerShortPublicationsQuery,
  type PublicationPageQuery,
} from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import { assertPublic, type PublicProfileGuard } from '../../shared/public-profile.js';
import { toFullPublication, toShortPublication } from './publication.fns.js';
import type { PublicationRepository } from './publication.repository.js';

export class PublicationNotFoundError extends NotFoundError {
  constructor() {
    super('No such publication on this profile.', ERROR_CODES.PUBLICATION_NOT_FOUND);
  }
}

/**
 * Public reads of a profile's publications (profiles-area §3, §7). Only publications the
 * owner left publicly visible, with at least one visible version, are ever shown.
 */
export function createPublicationService(deps: {
  repo: PublicationRepository;
  guard: PublicProfileGuard;
}) {
  const { repo, guard } = deps;
  return {
    /** The newest SHORT_PUBLICATIONS_LIMIT publications shown, with the total and the invisible flag. */
    async shortPublications(profileId: string, lang: Lang) {
      // The profile's visibility comes with the list (read on the profile's row at every call,
      // never kept): the check is the guard's own, on the row the statement read.
      const row = await repo.findPublicShortList(profileId);
      assertPublic(row.hidden === null ? null : { hidden: row.hidden });
      return {
        invisible: row.invisible,
        totalElements: row.total,
        publications: row.items.map((item) => toShortPublication(item, lang)),
      };
    },

    /**
     * The owner's own short list (`v1.1/publications/{profileId}/shortPublications`): hidden
     * publications included, each with its visibility, one page of the whole list (the first
     * SHORT_PUBLICATIONS_LIMIT by default). The caller checked the ownership.
     */
    async ownerShortPublications(
      profileId: string,
      query: OwnerShortPublicationsQuery,
      lang: Lang,
    ) {
      const row = await repo.findShortList(profileId, query.size, true, query.page * query.size);
      return {
        invisible: row.invisible,
        totalElements: row.total,
        publications: row.items.map((item) => toShortPublication(item, lang)),
      };
    },

    async publications(profileId: string, query: PublicationPageQuery, lang: Lang) {
      await guard.assertVisible(profileId);
      const { total, items } = await repo.findPage(profileId, {
        page: query.page,
        size: query.size,
        sort: query.sort,
        type: query.publicationType ?? null,
        coauthor: query.coauthorId ?? null,
      });
      return toPage(
        items.map((item) => toShortPublication(item, lang)),
        total,
        query,
      );
    },

    async publication(profileId: string, publicationId: string, lang: Lang) {
      await guard.assertVisible(profileId);
      const row = await repo.findDetail(profileId, publicationId);
      // Not this profile's, hidden by its owner, or with no version a visitor may see.
      const full = row?.publicly_visible ? toFullPublication(row, lang) : null;
      if (!full) throw new PublicationNotFoundError();
      return full;
    },
  };
}

export type PublicationService = ReturnType<typeof createPublicationService>;
