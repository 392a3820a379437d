import type { PbnFeed } from './pbn.feed.js';
import {
  affiliationsAnswer,
  fundingsAnswer,
  indexOfOrcid,
  orcidWorks,
  recordAnswer,
  workRecord,
  worksAnswer,
  type OrcidRecordChange,
  type OrcidStandInWork,
} from './orcid.records.js';
import type { PersonRows, Universe } from './universe.js';

/** The development application ORCID knows (client credentials of the public API). */
export const DEV_ORCID_CLIENT: { id: string; secret: string } = {
  id: 'APP-LNDEV000000000001',
  secret: 'ln-dev-orcid-secret',
};

/**
 * ORCID's state in the stand-in: the tokens it issued (and those it has since refused), the
 * records' changes, and its limit: a token bucket of 24 a second with a burst of 40, past
 * which it answers 503 as ORCID documents.
 */
export class OrcidFeed {
  readonly tokens = new Set<string>();
  readonly expired = new Set<string>();
  private readonly changes = new Map<string, OrcidRecordChange>();
  private readonly cache = new Map<string, { person: PersonRows; works: OrcidStandInWork[] }>();
  private bucket: number;
  private last = Date.now();
  private issuedCount = 0;
  /** Answers 503 past the burst (default ORCID's 24 a second, burst 40). */
  rate: { perSecond: number; burst: number };
  /** Requests answered 503 by the limit. */
  limited = 0;

  constructor(
    private readonly universe: Universe,
    private readonly pbn: PbnFeed,
    rate: { perSecond: number; burst: number } = { perSecond: 24, burst: 40 },
  ) {
    this.rate = rate;
    this.bucket = rate.burst;
  }

  reset(rate: { perSecond: number; burst: number } = { perSecond: 24, burst: 40 }): void {
    this.tokens.clear();
    this.expired.clear();
    this.changes.clear();
    this.cache.clear();
    this.rate = rate;
    this.bucket = rate.burst;
    this.limited = 0;
  }

  /** False when the request is past the burst (the caller answers 503). */
  admit(now = Date.now()): boolean {
    this.bucket = Math.min(
      this.rate.burst,
      this.bucket + ((now - this.last) / 1000) * this.rate.perSecond,
    );
    this.last = now;
    if (this.bucket >= 1) {
      this.bucket -= 1;
      return true;
    }
    this.limited += 1;
    return false;
  }

  issue(): string {
    const token = `ln-orcid-${Date.now().toString(36)}-${(this.issuedCount++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.tokens.add(token);
    return token;
  }

  /** Every token issued so far is refused from now on (401 invalid_token). */
  expireTokens(): void {
    for (const token of this.tokens) this.expired.add(token);
  }

  change(orcid: string, change: OrcidRecordChange): void {
    this.changes.set(orcid, { ...this.changes.get(orcid), ...change });
    this.cache.delete(orcid);
  }

  stateOf(orcid: string): OrcidRecordChange['state'] {
    return this.changes.get(orcid)?.state ?? null;
  }

  /** The person and works of a seeded ORCID iD, or null when no one has it. */
  find(orcid: string): { person: PersonRows; works: OrcidStandInWork[] } | null {
    const cached = this.cache.get(orcid);
    if (cached) return cached;
    const index = indexOfOrcid(this.universe, orcid);
    if (index === null) return null;
    const person = this.universe.person(index);
    const works = orcidWorks(person, this.pbn.publicationsOf(index), this.changes.get(orcid));
    const found = { person, works };
    if (this.cache.size > 200) this.cache.clear();
    this.cache.set(orcid, found);
    return found;
  }

  record(orcid: string) {
    const found = this.find(orcid);
    return found && recordAnswer(orcid, found.person, found.works);
  }
  works(orcid: string) {
    const found = this.find(orcid);
    return found && worksAnswer(orcid, found.works);
  }
  work(orcid: string, putCode: number) {
    const w = this.find(orcid)?.works.find((x) => x.putCode === putCode);
    return w ? workRecord(orcid, w) : null;
  }
  bulk(orcid: string, putCodes: number[]) {
    const found = this.find(orcid);
    if (!found) return null;
    const byCode = new Map(found.works.map((w) => [w.putCode, w]));
    return {
      bulk: putCodes.map((code) => {
        const w = byCode.get(code);
        return w
          ? { work: workRecord(orcid, w) }
          : {
              error: {
                'response-code': 404,
                'developer-message': `404 Not Found: The resource was not found. Put-code ${code}`,
                'user-message': 'The resource was not found.',
                'error-code': 9016,
                'more-info':
                  'https://info.orcid.org/documentation/integration-guide/troubleshooting/',
              },
            };
      }),
    };
  }
  affiliations(orcid: string, kind: 'employment' | 'education') {
    const found = this.find(orcid);
    return found && affiliationsAnswer(orcid, found.person, kind);
  }
  fundings(orcid: string) {
    const found = this.find(orcid);
    return found && fundingsAnswer(orcid, found.person);
  }
}
