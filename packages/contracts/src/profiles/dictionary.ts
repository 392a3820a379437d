// Contracts of the dictionary module: public look-ups (profiles-area §3, §7 "Public lookups").
import { z } from 'zod';

/** One entry of a dictionary: code, label in the request language, order (from 1). */
export const DictionaryItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  order: z.number().int(),
});
export type DictionaryItem = z.infer<typeof DictionaryItemSchema>;
export const DictionaryItemsSchema = z.array(DictionaryItemSchema);
export type DictionaryItems = z.infer<typeof DictionaryItemsSchema>;

export const POSTS_LIMIT_DEFAULT = 10;
export const POSTS_LIMIT_MAX = 50;

/** `GET public/posts?limit=`: the newest `limit` posts (1 to 50, 10 by default). */
export const PostsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(POSTS_LIMIT_MAX, `must be at most ${POSTS_LIMIT_MAX}`)
    .default(POSTS_LIMIT_DEFAULT),
});
export type PostsQuery = z.infer<typeof PostsQuerySchema>;

export const PostCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  link: z.string(),
});
export type PostCategory = z.infer<typeof PostCategorySchema>;

/** A post of the news feed (profiles-area §3 "Posts"). */
export const PostSchema = z.object({
  /** In the request language where an English one exists. */
  excerpt: z.string(),
  link: z.string(),
  /** Publication time, ISO 8601 (UTC). */
  date: z.iso.datetime(),
  number: z.number().int(),
  categories: z.array(PostCategorySchema),
  /** In the request language where an English one exists. */
  title: z.string(),
});
export type Post = z.infer<typeof PostSchema>;
export const PostsSchema = z.array(PostSchema);
export type Posts = z.infer<typeof PostsSchema>;

/** A field of science of the 2022 classification with its disciplines. */
export const DictionaryScienceFieldSchema = z.object({
  code: z.string(),
  label: z.string(),
  iconCode: z.string(),
  order: z.number().int(),
  disciplines: z.array(DictionaryItemSchema),
});
export type DictionaryScienceField = z.infer<typeof DictionaryScienceFieldSchema>;
export const DictionaryClassificationSchema = z.array(DictionaryScienceFieldSchema);
export type DictionaryClassification = z.infer<typeof DictionaryClassificationSchema>;

/** Areas of the searchable menu (profiles-area §3 "Searchable menu"). */
export const SEARCHABLE_MENU_AREAS = [
  'profiles',
  'degreeTitles',
  'employments',
  'memberships',
  'publications',
  'artisticAchievements',
  'patents',
  'projects',
  'promotions',
] as const;

/** For each area, the fields a search can look in or filter by. */
export const SearchableMenuSchema = z.object(
  Object.fromEntries(SEARCHABLE_MENU_AREAS.map((area) => [area, DictionaryItemsSchema])) as Record<
    (typeof SEARCHABLE_MENU_AREAS)[number],
    typeof DictionaryItemsSchema
  >,
);
export type SearchableMenu = z.infer<typeof SearchableMenuSchema>;
