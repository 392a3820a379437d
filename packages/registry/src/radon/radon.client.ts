import { createHttpClient, RegistryHttpError, type HttpClient, type HttpOptions } from '../http.js';
import type { RadonEmployee, RadonInstitution, RadonScientist } from './radon.types.js';

/**
 * RAD-on open data (POL-on), as the operator's notebooks use it (OPI-PIB/Radon-api,
 * "Radon API – Basics"; docs/registries.md): `GET /opendata/polon/employees`,
 * `GET /opendata/polon/institutions` and `POST /opendata/scientist/search`, no credentials,
 * at most 100 records a page (`resultNumbers`), the next page asked for with
 * `pagination.token`.
 *
 * The token is a time cursor: the base64 of the last record's `lastRefresh` (milliseconds),
 * and the next page holds the records refreshed after it. Records refreshed in the same
 * millisecond as the last one of a page, but not on it, are never returned. The client
 * therefore asks for the next page from one millisecond earlier (a token it builds itself, of
 * the same form), so the last instant is read again, and drops the records of that instant it
 * has already given (merge by `id`). If more records share one instant than fit a page, or the
 * registry refuses a token it did not issue, it steps on with the registry's own token; a full
 * read then compares what it got with `pagination.maxCount` and reads again with another page
 * size, merging by `id`, until nothing is missing or a pass finds nothing new.
 */

export interface RadonClientOptions {
  /** https://radon.nauka.gov.pl, or a stand-in's /stand-ins/radon. */
  baseUrl: string;
  http?: HttpOptions;
}

export interface RadonPage<T> {
  records: T[];
  /**
   * Where to resume after this page (a run's checkpoint; pass it as `from`): opaque, it holds
   * the token and the ids already given at the page's last instant, so a resumed read gives
   * none of them again.
   */
  checkpoint: string | null;
  /** The registry's count of records for the query (all of them, whatever the cursor). */
  maxCount: number;
  fetchedAt: Date;
}

export interface RadonReadOptions {
  /** Records a page, 1..100. */
  pageSize?: number;
  /** A checkpoint of an earlier run: read only what was refreshed after it. */
  from?: string | null;
  signal?: AbortSignal;
}

/** What a read saw, known when its iteration ends. */
export interface RadonReadStats {
  pages: number;
  records: number;
  /** Records the registry counts (`maxCount`) that no pass returned; 0 when all came. */
  missing: number;
  /** Extra passes made because a pass returned fewer than `maxCount`. */
  extraPasses: number;
}

export interface RadonRead<T> extends AsyncIterable<RadonPage<T>> {
  readonly stats: RadonReadStats;
}

interface Answer<T> {
  results: T[];
  pagination: { maxCount: number; token: string | null };
}

interface Refreshed {
  id: string;
  lastRefresh: string;
}

const MAX_PAGE = 100;

export function encodeRadonToken(ms: number): string {
  return Buffer.from(String(ms)).toString('base64');
}

function tokenTime(token: string): number | null {
  const text = Buffer.from(token, 'base64').toString('utf8');
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

interface Checkpoint {
  /** The token to ask with. */
  token: string | null;
  /** The instant the last page ended on, and the ids of it already given. */
  boundary: number | null;
  ids: string[];
}

function writeCheckpoint(c: Checkpoint): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function readCheckpoint(text: string): Checkpoint {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Checkpoint;
    if (typeof c === 'object' && c && Array.isArray(c.ids)) return c;
  } catch {
    // not one of ours
  }
  throw new Error('not a RAD-on checkpoint of this client');
}

function read<T>(
  fetchPage: (token: string | null, size: number, signal?: AbortSignal) => Promise<Answer<T>>,
  idOf: (record: T) => Refreshed,
  options: RadonReadOptions,
): RadonRead<T> {
  const pageSize = Math.min(MAX_PAGE, Math.max(1, options.pageSize ?? MAX_PAGE));
  const full = !options.from;
  const stats: RadonReadStats = { pages: 0, records: 0, missing: 0, extraPasses: 0 };

  async function* pass(
    size: number,
    seen: Set<string> | null,
  ): AsyncGenerator<RadonPage<T>, number | null> {
    const start = options.from ? readCheckpoint(options.from) : null;
    let request: string | null = start?.token ?? null;
    let overlap = true;
    // The instant the last page ended on, and the ids of it given already.
    let boundary = start?.boundary ?? Number.NEGATIVE_INFINITY;
    let atBoundary = new Set<string>(start?.ids ?? []);
    let maxCount: number | null = null;
    for (;;) {
      let answer: Answer<T>;
      try {
        answer = await fetchPage(request, size, options.signal);
      } catch (error) {
        // A registry that refuses the token we built: go on with its own.
        if (overlap && error instanceof RegistryHttpError && error.status === 400 && request) {
          overlap = false;
          request = Number.isFinite(boundary) ? encodeRadonToken(boundary) : request;
          continue;
        }
        throw error;
      }
      const fetchedAt = new Date();
      maxCount ??= answer.pagination.maxCount;
      const results = answer.results;
      const fresh = results.filter((record) => {
        const { id, lastRefresh } = idOf(record);
        if (Number(lastRefresh) === boundary && atBoundary.has(id)) return false;
        if (seen?.has(id)) return false;
        return true;
      });
      const last = results.at(-1);
      if (last) {
        const instant = Number(idOf(last).lastRefresh);
        if (instant !== boundary) {
          boundary = instant;
          atBoundary = new Set();
        }
        for (const record of results) {
          const { id, lastRefresh } = idOf(record);
          if (Number(lastRefresh) === boundary) atBoundary.add(id);
        }
      }
      for (const record of fresh) seen?.add(idOf(record).id);
      // Read the last instant again, unless that makes no progress (a page of records that
      // all share one instant): then step on with the registry's own token.
      let next = overlap && last ? encodeRadonToken(boundary - 1) : answer.pagination.token;
      if (next === request) next = answer.pagination.token;
      if (fresh.length > 0) {
        stats.pages += 1;
        stats.records += fresh.length;
        const checkpoint = writeCheckpoint({
          token: next,
          boundary: Number.isFinite(boundary) ? boundary : null,
          ids: [...atBoundary],
        });
        yield { records: fresh, checkpoint, maxCount: maxCount ?? 0, fetchedAt };
      }
      // A short page is the end; so is a cursor that no longer moves.
      if (results.length < size || !next || next === request || tokenTime(next) === null)
        return maxCount;
      request = next;
    }
  }

  return {
    stats,
    async *[Symbol.asyncIterator]() {
      // A full read keeps the ids it gave (about 90 bytes each), to count and to merge passes.
      const seen = full ? new Set<string>() : null;
      const maxCount = yield* pass(pageSize, seen);
      if (!seen || maxCount === null) return;
      // Another page size puts the page ends elsewhere: what one pass skipped, another reads.
      let size = pageSize;
      while (seen.size < maxCount && stats.extraPasses < 3) {
        size = size > 7 ? size - 7 : size + 11;
        const before = seen.size;
        stats.extraPasses += 1;
        yield* pass(Math.min(MAX_PAGE, size), seen);
        if (seen.size === before) break;
      }
      stats.missing = Math.max(0, maxCount - seen.size);
    },
  };
}

export interface RadonClient {
  /** POL-on employees with their employments and declared disciplines (no ORCID iD). */
  employees(options?: RadonReadOptions): RadonRead<RadonEmployee>;
  /** The integrated scientist register: degrees, titles, employments, the ORCID iD. */
  scientists(options?: RadonReadOptions): RadonRead<RadonScientist>;
  /** One person of the scientist register by POL-on uid. */
  scientist(uid: string, signal?: AbortSignal): Promise<RadonScientist | null>;
  institutions(options?: RadonReadOptions): RadonRead<RadonInstitution>;
}

export function createRadonClient(options: RadonClientOptions): RadonClient {
  const http: HttpClient = createHttpClient('RAD-on', options.baseUrl, options.http);
  const get =
    <T>(path: string) =>
    (token: string | null, size: number, signal?: AbortSignal) => {
      const query = new URLSearchParams({ resultNumbers: String(size) });
      if (token) query.set('token', token);
      return http.json<Answer<T>>({ path: `${path}?${query}`, signal });
    };
  const searchScientists = (
    token: string | null,
    size: number,
    signal?: AbortSignal,
    criteria: Record<string, unknown> = {},
  ) =>
    http.json<Answer<RadonScientist>>({
      method: 'POST',
      path: '/opendata/scientist/search',
      // The first page's token is null, never '' ("400 Malformed token").
      body: { resultNumbers: size, token, body: criteria },
      signal,
    });
  const byId = (record: { id: string; lastRefresh: string }) => record;
  return {
    employees: (o = {}) => read(get<RadonEmployee>('/opendata/polon/employees'), byId, o),
    scientists: (o = {}) =>
      read(
        (token, size, signal) => searchScientists(token, size, signal),
        (s) => ({ id: s.personalData.id, lastRefresh: s.lastRefresh }),
        o,
      ),
    async scientist(uid, signal) {
      const answer = await searchScientists(null, 1, signal, { uid });
      return answer.results[0] ?? null;
    },
    institutions: (o = {}) =>
      read(
        get<RadonInstitution>('/opendata/polon/institutions'),
        (i) => ({ id: i.institutionUuid, lastRefresh: i.lastRefresh }),
        o,
      ),
  };
}
