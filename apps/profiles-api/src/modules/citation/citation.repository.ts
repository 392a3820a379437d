import type { PublicationType } from '@ln/contracts';
import type { Db } from '@ln/db';
import {
  shownPublications,
  type PublicationVersionRow,
} from '../publication/publication.repository.js';

/** A publication as exported: its type, the version the public sees, and its author list. */
export interface CitationRow {
  publication_id: string;
  type: PublicationType;
  version: PublicationVersionRow;
  authors: Array<{
    first_name: string;
    surname_prefix: string | null;
    surname: string;
    role: 'AUTHOR' | 'EDITOR' | 'TRANSLATOR';
  }>;
}

/**
 * Reads for the citation export. Built on the same `shownPublications` as the public lists,
 * so what is exported is exactly what the public sees: never a hidden publication, never a
 * hidden version (the recommended visible one is exported).
 */
export function createCitationRepository(db: Db) {
  return {
    /** The profile's public publications, newest first; with `publicationId`, only that one. */
    findShown(profileId: string, publicationId: string | null): Promise<CitationRow[]> {
      return db.sql<CitationRow[]>`
        WITH ${shownPublications(profileId)}
        SELECT s.publication_id, s.type,
               (SELECT json_build_object(
                         'id', v.id, 'kind', v.kind, 'source', v.source, 'is_visible', v.is_visible,
                         'title', v.title, 'year', v.year, 'doi', v.doi, 'url', v.url, 'data', v.data)
                  FROM publication_version v
                 WHERE v.publication_id = s.publication_id AND v.kind::text = s.kind
                   AND (v.owner_profile_id IS NULL OR v.owner_profile_id = ${profileId}::uuid)
                 LIMIT 1) AS version,
               (SELECT coalesce(json_agg(json_build_object(
                         'first_name', a.first_name, 'surname_prefix', a.surname_prefix,
                         'surname', a.surname, 'role', a.role) ORDER BY a.position), '[]'::json)
                  FROM publication_author a WHERE a.publication_id = s.publication_id) AS authors
          FROM shown s
         WHERE s.public
           AND (${publicationId}::uuid IS NULL OR s.publication_id = ${publicationId}::uuid)
         ORDER BY s.year DESC NULLS LAST, s.title COLLATE "pl-PL-x-icu", s.publication_id`;
    },
  };
}

export type CitationRepository = ReturnType<typeof createCitationRepository>;
