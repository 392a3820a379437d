import {
  CITATION_FORMAT_FILES,
  type CitationFormat,
  type CvCitationStyle,
  type PublicationType,
} from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import { PublicationNotFoundError } from '../publication/publication.service.js';
import {
  cvReferences,
  formatCitations,
  handTypedCslItem,
  toCslItem,
  type ReferenceCache,
} from './citation.fns.js';
import type { CitationRepository } from './citation.repository.js';

export interface CitationFile {
  body: string;
  contentType: string;
  fileName: string;
}

/**
 * The citation export of what the public sees (beside the spec): a hidden profile answers
 * HIDDEN_PROFILE_ERROR, hidden publications and versions are never in it.
 */
export function createCitationService(deps: {
  citationRepository: CitationRepository;
  guard: PublicProfileGuard;
  /** Formatted references kept by content (citation.fns createReferenceCache). */
  references: ReferenceCache;
}) {
  const { citationRepository: repo, guard, references } = deps;
  const file = (body: string, format: CitationFormat, name: string): CitationFile => {
    const { contentType, ext } = CITATION_FORMAT_FILES[format];
    return { body, contentType, fileName: `${name}-${format}.${ext}` };
  };
  return {
    /**
     * A CV's publications in a citation style (decision 051), in the CV's order: a linked one
     * as the public sees it on the profile (its full record), one typed in by hand as typed.
     */
    async cvReferences(
      profileId: string,
      publications: Array<{
        publicationId: string | null;
        authors: string[];
        title: string;
        year: number | null;
        doi: string | null;
        type: PublicationType;
      }>,
      style: CvCitationStyle,
      lang: Lang,
    ): Promise<string[]> {
      const linked = publications.some((p) => p.publicationId)
        ? await repo.findShown(profileId, null)
        : [];
      const byId = new Map(linked.map((row) => [row.publication_id, row]));
      const items = publications.map((p, i) => {
        const row = p.publicationId ? byId.get(p.publicationId) : undefined;
        return row ? toCslItem(row) : handTypedCslItem(`cv-${i}`, p);
      });
      return cvReferences(items, style, lang, references);
    },

    async profile(profileId: string, format: CitationFormat, lang: Lang) {
      await guard.assertVisible(profileId);
      const rows = await repo.findShown(profileId, null);
      return file(
        formatCitations(rows, format, lang, references),
        format,
        `publications-${profileId}`,
      );
    },

    async publication(
      profileId: string,
      publicationId: string,
      format: CitationFormat,
      lang: Lang,
    ) {
      await guard.assertVisible(profileId);
      const rows = await repo.findShown(profileId, publicationId);
      if (rows.length === 0) throw new PublicationNotFoundError();
      return file(
        formatCitations(rows, format, lang, references),
        format,
        `publication-${publicationId}`,
      );
    },
  };
}

export type CitationService = ReturnType<typeof createCitationService>;
