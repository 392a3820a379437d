import type { FastifyInstance } from 'fastify';
import type { ResearchWorkService } from './research-work.service.js';

// Stub: filled in by the module's implementation.
export async function researchWorkRoutes(
  app: FastifyInstance,
  options: { service: ResearchWorkService },
) {
  void app;
  void options;
}
