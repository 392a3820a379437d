import {
  COAUTHOR_NETWORK_LINKS,
  SIMILAR_RESEARCHERS_LIMIT,
  toPage,
  type CoauthorNetwork,
  type CoauthorPageQuery,
} from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import { namedInSimilar, toSimilarResearchers } from './discovery.fns.js';
import type { DiscoveryRepository } from './discovery.repository.js';

/**
 * The public reads of discovery (issue 45): a visible profile's co-authors, their network and
 * its similar researchers, from the kept tables (decision 047). Hidden profiles are left out
 * on every read, whatever the tables still hold.
 */
export function createDiscoveryService(deps: {
  repo: DiscoveryRepository;
  guard: PublicProfileGuard;
}) {
  const { repo, guard } = deps;
  return {
    async coauthors(profileId: string, query: CoauthorPageQuery) {
      await guard.assertVisible(profileId);
      const { total, rows } = await repo.coauthors(profileId, query.size, query.page * query.size);
      return toPage(
        rows.map((r) => ({
          profileId: r.profile_id,
          firstName: r.first_name,
          surname: r.surname,
          calculatedEduLevel: r.calculated_edu_level,
          sharedPublications: r.shared,
          firstYear: r.first_year,
          lastYear: r.last_year,
        })),
        total,
        query,
      );
    },

    async network(profileId: string): Promise<CoauthorNetwork> {
      await guard.assertVisible(profileId);
      const { links, nodes } = await repo.network(profileId, COAUTHOR_NETWORK_LINKS);
      const shown = new Set(nodes.map((n) => n.profile_id));
      return {
        nodes: nodes
          .map((n) => ({
            profileId: n.profile_id,
            firstName: n.first_name,
            surname: n.surname,
            center: n.profile_id === profileId,
          }))
          .sort((a, b) => Number(b.center) - Number(a.center)),
        links: links
          .filter((l) => shown.has(l.source) && shown.has(l.target))
          .map((l) => ({ source: l.source, target: l.target, sharedPublications: l.shared })),
      };
    },

    async similar(profileId: string, withTheDead: boolean, lang: Lang) {
      await guard.assertVisible(profileId);
      const rows = await repo.similar(profileId, SIMILAR_RESEARCHERS_LIMIT, withTheDead);
      const named = namedInSimilar(rows);
      const [terms, people] = await Promise.all([
        repo.terms(named.terms),
        repo.people(named.people),
      ]);
      return { content: toSimilarResearchers(rows, terms, people, lang) };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
