// Contracts of the achievement module (profiles-area §3, §7).
import { z } from 'zod';
import { CodeLabelSchema, DataSourceSchema, UuidSchema } from './common.js';

/** How many artistic achievements the short list gives at most (newest first). */
export const SHORT_ARTISTIC_ACHIEVEMENTS_LIMIT = 200;

export const ArtisticAchievementAuthorNameSchema = z.object({
  name: z.string(),
  surname: z.string(),
});
export type ArtisticAchievementAuthorName = z.infer<typeof ArtisticAchievementAuthorNameSchema>;

/** Short artistic achievement (profiles-area §3). */
export const ArtisticAchievementShortSchema = z.object({
  artisticAchievementId: UuidSchema,
  title: z.string(),
  authors: z.array(ArtisticAchievementAuthorNameSchema),
  allAuthorsCount: z.number().int(),
  /** Zero-based position of this profile in the author list. */
  mainAuthorIndex: z.number().int(),
  artisticAchievementKind: CodeLabelSchema,
  year: z.number().int().nullable(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string().nullable(),
  institutionName: z.string().nullable(),
});
export type ArtisticAchievementShort = z.infer<typeof ArtisticAchievementShortSchema>;

/** `GET public/achievements/{profileId}/shortArtisticAchievement`. */
export const ArtisticAchievementShortListSchema = z.object({
  /** How many artistic achievements the profile has; the list holds the newest of them. */
  totalElements: z.number().int(),
  artisticAchievements: z.array(ArtisticAchievementShortSchema),
});
export type ArtisticAchievementShortList = z.infer<typeof ArtisticAchievementShortListSchema>;

export const ArtisticAchievementDetailParamsSchema = z.object({
  profileId: UuidSchema,
  artisticAchievementId: UuidSchema,
});
export type ArtisticAchievementDetailParams = z.infer<typeof ArtisticAchievementDetailParamsSchema>;

export const ArtisticAchievementAuthorSchema = z.object({
  /** The author's LN profile; null for outside authors and for hidden profiles. */
  profileId: UuidSchema.nullable(),
  name: z.string(),
  surname: z.string(),
});
export type ArtisticAchievementAuthor = z.infer<typeof ArtisticAchievementAuthorSchema>;

export const ArtisticAchievementCollectionSchema = z.object({
  collectionId: UuidSchema,
  name: z.string(),
  country: z.string().nullable(),
});
export type ArtisticAchievementCollection = z.infer<typeof ArtisticAchievementCollectionSchema>;

/** `GET public/achievements/{profileId}/artisticAchievement/{id}` (profiles-area §3). */
export const ArtisticAchievementDetailSchema = z.object({
  artisticAchievementId: UuidSchema,
  /** The id in the source system (PBN), when it has one. */
  externalId: z.string().nullable(),
  showingEntity: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  discipline: CodeLabelSchema.nullable(),
  artisticAchievementKind: CodeLabelSchema,
  achievementType: CodeLabelSchema.nullable(),
  title: z.string(),
  year: z.number().int().nullable(),
  country: z.string().nullable(),
  institutionName: z.string().nullable(),
  implementationCountry: z.string().nullable(),
  implementationYear: z.number().int().nullable(),
  firstPublicationCountry: z.string().nullable(),
  firstPublicationYear: z.number().int().nullable(),
  characteristics: z.string().nullable(),
  range: z.string().nullable(),
  publisherName: z.string().nullable(),
  status: z.string().nullable(),
  dataSource: DataSourceSchema,
  collections: z.array(ArtisticAchievementCollectionSchema),
  authors: z.array(ArtisticAchievementAuthorSchema),
  allAuthorsCount: z.number().int(),
  /** Zero-based position of this profile in the author list. */
  mainAuthorIndex: z.number().int(),
});
export type ArtisticAchievementDetail = z.infer<typeof ArtisticAchievementDetailSchema>;
