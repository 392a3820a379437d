import type { Db } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import type { RegistryClients, RegistrySource } from '@ln/registry';
import { createRadonSyncRepository } from './radon/radon-sync.repository.js';
import { createRadonSource } from './radon/radon-sync.service.js';
import { createPbnSource } from './pbn/pbn-source.js';
import type { SourceRunner } from './source-runner.js';

/**
 * The sources of the registry sync, one per configured client (docs/registries.md "Plugging a
 * source in"): a source whose base URL is unset has no runner and is never read.
 */
export function buildSourceRunners(deps: {
  db: Db;
  clients: RegistryClients;
  audit: AuditRepository;
  peselHashKey: Buffer | null;
}): Partial<Record<RegistrySource, SourceRunner>> {
  const { db, clients, audit, peselHashKey } = deps;
  const runners: Partial<Record<RegistrySource, SourceRunner>> = {};
  if (clients.radon)
    runners.RADON = createRadonSource({
      radon: clients.radon,
      pbn: clients.pbn,
      repo: createRadonSyncRepository(db),
      audit,
      peselHashKey,
    });
  if (clients.pbn) runners.PBN = createPbnSource({ pbn: clients.pbn, db, peselHashKey });
  return runners;
}
