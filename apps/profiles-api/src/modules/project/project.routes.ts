import type { FastifyInstance } from 'fastify';
import type { ProjectService } from './project.service.js';

// Stub: filled in by the module's implementation.
export async function projectRoutes(app: FastifyInstance, options: { service: ProjectService }) {
  void app;
  void options;
}
