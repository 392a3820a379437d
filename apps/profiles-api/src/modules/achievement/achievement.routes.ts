import type { FastifyInstance } from 'fastify';
import type { AchievementService } from './achievement.service.js';

// Stub: filled in by the module's implementation.
export async function achievementRoutes(
  app: FastifyInstance,
  options: { service: AchievementService },
) {
  void app;
  void options;
}
