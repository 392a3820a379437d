import { isVisibleProfile } from '@ln/visibility';
import { Feed } from 'feed';
import type { FeedsRepository } from './feeds.repository.js';

/** Entries per feed. */
export const FEED_SIZE = 50;

const TITLES = {
  pl: {
    news: 'Ludzie Nauki: aktualności',
    publications: (name: string) => `${name}: publikacje w portalu Ludzie Nauki`,
  },
  en: {
    news: 'Ludzie Nauki: news',
    publications: (name: string) => `${name}: publications on the Ludzie Nauki portal`,
  },
} as const;

export type FeedLanguage = keyof typeof TITLES;

/**
 * Atom feeds (RFC 4287, written by the `feed` library): a profile's new and changed public
 * publications, and the news posts. Null for a profile the public may not see (unknown or
 * hidden alike).
 */
export function createFeedsService(deps: { repo: FeedsRepository; publicOrigin: string }) {
  const { repo } = deps;
  const origin = deps.publicOrigin.replace(/\/$/, '');

  return {
    async profilePublications(profileId: string, lang: FeedLanguage): Promise<string | null> {
      const profile = await repo.profile(profileId);
      if (!profile || !isVisibleProfile(profile)) return null;
      const rows = await repo.publications(profile.id, FEED_SIZE);
      const page = `${origin}/profiles/${profile.id}`;
      const self = `${page}/publications.atom${lang === 'en' ? '?lang=en' : ''}`;
      const feed = new Feed({
        id: self,
        title: TITLES[lang].publications(`${profile.first_name} ${profile.surname}`),
        link: `${page}/publications`,
        language: lang,
        updated: rows[0]?.updated ?? new Date(0),
        feedLinks: { atom: self },
        author: { name: `${profile.first_name} ${profile.surname}`, link: page },
        generator: false,
      });
      for (const row of rows) {
        const details = [row.authors.join(', '), row.year, row.doi ? `DOI ${row.doi}` : null]
          .filter(Boolean)
          .join('. ');
        feed.addItem({
          id: `urn:uuid:${row.id}`,
          title: row.title,
          link: `${page}/publications/${row.id}`,
          date: row.updated,
          published: row.published,
          description: details,
          author: row.authors.map((name) => ({ name })),
        });
      }
      return feed.atom1();
    },

    async news(lang: FeedLanguage): Promise<string> {
      const rows = await repo.posts(FEED_SIZE);
      const self = `${origin}/news.atom${lang === 'en' ? '?lang=en' : ''}`;
      const feed = new Feed({
        id: self,
        title: TITLES[lang].news,
        link: origin,
        language: lang,
        updated: rows[0]?.published_at ?? new Date(0),
        feedLinks: { atom: self },
        author: { name: 'Ludzie Nauki', link: origin },
        generator: false,
      });
      for (const row of rows) {
        feed.addItem({
          id: `urn:uuid:${row.id}`,
          title: (lang === 'en' ? row.title_en : null) ?? row.title,
          // The posts name their page relative to the portal (the CMS under its origin).
          link: new URL(row.link, `${origin}/`).toString(),
          date: row.published_at,
          description: (lang === 'en' ? row.excerpt_en : null) ?? row.excerpt,
          category: row.categories.map((name) => ({ name, term: name })),
        });
      }
      return feed.atom1();
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
