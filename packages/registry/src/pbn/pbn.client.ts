import { createHttpClient, type HttpOptions } from '../http.js';
import type {
  PbnInstitutionObject,
  PbnJournalObject,
  PbnObject,
  PbnPage,
  PbnPersonObject,
  PbnPublicationObject,
  PbnPublisherObject,
} from './pbn.types.js';

/**
 * The PBN API (docs/registries.md, "PBN"): an application authenticates with the `X-App-Id`
 * and `X-App-Token` headers, and a user's token (`X-User-Token`) where the institution's
 * data need it (iplweb/bpp src/pbn_api/client/transport.py). Lists are Spring Data pages,
 * `?page=<0-based>&size=<n>`, with `totalPages` and `last`; publications are listed by
 * `status` (ACTIVE, DELETED).
 */

export interface PbnCredentials {
  appId: string;
  appToken: string;
  userToken?: string;
}

export interface PbnClientOptions {
  /** https://pbn-micro-alpha.opi.org.pl (PBN's test system), or a stand-in's /stand-ins/pbn. */
  baseUrl: string;
  credentials: PbnCredentials;
  http?: HttpOptions;
}

export interface PbnListOptions {
  /** Objects a page (PBN's own examples go up to a few thousand). */
  pageSize?: number;
  /** The page to start at: a run's checkpoint. */
  fromPage?: number;
  signal?: AbortSignal;
}

export interface PbnPublicationListOptions extends PbnListOptions {
  status?: 'ACTIVE' | 'DELETED';
  /**
   * Only what changed after this instant (the parameter `modifiedSince`). Not confirmed from
   * public material: docs/registries.md, "What could not be confirmed".
   */
  modifiedSince?: Date;
}

export interface PbnListPage<T> {
  records: Array<PbnObject<T>>;
  page: number;
  totalPages: number;
  totalElements: number;
  /** The page to resume at after this one (a run's checkpoint); null after the last. */
  checkpoint: number | null;
  fetchedAt: Date;
}

export interface PbnClient {
  publications(
    options?: PbnPublicationListOptions,
  ): AsyncIterable<PbnListPage<PbnPublicationObject>>;
  /** People with their POL-on uid, ORCID iD and, for an authorised application, PESEL. */
  people(options?: PbnListOptions): AsyncIterable<PbnListPage<PbnPersonObject>>;
  journals(options?: PbnListOptions): AsyncIterable<PbnListPage<PbnJournalObject>>;
  publishers(options?: PbnListOptions): AsyncIterable<PbnListPage<PbnPublisherObject>>;
  institutions(options?: PbnListOptions): AsyncIterable<PbnListPage<PbnInstitutionObject>>;
}

export function createPbnClient(options: PbnClientOptions): PbnClient {
  const http = createHttpClient('PBN', options.baseUrl, options.http);
  const headers: Record<string, string> = {
    'X-App-Id': options.credentials.appId,
    'X-App-Token': options.credentials.appToken,
    ...(options.credentials.userToken ? { 'X-User-Token': options.credentials.userToken } : {}),
  };

  async function* pages<T>(
    path: string,
    list: PbnListOptions,
    params: Record<string, string> = {},
  ): AsyncGenerator<PbnListPage<T>> {
    const size = list.pageSize ?? 500;
    for (let page = list.fromPage ?? 0; ; page++) {
      const query = new URLSearchParams({ ...params, page: String(page), size: String(size) });
      const answer = await http.json<PbnPage<PbnObject<T>>>({
        path: `${path}?${query}`,
        headers,
        signal: list.signal,
      });
      const last = answer.last || page >= answer.totalPages - 1 || answer.content.length === 0;
      yield {
        records: answer.content,
        page,
        totalPages: answer.totalPages,
        totalElements: answer.totalElements,
        checkpoint: last ? null : page + 1,
        fetchedAt: new Date(),
      };
      if (last) return;
    }
  }

  return {
    publications: (o = {}) =>
      pages('/api/v1/publications/page', o, {
        status: o.status ?? 'ACTIVE',
        ...(o.modifiedSince ? { modifiedSince: o.modifiedSince.toISOString() } : {}),
      }),
    people: (o = {}) => pages('/api/v1/person/page', o),
    journals: (o = {}) => pages('/api/v1/journals/page', o),
    publishers: (o = {}) => pages('/api/v1/publishers/page', o),
    institutions: (o = {}) => pages('/api/v1/institutions/page', o, { status: 'ACTIVE' }),
  };
}
