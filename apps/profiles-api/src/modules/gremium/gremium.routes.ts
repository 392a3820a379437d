import type { FastifyInstance } from 'fastify';
import type { GremiumService } from './gremium.service.js';

// Stub: filled in by the module's implementation.
export async function gremiumRoutes(app: FastifyInstance, options: { service: GremiumService }) {
  void app;
  void options;
}
