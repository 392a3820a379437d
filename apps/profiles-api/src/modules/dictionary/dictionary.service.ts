import type { Lang } from '../../plugins/language.js';
import {
  DEGREE_TITLES,
  toItems,
  toLabelled,
  toPost,
  toScienceField,
  toSearchableMenu,
} from './dictionary.fns.js';
import type { DictionaryRepository } from './dictionary.repository.js';

/**
 * Public look-ups and the news feed (profiles-area §7 "Public lookups"); the same for
 * everybody, so nothing here reads a profile (the guard is not needed).
 */
export function createDictionaryService(deps: { repo: DictionaryRepository }) {
  const { repo } = deps;
  return {
    async posts(limit: number, lang: Lang) {
      const rows = await repo.findPosts(limit);
      return rows.map((row) => toPost(row, lang));
    },

    degreeTitles(lang: Lang) {
      return toItems(DEGREE_TITLES, lang);
    },

    async classification(lang: Lang) {
      const fields = await repo.findScienceFields();
      return fields.map((f) => toScienceField(f, lang));
    },

    searchableMenu(lang: Lang) {
      return toSearchableMenu(lang);
    },

    async patentUnits(lang: Lang) {
      const rows = await repo.findPatentUnits();
      return rows.map((row) => toLabelled(row, lang));
    },
  };
}

export type DictionaryService = ReturnType<typeof createDictionaryService>;
