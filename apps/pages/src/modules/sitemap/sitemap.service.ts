import { robotsTxt, sitemapIndex, urlSet } from './sitemap.fns.js';
import type { SitemapRepository } from './sitemap.repository.js';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Sitemap files of profiles past this one are never asked for (50,000 × 10,000 profiles). */
const MAX_PAGE = 10_000;

/**
 * /sitemap.xml, /sitemaps/… and /robots.txt of the portal (decision 024): a sitemap index over
 * files of visible profiles (at most `pageSize` each) and one of the gremia, all naming the
 * public origin.
 */
export function createSitemapService(deps: {
  repo: SitemapRepository;
  publicOrigin: string;
  pageSize?: number;
}) {
  const { repo } = deps;
  const origin = deps.publicOrigin.replace(/\/$/, '');
  const pageSize = deps.pageSize ?? SITEMAP_PAGE_SIZE;

  return {
    robots: (): string => robotsTxt(origin),

    async index(): Promise<string> {
      const [stats, gremia] = await Promise.all([repo.profileStats(), repo.gremiaLastmod()]);
      const pages = Math.max(1, Math.ceil(stats.count / pageSize));
      return sitemapIndex([
        ...Array.from({ length: pages }, (_, index) => ({
          loc: `${origin}/sitemaps/profiles-${index + 1}.xml`,
          lastmod: stats.lastmod,
        })),
        { loc: `${origin}/sitemaps/gremia.xml`, lastmod: gremia },
      ]);
    },

    /** Profile file `page` (from 1); null for one past the last (the first always exists). */
    async profiles(page: number): Promise<string | null> {
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return null;
      const rows = await repo.profiles(pageSize, (page - 1) * pageSize);
      if (rows.length === 0 && page > 1) return null;
      return urlSet(
        rows.map((row) => ({ loc: `${origin}/profiles/${row.id}`, lastmod: row.updated_at })),
      );
    },

    async gremia(): Promise<string> {
      const rows = await repo.gremia();
      return urlSet(
        rows.map((row) => ({ loc: `${origin}/gremiums/${row.id}`, lastmod: row.updated_at })),
      );
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
