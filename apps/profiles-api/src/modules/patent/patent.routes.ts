import type { FastifyInstance } from 'fastify';
import type { PatentService } from './patent.service.js';

// Stub: filled in by the module's implementation.
export async function patentRoutes(app: FastifyInstance, options: { service: PatentService }) {
  void app;
  void options;
}
