import type { Db } from '@ln/db';
import { visibleProfile } from '@ln/visibility';

export interface FeedProfileRow {
  id: string;
  first_name: string;
  surname: string;
  hidden: boolean;
}

export interface FeedPublicationRow {
  id: string;
  title: string;
  year: number | null;
  doi: string | null;
  type: string;
  authors: string[];
  published: Date;
  updated: Date;
}

export interface FeedPostRow {
  id: string;
  number: number;
  title: string;
  title_en: string | null;
  excerpt: string;
  excerpt_en: string | null;
  link: string;
  published_at: Date;
  categories: string[];
}

/** The feeds' reads: only what the public may see now (@ln/visibility). */
export function createFeedsRepository(db: Db) {
  return {
    async profile(profileId: string): Promise<FeedProfileRow | null> {
      const [row] = await db.sql<FeedProfileRow[]>`
        SELECT id, first_name, surname, hidden FROM profile WHERE id = ${profileId}::uuid`;
      return row ?? null;
    },

    /**
     * The profile's public publications (as its page shows them: its toggle on, a visible
     * version it shows), newest change first. A change is the publication's OAI-PMH datestamp
     * (oai_item, decision 045): any change to what its record shows.
     */
    publications(profileId: string, limit: number): Promise<FeedPublicationRow[]> {
      return db.sql<FeedPublicationRow[]>`
        SELECT x.id, x.main_title AS title, x.year, x.doi, x.type::text AS type,
               x.created_at AS published, coalesce(i.datestamp, x.updated_at) AS updated,
               (SELECT array_agg(concat_ws(' ', b.first_name, b.surname) ORDER BY b.position)
                  FROM publication_author b WHERE b.publication_id = x.id) AS authors
          FROM publication_author a
          JOIN profile p ON p.id = a.profile_id AND ${visibleProfile('p')}
          JOIN publication x ON x.id = a.publication_id
          LEFT JOIN oai_item i ON i.kind = 'Publications' AND i.id = x.id
         WHERE a.profile_id = ${profileId}::uuid AND a.publicly_visible
           AND EXISTS (SELECT 1 FROM publication_version v
                        WHERE v.publication_id = x.id AND v.is_visible
                          AND v.kind <> ALL (coalesce(a.hidden_versions, '{}'))
                          AND (v.owner_profile_id IS NULL OR v.owner_profile_id = a.profile_id))
         ORDER BY updated DESC, x.id LIMIT ${limit}`;
    },

    posts(limit: number): Promise<FeedPostRow[]> {
      return db.sql<FeedPostRow[]>`
        SELECT p.id, p.number, p.title, p.title_en, p.excerpt, p.excerpt_en, p.link, p.published_at,
               coalesce((SELECT array_agg(c.name ORDER BY c.name)
                           FROM post_category_on_post pc JOIN post_category c ON c.id = pc.category_id
                          WHERE pc.post_id = p.id), '{}') AS categories
          FROM post p ORDER BY p.published_at DESC, p.number DESC LIMIT ${limit}`;
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
