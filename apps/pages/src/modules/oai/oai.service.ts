import {
  checkRequest,
  decodeToken,
  encodeToken,
  envelope,
  errorBody,
  harvestWindow,
  header,
  identifyBody,
  KINDS,
  METADATA_FORMATS,
  metadataFormatsBody,
  OaiError,
  parseIdentifier,
  parseSet,
  recordXml,
  resumptionToken,
  setsBody,
  TOKEN_LIFETIME_MS,
  type Arguments,
  type HeaderItem,
  type Kind,
  type ListState,
  type MetadataPrefix,
  type OaiRecord,
  type Verb,
} from './oai.fns.js';
import type { ItemQuery, OaiRepository } from './oai.repository.js';

/** Records (or headers) per page of a list. */
export const OAI_PAGE_SIZE = 100;

/**
 * The OAI-PMH 2.0 repository at /oai (decision 045): the six verbs over the items of
 * `oai_item`, each answered as XML (errors too, with HTTP 200, as §3.6 wants).
 */
export function createOaiService(deps: {
  repo: OaiRepository;
  publicOrigin: string;
  adminEmail: string;
  pageSize?: number;
  now?: () => Date;
}) {
  const { repo } = deps;
  const portal = deps.publicOrigin.replace(/\/$/, '');
  const host = new URL(portal).hostname;
  const baseUrl = `${portal}/oai`;
  const pageSize = deps.pageSize ?? OAI_PAGE_SIZE;
  const now = deps.now ?? (() => new Date());

  function prefixOf(value: string): MetadataPrefix {
    const format = METADATA_FORMATS.find((f) => f.prefix === value);
    if (!format)
      throw new OaiError('cannotDisseminateFormat', `${value} is not disseminated here.`);
    return format.prefix;
  }

  /** Headers of these items: deleted unless the public may see them now. */
  async function headers(
    rows: Array<{ kind: Kind; id: string; datestamp: Date }>,
  ): Promise<HeaderItem[]> {
    const visible = new Map<string, string[]>();
    for (const kind of KINDS) {
      const ids = rows.filter((r) => r.kind === kind).map((r) => r.id);
      for (const [id, disciplines] of await repo.visible(kind, ids))
        visible.set(`${kind}/${id}`, disciplines);
    }
    return rows.map((r) => {
      const disciplines = visible.get(`${r.kind}/${r.id}`);
      return { ...r, deleted: disciplines === undefined, disciplines: disciplines ?? [] };
    });
  }

  async function records(items: HeaderItem[]): Promise<Map<string, OaiRecord>> {
    const out = new Map<string, OaiRecord>();
    for (const kind of KINDS) {
      const ids = items.filter((i) => i.kind === kind && !i.deleted).map((i) => i.id);
      for (const [id, record] of await repo.records(kind, ids)) out.set(`${kind}/${id}`, record);
    }
    return out;
  }

  async function list(
    verb: 'ListIdentifiers' | 'ListRecords',
    args: Arguments,
    at: Date,
  ): Promise<string> {
    let state: ListState;
    if (args.resumptionToken !== undefined) {
      state = decodeToken(args.resumptionToken, verb, at);
    } else {
      const prefix = prefixOf(args.metadataPrefix!);
      const window = harvestWindow(args, at);
      state = {
        verb,
        prefix,
        set: args.set ?? null,
        from: window.from?.toISOString() ?? null,
        before: window.before.toISOString(),
        after: null,
        cursor: 0,
        completeListSize: 0,
        expires: new Date(at.getTime() + TOKEN_LIFETIME_MS).toISOString(),
      };
    }
    const set = state.set === null ? null : parseSet(state.set);
    if (set && 'empty' in set) throw new OaiError('noRecordsMatch', 'This set holds no records.');
    const query: ItemQuery = {
      kind: set?.kind ?? null,
      discipline: set?.discipline ?? null,
      from: state.from ? new Date(state.from) : null,
      before: new Date(state.before),
    };
    // The list's size is counted once, by its first page, and carried in the tokens.
    const completeListSize = state.after ? state.completeListSize : await repo.count(query);
    const rows = await repo.page(query, state.after, pageSize + 1);
    if (rows.length === 0) {
      if (!state.after) throw new OaiError('noRecordsMatch', 'No record matches the request.');
    }
    const page = rows.slice(0, pageSize);
    const items = await headers(page);
    const last = page.at(-1);
    const more = rows.length > pageSize && last;
    const next: ListState | null = more
      ? {
          ...state,
          completeListSize,
          after: { datestamp: last.datestamp.toISOString(), kind: last.kind, id: last.id },
          cursor: state.cursor + page.length,
          expires: new Date(at.getTime() + TOKEN_LIFETIME_MS).toISOString(),
        }
      : null;
    // The first page of a complete list needs no token; every later page carries one (§3.5).
    const token =
      next || state.after
        ? resumptionToken(
            next ? encodeToken(next) : null,
            completeListSize,
            state.cursor,
            next ? new Date(next.expires) : null,
          )
        : '';
    if (verb === 'ListIdentifiers')
      return `<ListIdentifiers>${items.map((i) => header(host, i)).join('')}${token}</ListIdentifiers>`;
    const found = await records(items);
    return (
      '<ListRecords>' +
      items
        .map((i) =>
          recordXml(host, i, found.get(`${i.kind}/${i.id}`) ?? null, state.prefix, portal),
        )
        .join('') +
      token +
      '</ListRecords>'
    );
  }

  async function getRecord(args: Arguments): Promise<string> {
    const prefix = prefixOf(args.metadataPrefix!);
    const target = parseIdentifier(host, args.identifier!);
    const row = target ? await repo.item(target.kind, target.id) : null;
    if (!row) throw new OaiError('idDoesNotExist', `${args.identifier} is not known here.`);
    const [item] = await headers([row]);
    const found = await records([item!]);
    return `<GetRecord>${recordXml(host, item!, found.get(`${row.kind}/${row.id}`) ?? null, prefix, portal)}</GetRecord>`;
  }

  async function listMetadataFormats(args: Arguments): Promise<string> {
    if (args.identifier !== undefined) {
      const target = parseIdentifier(host, args.identifier);
      const row = target ? await repo.item(target.kind, target.id) : null;
      if (!row) throw new OaiError('idDoesNotExist', `${args.identifier} is not known here.`);
      const [item] = await headers([row]);
      // A deleted record has no metadata in any format.
      if (item!.deleted) throw new OaiError('noMetadataFormats', `${args.identifier} is deleted.`);
    }
    return metadataFormatsBody();
  }

  async function answer(verb: Verb, args: Arguments, at: Date): Promise<string> {
    switch (verb) {
      case 'Identify':
        return identifyBody({
          baseUrl,
          host,
          adminEmail: deps.adminEmail,
          earliest: (await repo.earliest()) ?? new Date(0),
          portalUrl: portal,
        });
      case 'ListMetadataFormats':
        return listMetadataFormats(args);
      case 'ListSets':
        if (args.resumptionToken !== undefined)
          throw new OaiError('badResumptionToken', 'ListSets is answered whole, without tokens.');
        return setsBody(await repo.disciplines());
      case 'ListIdentifiers':
      case 'ListRecords':
        return list(verb, args, at);
      case 'GetRecord':
        return getRecord(args);
    }
  }

  return {
    baseUrl,
    /** The answer to a request's arguments (the query string's, or a POST form's). */
    async handle(raw: Record<string, string[]>): Promise<string> {
      const at = now();
      let request: { verb: Verb; args: Arguments } | null = null;
      try {
        request = checkRequest(raw);
        const body = await answer(request.verb, request.args, at);
        return envelope({ now: at, baseUrl, request, body });
      } catch (error) {
        if (!(error instanceof OaiError)) throw error;
        // badVerb and badArgument answers echo no arguments (§3.2, "request").
        const echo =
          request && error.code !== 'badVerb' && error.code !== 'badArgument' ? request : null;
        return envelope({ now: at, baseUrl, request: echo, body: errorBody(error) });
      }
    },
  };
}

export type OaiService = ReturnType<typeof createOaiService>;
