import type { Db } from '@ln/db';

/** Reads of the public dictionaries and the news feed. */
export function createDictionaryRepository(db: Db) {
  return {
    /** The newest posts with their categories (categories by name). */
    findPosts(limit: number) {
      return db.post.findMany({
        orderBy: [{ publishedAt: 'desc' }, { number: 'desc' }],
        take: limit,
        select: {
          number: true,
          title: true,
          titleEn: true,
          excerpt: true,
          excerptEn: true,
          link: true,
          publishedAt: true,
          categories: {
            orderBy: { category: { name: 'asc' } },
            select: { category: { select: { name: true, slug: true, link: true } } },
          },
        },
      });
    },

    findScienceFields() {
      return db.scienceField.findMany({
        orderBy: [{ order: 'asc' }, { code: 'asc' }],
        select: {
          code: true,
          labelPl: true,
          labelEn: true,
          iconCode: true,
          order: true,
          disciplines: {
            orderBy: [{ order: 'asc' }, { code: 'asc' }],
            select: { code: true, labelPl: true, labelEn: true, order: true },
          },
        },
      });
    },

    findPatentUnits() {
      return db.patentUnit.findMany({
        orderBy: [{ order: 'asc' }, { code: 'asc' }],
        select: { code: true, labelPl: true, labelEn: true, order: true },
      });
    },
  };
}

export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
