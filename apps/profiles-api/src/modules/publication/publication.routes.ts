import type { FastifyInstance } from 'fastify';
import type { PublicationService } from './publication.service.js';

// Stub: filled in by the module's implementation.
export async function publicationRoutes(
  app: FastifyInstance,
  options: { service: PublicationService },
) {
  void app;
  void options;
}
