import { z } from 'zod';
import { PageQuerySchema, pageOf, UuidSchema } from './common.js';

// Discovery (issue 45, decision 047): a public profile's co-authors, their network, and the
// similar researchers with the reasons. Additions beside the specification, in its style.

/** A person another record names: a link to their public profile. */
export const DiscoveryPersonSchema = z.object({
  profileId: UuidSchema,
  firstName: z.string(),
  surname: z.string(),
});
export type DiscoveryPerson = z.infer<typeof DiscoveryPersonSchema>;

/** A co-author: the publications the two show publicly, their count and their years. */
export const CoauthorSchema = DiscoveryPersonSchema.extend({
  calculatedEduLevel: z.string().nullable(),
  sharedPublications: z.number().int(),
  firstYear: z.number().int().nullable(),
  lastYear: z.number().int().nullable(),
});
export type Coauthor = z.infer<typeof CoauthorSchema>;

export const CoauthorPageQuerySchema = PageQuerySchema;
export type CoauthorPageQuery = z.infer<typeof CoauthorPageQuerySchema>;

export const CoauthorPageSchema = pageOf(CoauthorSchema);
export type CoauthorPage = z.infer<typeof CoauthorPageSchema>;

/** The strongest links of the network around a profile. */
export const COAUTHOR_NETWORK_LINKS = 50;

export const CoauthorNetworkSchema = z.object({
  /** The profile and the co-authors the links join; `center` marks the profile itself. */
  nodes: z.array(DiscoveryPersonSchema.extend({ center: z.boolean() })),
  /** At most COAUTHOR_NETWORK_LINKS, strongest first: `sharedPublications` between the two. */
  links: z.array(
    z.object({ source: UuidSchema, target: UuidSchema, sharedPublications: z.number().int() }),
  ),
});
export type CoauthorNetwork = z.infer<typeof CoauthorNetworkSchema>;

export const SIMILAR_RESEARCHERS_LIMIT = 10;

export const SimilarQuerySchema = z.object({
  withTheDead: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export type SimilarQuery = z.infer<typeof SimilarQuerySchema>;

/** What two researchers share: every term that counts in their score (decision 047). */
export const SimilarReasonsSchema = z.object({
  disciplines: z.array(z.string()),
  specialties: z.array(z.string()),
  keywords: z.array(z.string()),
  institutions: z.array(z.string()),
  /** Co-authors both have published with (visible profiles only). */
  coauthors: z.array(DiscoveryPersonSchema),
  /** Publications the two have together (0: none). */
  sharedPublications: z.number().int(),
});
export type SimilarReasons = z.infer<typeof SimilarReasonsSchema>;

export const SimilarResearcherSchema = DiscoveryPersonSchema.extend({
  calculatedEduLevel: z.string().nullable(),
  dead: z.boolean(),
  score: z.number().int(),
  reasons: SimilarReasonsSchema,
});
export type SimilarResearcher = z.infer<typeof SimilarResearcherSchema>;

export const SimilarResearchersSchema = z.object({
  content: z.array(SimilarResearcherSchema),
});
export type SimilarResearchers = z.infer<typeof SimilarResearchersSchema>;
