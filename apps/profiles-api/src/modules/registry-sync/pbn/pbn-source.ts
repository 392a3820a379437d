import type { Db } from '@ln/db';
import type {
  PbnClient,
  PbnJournalRecord,
  PbnPersonRecord,
  PbnPublicationRecord,
  PbnPublisherRecord,
} from '@ln/registry';
import { createPublicationMatcher } from '../publication-match.js';
import { createPublicationMatchRepository } from '../publication-match.repository.js';
import type { SourceRunner, SyncPhase } from '../source-runner.js';
import { PBN_ENTITY } from './pbn-sync.fns.js';
import { createPbnSyncRepository } from './pbn-sync.repository.js';
import {
  createPbnPublicationSync,
  readDictionary,
  readPeople,
  readPublications,
} from './pbn-sync.service.js';

/**
 * PBN as a source of the registry sync (source-runner.ts; decision 041): two phases.
 * - `people`: PBN's people, each linked to a profile (full runs only; an incremental run
 *   links authors with the links it has). Never withdraws.
 * - `journals`, `publishers` (full runs only): PBN's lists, for what a work names by id (a
 *   journal's publisher, a publisher's place); a change shows as the works it changes.
 * - `publications`: the ACTIVE works (an incremental run: those modified since the last
 *   completed read), then the DELETED ones, a transaction and a checkpoint a page; a complete
 *   full read withdraws the works it did not see, behind the framework's removal guard.
 */
export function createPbnSource(deps: {
  pbn: PbnClient;
  db: Db;
  peselHashKey: Buffer | null;
  pageSize?: number;
}): SourceRunner {
  const { pbn, db, peselHashKey } = deps;
  const sync = createPbnPublicationSync({
    repo: createPbnSyncRepository(db),
    matcher: createPublicationMatcher(createPublicationMatchRepository(db)),
    peselHashKey,
  });

  const people: SyncPhase<PbnPersonRecord> = {
    name: 'people',
    entity: 'PERSON',
    recordEntity: PBN_ENTITY.person,
    withdraws: false,
    incremental: false,
    read: ({ from, signal }) => readPeople(pbn, sync, { from, signal }),
    apply: (tx, page, ctx) => sync.applyPeople(tx, page.records, ctx),
  };

  const dictionary = <R extends PbnJournalRecord | PbnPublisherRecord>(
    list: 'journals' | 'publishers',
  ): SyncPhase<R> => {
    const entity = list === 'journals' ? PBN_ENTITY.journal : PBN_ENTITY.publisher;
    return {
      name: list,
      entity: 'PUBLICATION',
      recordEntity: entity,
      withdraws: false,
      incremental: false,
      read: ({ from, signal }) =>
        readDictionary(pbn, list, { from, signal }) as ReturnType<SyncPhase<R>['read']>,
      apply: (tx, page, ctx) => sync.applyDictionary(tx, entity, page.records, ctx),
    };
  };

  const publications: SyncPhase<PbnPublicationRecord> = {
    name: 'publications',
    entity: 'PUBLICATION',
    recordEntity: PBN_ENTITY.publication,
    withdraws: true,
    incremental: true,
    read: ({ from, since, signal }) =>
      readPublications(pbn, { from, since, signal, pageSize: deps.pageSize }),
    apply: (tx, page, ctx) => sync.applyPublications(tx, page.records, ctx),
    withdraw: (tx, records, ctx) => sync.withdrawUnseen(tx, records, ctx),
  };

  return {
    source: 'PBN',
    phases: [
      people,
      dictionary<PbnJournalRecord>('journals'),
      dictionary<PbnPublisherRecord>('publishers'),
      publications,
    ] as SyncPhase[],
  };
}
