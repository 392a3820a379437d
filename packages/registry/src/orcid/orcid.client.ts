import { abortableSleep, createHttpClient, RegistryHttpError, type HttpOptions } from '../http.js';
import { normaliseOrcid } from '../records.js';
import {
  mapOrcidAffiliation,
  mapOrcidFunding,
  mapOrcidWork,
  type MappedOrcidAffiliation,
  type MappedOrcidFunding,
  type MappedOrcidWork,
} from './orcid.mapper.js';
import type {
  OrcidAffiliations,
  OrcidBulk,
  OrcidError,
  OrcidFundings,
  OrcidRecord,
  OrcidToken,
  OrcidWorkRecord,
  OrcidWorks,
} from './orcid.types.js';

/**
 * ORCID's public API v3.0 (docs/registries.md, "ORCID"): a `/read-public` token by client
 * credentials (`POST {tokenUrl}/oauth/token`), then `GET {apiUrl}/v3.0/{orcid}/…` with
 * `Authorization: Bearer` and `Accept: application/vnd.orcid+json`.
 *
 * - ORCID's published limits are 24 requests a second with a burst of 40 queued, a 503 past
 *   the burst: the client paces itself with a token bucket of those sizes, and a 503 (or 429,
 *   5xx, a dropped connection) is retried with backoff by the HTTP helper.
 * - A token ORCID no longer accepts (401 `invalid_token`: expired or revoked) is dropped and a
 *   new one asked for, once per request.
 * - A locked or deactivated record answers 409 (a deprecated one 301/410, an unknown one 404):
 *   `OrcidRecordUnavailableError` with the reason, never retried.
 * - Works are read as summaries (`/works`, grouped by ORCID), then whole in bulk
 *   (`/works/{put-code,…}`, at most 100 a request: ORCID answers 413 past that), so a record
 *   of 10,000 works takes 101 requests.
 */

export const ORCID_BULK_LIMIT = 100;
export const ORCID_RATE = { perSecond: 24, burst: 40 } as const;

export interface OrcidCredentials {
  clientId: string;
  clientSecret: string;
}

export interface OrcidClientOptions {
  /** The public API: https://pub.orcid.org (sandbox https://pub.sandbox.orcid.org). */
  apiUrl: string;
  /** Where tokens come from: https://orcid.org (sandbox https://sandbox.orcid.org). */
  tokenUrl: string;
  credentials: OrcidCredentials;
  /** Requests a second and burst the client allows itself (default ORCID's 24 and 40). */
  rate?: { perSecond: number; burst: number };
  http?: HttpOptions;
}

export type OrcidUnavailableReason = 'LOCKED' | 'DEACTIVATED' | 'DEPRECATED' | 'NOT_FOUND';

export class OrcidRecordUnavailableError extends Error {
  constructor(
    readonly orcid: string,
    readonly reason: OrcidUnavailableReason,
  ) {
    super(`ORCID record ${orcid} is not readable: ${reason}`);
    this.name = 'OrcidRecordUnavailableError';
  }
}

export interface OrcidReadOptions {
  signal?: AbortSignal;
  /** Told after each request of the works (done of total put-codes read). */
  onProgress?: (done: number, total: number) => void;
}

export interface OrcidReadWork extends MappedOrcidWork {
  /** ORCID's group: works of one group share external ids (duplicates of one another). */
  group: number;
  /** The put-code of the group's first work when this one is a further one of the group. */
  duplicateOf: number | null;
}

export interface OrcidReadResult {
  orcid: string;
  name: { given: string | null; family: string | null; credit: string | null };
  works: OrcidReadWork[];
  employments: MappedOrcidAffiliation[];
  educations: MappedOrcidAffiliation[];
  fundings: MappedOrcidFunding[];
  fetchedAt: Date;
  stats: { requests: number; groups: number; works: number; unreadable: number };
}

export interface OrcidClient {
  /** The `/read-public` token (asked for once, then kept until ORCID refuses it). */
  token(signal?: AbortSignal): Promise<string>;
  record(orcid: string, signal?: AbortSignal): Promise<OrcidRecord>;
  works(orcid: string, signal?: AbortSignal): Promise<OrcidWorks>;
  work(orcid: string, putCode: number, signal?: AbortSignal): Promise<OrcidWorkRecord>;
  /** At most 100 put-codes. */
  worksBulk(orcid: string, putCodes: number[], signal?: AbortSignal): Promise<OrcidBulk>;
  employments(orcid: string, signal?: AbortSignal): Promise<OrcidAffiliations>;
  educations(orcid: string, signal?: AbortSignal): Promise<OrcidAffiliations>;
  fundings(orcid: string, signal?: AbortSignal): Promise<OrcidFundings>;
  /** Everything the portal keeps of a record: works (whole), employments, educations, fundings. */
  read(orcid: string, options?: OrcidReadOptions): Promise<OrcidReadResult>;
  /** Requests sent (tokens included), for a job's log and the tests. */
  readonly requests: number;
}

/** A token bucket: `burst` requests at once, then `perSecond`. */
export function createPacer(rate: { perSecond: number; burst: number }, now = () => Date.now()) {
  let tokens = rate.burst;
  let last = now();
  return async function take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const t = now();
      tokens = Math.min(rate.burst, tokens + ((t - last) / 1000) * rate.perSecond);
      last = t;
      if (tokens >= 1) {
        tokens -= 1;
        return;
      }
      await abortableSleep(Math.ceil(((1 - tokens) / rate.perSecond) * 1000), signal);
    }
  };
}

const ACCEPT = 'application/vnd.orcid+json';

function unavailable(orcid: string, error: RegistryHttpError): OrcidRecordUnavailableError | null {
  if (error.status === 404) return new OrcidRecordUnavailableError(orcid, 'NOT_FOUND');
  if (error.status === 410 || error.status === 301)
    return new OrcidRecordUnavailableError(orcid, 'DEPRECATED');
  if (error.status !== 409) return null;
  const body = (error.body ?? {}) as OrcidError;
  const message = `${body['developer-message'] ?? ''} ${body['user-message'] ?? ''}`.toLowerCase();
  return new OrcidRecordUnavailableError(
    orcid,
    message.includes('deactivated')
      ? 'DEACTIVATED'
      : message.includes('deprecated')
        ? 'DEPRECATED'
        : 'LOCKED',
  );
}

export function createOrcidClient(options: OrcidClientOptions): OrcidClient {
  const api = createHttpClient('ORCID', options.apiUrl, { ...options.http });
  const tokens = createHttpClient('ORCID', options.tokenUrl, { ...options.http });
  const pace = createPacer(options.rate ?? ORCID_RATE);
  let requests = 0;
  let current: Promise<string> | null = null;

  function token(signal?: AbortSignal): Promise<string> {
    current ??= (async () => {
      await pace(signal);
      requests += 1;
      const answer = await tokens.json<OrcidToken>({
        method: 'POST',
        path: '/oauth/token',
        form: {
          client_id: options.credentials.clientId,
          client_secret: options.credentials.clientSecret,
          grant_type: 'client_credentials',
          scope: '/read-public',
        },
        signal,
      });
      if (!answer?.access_token)
        throw new RegistryHttpError('ORCID', 200, '/oauth/token', 'no access_token');
      return answer.access_token;
    })().catch((error: unknown) => {
      current = null;
      throw error;
    });
    return current;
  }

  async function get<T>(orcid: string, section: string, signal?: AbortSignal): Promise<T> {
    const id = normaliseOrcid(orcid);
    if (!id)
      throw new RegistryHttpError('ORCID', 400, `/v3.0/{orcid}/${section}`, 'not an ORCID iD');
    const path = `/v3.0/${id}/${section}`;
    for (let renewed = false; ; renewed = true) {
      const bearer = await token(signal);
      await pace(signal);
      requests += 1;
      try {
        return await api.json<T>({
          path,
          headers: { accept: ACCEPT, authorization: `Bearer ${bearer}` },
          errorBody: true,
          signal,
        });
      } catch (error) {
        if (!(error instanceof RegistryHttpError)) throw error;
        if (error.status === 401 && !renewed) {
          // Expired or revoked: forget it (unless another request renewed it already).
          if ((await current?.catch(() => null)) === bearer) current = null;
          continue;
        }
        throw unavailable(id, error) ?? error;
      }
    }
  }

  const client: OrcidClient = {
    token,
    record: (orcid, signal) => get<OrcidRecord>(orcid, 'record', signal),
    works: (orcid, signal) => get<OrcidWorks>(orcid, 'works', signal),
    work: (orcid, putCode, signal) => get<OrcidWorkRecord>(orcid, `work/${putCode}`, signal),
    async worksBulk(orcid, putCodes, signal) {
      if (putCodes.length === 0) return { bulk: [] };
      if (putCodes.length > ORCID_BULK_LIMIT)
        throw new RangeError(`at most ${ORCID_BULK_LIMIT} put-codes a bulk read`);
      return get<OrcidBulk>(orcid, `works/${putCodes.join(',')}`, signal);
    },
    employments: (orcid, signal) => get<OrcidAffiliations>(orcid, 'employments', signal),
    educations: (orcid, signal) => get<OrcidAffiliations>(orcid, 'educations', signal),
    fundings: (orcid, signal) => get<OrcidFundings>(orcid, 'fundings', signal),

    async read(orcid, readOptions = {}) {
      const { signal } = readOptions;
      const id = normaliseOrcid(orcid);
      if (!id) throw new RegistryHttpError('ORCID', 400, '/v3.0/{orcid}/record', 'not an ORCID iD');
      const before = requests;
      const record = await client.record(id, signal);
      const summaries = await client.works(id, signal);
      // Every summary of every group: the first of a group is its work, the others duplicates.
      const order: Array<{ putCode: number; group: number; duplicateOf: number | null }> = [];
      const seen = new Set<number>();
      const groups = summaries.group ?? [];
      groups.forEach((group, g) => {
        let first: number | null = null;
        for (const summary of group?.['work-summary'] ?? []) {
          const putCode = Number(summary?.['put-code']);
          if (!Number.isSafeInteger(putCode) || putCode <= 0 || seen.has(putCode)) continue;
          seen.add(putCode);
          order.push({ putCode, group: g, duplicateOf: first });
          first ??= putCode;
        }
      });
      const whole = new Map<number, OrcidWorkRecord>();
      let unreadable = 0;
      for (let i = 0; i < order.length; i += ORCID_BULK_LIMIT) {
        const chunk = order.slice(i, i + ORCID_BULK_LIMIT).map((o) => o.putCode);
        const bulk = await client.worksBulk(id, chunk, signal);
        for (const item of bulk.bulk ?? []) {
          const putCode = Number(item?.work?.['put-code']);
          if (item?.work && Number.isSafeInteger(putCode)) whole.set(putCode, item.work);
          else unreadable += 1;
        }
        readOptions.onProgress?.(Math.min(order.length, i + ORCID_BULK_LIMIT), order.length);
      }
      // A work the bulk read did not give falls back to its summary.
      const byPutCode = new Map<number, OrcidWorkRecord>();
      for (const group of groups)
        for (const summary of group?.['work-summary'] ?? [])
          if (summary?.['put-code']) byPutCode.set(Number(summary['put-code']), summary);
      const works = order.map(({ putCode, group, duplicateOf }) => ({
        ...mapOrcidWork(whole.get(putCode) ?? byPutCode.get(putCode) ?? { 'put-code': putCode }),
        putCode,
        group,
        duplicateOf,
      }));
      const [employments, educations, fundings] = [
        await client.employments(id, signal),
        await client.educations(id, signal),
        await client.fundings(id, signal),
      ];
      const affiliations = (raw: OrcidAffiliations, kind: 'EMPLOYMENT' | 'EDUCATION') =>
        (raw['affiliation-group'] ?? []).flatMap((group) =>
          (group?.summaries ?? []).flatMap((s) => {
            const summary =
              kind === 'EMPLOYMENT' ? s?.['employment-summary'] : s?.['education-summary'];
            return summary ? [mapOrcidAffiliation(summary, kind)] : [];
          }),
        );
      const name = record.person?.name;
      return {
        orcid: id,
        name: {
          given: name?.['given-names']?.value ?? null,
          family: name?.['family-name']?.value ?? null,
          credit: name?.['credit-name']?.value ?? null,
        },
        works,
        employments: affiliations(employments, 'EMPLOYMENT'),
        educations: affiliations(educations, 'EDUCATION'),
        fundings: (fundings.group ?? []).flatMap((g) =>
          (g?.['funding-summary'] ?? []).slice(0, 1).map(mapOrcidFunding),
        ),
        fetchedAt: new Date(),
        stats: {
          requests: requests - before,
          groups: groups.length,
          works: works.length,
          unreadable,
        },
      };
    },

    get requests() {
      return requests;
    },
  };
  return client;
}
