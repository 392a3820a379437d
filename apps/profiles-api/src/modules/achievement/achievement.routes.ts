import {
  ArtisticAchievementDetailParamsSchema,
  ArtisticAchievementDetailSchema,
  ArtisticAchievementShortListSchema,
  ProfileIdParamsSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AchievementService } from './achievement.service.js';

const tags = ['achievement'];

/** Public reads of a profile's artistic achievements (profiles-area §7, accounts-and-platform §7). */
export async function achievementRoutes(
  app: FastifyInstance,
  options: { service: AchievementService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/achievements/:profileId/shortArtisticAchievement',
    {
      schema: {
        operationId: 'getShortArtisticAchievement',
        tags,
        summary: "The profile's artistic achievements, newest first (at most 200)",
        description:
          'Newest first (year, then title), at most 200; `totalElements` counts them all. Each names its first 10 authors, `allAuthorsCount` gives the total and `mainAuthorIndex` the zero-based position of this profile. The kind label is in the language of Accept-Language.',
        params: ProfileIdParamsSchema,
        response: { 200: ArtisticAchievementShortListSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortArtisticAchievements(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.0/public/achievements/:profileId/artisticAchievement/:artisticAchievementId',
    {
      schema: {
        operationId: 'getArtisticAchievement',
        tags,
        summary:
          'An artistic achievement of the profile: kind, type, discipline, places and years, collections, authors',
        description:
          '404 ACHIEVEMENT_NOT_FOUND when the achievement does not exist or the profile is not among its authors. Labels (discipline, kind, type) are in the language of Accept-Language; an author whose profile is hidden has no profileId.',
        params: ArtisticAchievementDetailParamsSchema,
        response: { 200: ArtisticAchievementDetailSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      service.artisticAchievement(
        request.params.profileId,
        request.params.artisticAchievementId,
        request.lang,
      ),
  );
}
