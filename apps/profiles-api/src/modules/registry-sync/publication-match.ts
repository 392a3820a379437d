import type { Tx } from '@ln/db';
import { normaliseDoi } from '@ln/registry';
import { fold } from '@ln/search';
import type {
  KeyHitRow,
  PublicationMatchRepository,
  SourceVersionKey,
} from './publication-match.repository.js';

export type { SourceVersionKey } from './publication-match.repository.js';

/**
 * Which portal publication a registry's record is (issue 42 "Matching", decision 041): by the
 * source's own id (a version of that source already carries it), then by the normalised DOI,
 * then by the normalised title with the year and the first author's surname. A match becomes
 * another version of that one publication (the PBN version beside the OPI record and the
 * author's own), never a second publication. PBN uses it (pbn/), and so does ORCID's sync of
 * works, each with its own `SourceVersionKey`.
 */

/** The keys, in the order they are tried. */
export type MatchKey = 'SOURCE_ID' | 'DOI' | 'TITLE_YEAR_FIRST_AUTHOR';
export const MATCH_KEYS: readonly MatchKey[] = ['SOURCE_ID', 'DOI', 'TITLE_YEAR_FIRST_AUTHOR'];

/**
 * Why a record matched nothing:
 * - NO_KEYS: it has no id, no DOI, and not all of title, year and first author;
 * - NOT_FOUND: no publication has any of its keys;
 * - CLAIMED: the publications with its keys each hold another record of this source already
 *   (two PBN records are two works, even with one DOI), or an earlier record of the same batch
 *   took the only one.
 */
export type NoMatchReason = 'NO_KEYS' | 'NOT_FOUND' | 'CLAIMED';

/** What is known of the incoming record; anything may be missing. */
export interface PublicationMatchInput {
  /** The source's id of the record (PBN's mongoId, ORCID's put-code). */
  externalId: string | null;
  /** In any form: normalised here (doiKey). */
  doi: string | null;
  title: string | null;
  year: number | null;
  /** The surname of the first author (position 0). */
  firstAuthorSurname: string | null;
}

export type PublicationMatch =
  | {
      matched: true;
      publicationId: string;
      /** The version of this source that carries the id (key SOURCE_ID); null otherwise. */
      versionId: string | null;
      key: MatchKey;
      /** Publications that had the key (more than one: the oldest was taken). */
      candidates: number;
    }
  | {
      matched: false;
      reason: NoMatchReason;
      /** The keys the record had and that were looked up. */
      tried: MatchKey[];
    };

/** A DOI as compared (SQL ln_doi_key): lower case, no resolver or `doi:` prefix; null if not a DOI. */
export const doiKey = (doi: string | null | undefined): string | null => normaliseDoi(doi);

/**
 * A title as compared (SQL ln_title_key): folded (lower case, no diacritics, ł → l), every run
 * of anything but letters and digits one space, trimmed; null when nothing is left.
 */
export function titleKey(title: string | null | undefined): string | null {
  if (!title) return null;
  const key = fold(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key || null;
}

/** A surname as compared (SQL ln_fold of publication_author.surname). */
export function surnameKey(surname: string | null | undefined): string | null {
  const key = surname ? fold(surname.trim()) : '';
  return key || null;
}

/** The keys a record has, in the order they are tried. */
export function keysOf(input: PublicationMatchInput): {
  externalId: string | null;
  doi: string | null;
  title: { title: string; year: number; surname: string } | null;
} {
  const title = titleKey(input.title);
  const surname = surnameKey(input.firstAuthorSurname);
  return {
    externalId: input.externalId?.trim() || null,
    doi: doiKey(input.doi),
    title: title && surname && input.year !== null ? { title, year: input.year, surname } : null,
  };
}

/** A text of a match for logs and a run's change list: which key, or why none. */
export function describeMatch(match: PublicationMatch): string {
  if (match.matched) {
    const more = match.candidates > 1 ? ` (oldest of ${match.candidates})` : '';
    return `matched by ${match.key}${more}`;
  }
  const tried = match.tried.length ? `; tried ${match.tried.join(', ')}` : '';
  return `no match: ${match.reason}${tried}`;
}

export function createPublicationMatcher(repo: PublicationMatchRepository) {
  /**
   * The matches of a batch of records (a page), in their order, looked up with three
   * statements whatever the batch's size. In one batch, a publication goes to one record only:
   * to the one whose id it carries, else to the first that found it by DOI, else by title.
   */
  async function match(
    tx: Tx,
    key: SourceVersionKey,
    inputs: readonly PublicationMatchInput[],
  ): Promise<PublicationMatch[]> {
    const keys = inputs.map(keysOf);
    const results: Array<PublicationMatch | undefined> = new Array(inputs.length);
    const tried: MatchKey[][] = keys.map((k) => [
      ...(k.externalId ? (['SOURCE_ID'] as const) : []),
      ...(k.doi ? (['DOI'] as const) : []),
      ...(k.title ? (['TITLE_YEAR_FIRST_AUTHOR'] as const) : []),
    ]);
    const taken = new Set<string>();
    const claimed = new Set<number>();

    const ids = [...new Set(keys.flatMap((k) => (k.externalId ? [k.externalId] : [])))];
    const byId = new Map<string, { publication_id: string; version_id: string }>();
    for (const row of await repo.bySourceIds(key, ids, tx)) {
      if (!byId.has(row.external_id)) byId.set(row.external_id, row);
    }
    keys.forEach((k, n) => {
      const hit = k.externalId ? byId.get(k.externalId) : undefined;
      if (!hit) return;
      taken.add(hit.publication_id);
      results[n] = {
        matched: true,
        publicationId: hit.publication_id,
        versionId: hit.version_id,
        key: 'SOURCE_ID',
        candidates: 1,
      };
    });

    const settle = (rows: KeyHitRow[], matchKey: MatchKey) => {
      for (const row of rows) {
        if (row.claimed === row.candidates && row.candidates > 0) claimed.add(row.n);
        if (results[row.n] || row.claimed === row.candidates) continue;
        if (taken.has(row.publication_id)) {
          claimed.add(row.n);
          continue;
        }
        taken.add(row.publication_id);
        results[row.n] = {
          matched: true,
          publicationId: row.publication_id,
          versionId: null,
          key: matchKey,
          candidates: row.candidates - row.claimed,
        };
      }
    };

    const open = (n: number) => results[n] === undefined;
    settle(
      await repo.byDoiKeys(
        key,
        keys.flatMap((k, n) =>
          open(n) && k.doi ? [{ n, doi: k.doi, externalId: k.externalId }] : [],
        ),
        tx,
      ),
      'DOI',
    );
    settle(
      await repo.byTitleKeys(
        key,
        keys.flatMap((k, n) =>
          open(n) && k.title ? [{ n, ...k.title, externalId: k.externalId }] : [],
        ),
        tx,
      ),
      'TITLE_YEAR_FIRST_AUTHOR',
    );

    const out = keys.map((_, n): PublicationMatch => {
      const found = results[n];
      if (found) return found;
      const reason: NoMatchReason =
        tried[n]!.length === 0 ? 'NO_KEYS' : claimed.has(n) ? 'CLAIMED' : 'NOT_FOUND';
      return { matched: false, reason, tried: tried[n]! };
    });
    return out;
  }

  return {
    match,
    /** One record's match (a batch of one). */
    async matchOne(tx: Tx, key: SourceVersionKey, input: PublicationMatchInput) {
      const [result] = await match(tx, key, [input]);
      return result!;
    },
  };
}

export type PublicationMatcher = ReturnType<typeof createPublicationMatcher>;
