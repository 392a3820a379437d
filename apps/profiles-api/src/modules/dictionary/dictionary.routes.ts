import type { FastifyInstance } from 'fastify';
import type { DictionaryService } from './dictionary.service.js';

// Stub: filled in by the module's implementation.
export async function dictionaryRoutes(
  app: FastifyInstance,
  options: { service: DictionaryService },
) {
  void app;
  void options;
}
