import { OWNER_GREMIUM_SITEMAP_AFTER_DAYS } from '@ln/contracts';
import { Prisma, type Db } from '@ln/db';
import { visibleProfile } from '@ln/visibility';

/** A page of the sitemap: its id and when it last changed. */
export interface SitemapEntryRow {
  id: string;
  updated_at: Date;
}

/**
 * A body a profile owner added is listed once it has existed a week (decision 036): time for
 * an operator to remove one that is spam before search engines are pointed at it.
 */
const LISTED_GREMIUM = Prisma.sql`(user_gremium IS DISTINCT FROM 'OWNER'
  OR created_at <= now() - make_interval(days => ${OWNER_GREMIUM_SITEMAP_AFTER_DAYS}))`;

/**
 * The sitemap's reads, at every request: what the public may see now (@ln/visibility), so a
 * profile hidden after it was listed is gone from the next answer.
 */
export function createSitemapRepository(db: Db) {
  return {
    /** How many profiles the sitemap lists, and when the latest of them changed. */
    async profileStats(): Promise<{ count: number; lastmod: Date | null }> {
      const [stats] = await db.sql<Array<{ count: number; lastmod: Date | null }>>`
        SELECT count(*)::int AS count, max(p.updated_at) AS lastmod
          FROM profile p WHERE ${visibleProfile('p')}`;
      return stats ?? { count: 0, lastmod: null };
    },

    /** The profiles of one sitemap file, by id. */
    profiles(limit: number, offset: number): Promise<SitemapEntryRow[]> {
      return db.sql<SitemapEntryRow[]>`
        SELECT p.id, p.updated_at FROM profile p WHERE ${visibleProfile('p')}
         ORDER BY p.id LIMIT ${limit} OFFSET ${offset}`;
    },

    /** When the latest gremium changed. */
    async gremiaLastmod(): Promise<Date | null> {
      const [gremia] = await db.sql<Array<{ lastmod: Date | null }>>`
        SELECT max(updated_at) AS lastmod FROM gremium WHERE ${LISTED_GREMIUM}`;
      return gremia?.lastmod ?? null;
    },

    /** Every gremium listed, by id. */
    gremia(): Promise<SitemapEntryRow[]> {
      return db.sql<SitemapEntryRow[]>`
        SELECT id, updated_at FROM gremium WHERE ${LISTED_GREMIUM} ORDER BY id`;
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
