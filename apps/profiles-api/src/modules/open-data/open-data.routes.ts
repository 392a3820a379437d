import { ROLE_GROUPS } from '@ln/contracts';
import { errorResponses, requireRole } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpenDataService } from './open-data.service.js';

const tags = ['openData'];

const ManifestSchema = z
  .object({
    generatedAt: z.string(),
    licence: z.object({ name: z.string(), url: z.string() }),
    format: z.string(),
    files: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(['profiles', 'publications', 'gremia', 'institutions']),
        records: z.number().int(),
        bytes: z.number().int(),
        sha256: z.string(),
      }),
    ),
  })
  .describe('The current dump: its files with counts, sizes and sha256, its date and licence');

const FileParamsSchema = z.object({
  run: z.string().regex(/^dump-[0-9TZ-]+$/, 'must be a dump folder of the manifest'),
  file: z.enum([
    'profiles.jsonl.gz',
    'publications.jsonl.gz',
    'gremia.jsonl.gz',
    'institutions.jsonl.gz',
  ]),
});

/** The bulk dump (issue 44, docs/open-data.md): its manifest, its files, a run on demand. */
export async function openDataRoutes(app: FastifyInstance, options: { service: OpenDataService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/openData/manifest',
    {
      schema: {
        operationId: 'getOpenDataManifest',
        tags,
        summary: 'The manifest of the current bulk dump (beside the spec)',
        response: { 200: ManifestSchema, ...errorResponses(400, 404) },
      },
    },
    () => service.manifest(),
  );

  r.get(
    '/v1.0/public/openData/files/:run/:file',
    {
      schema: {
        operationId: 'getOpenDataFile',
        tags,
        summary: 'A file of the current bulk dump: gzipped JSON Lines, with ETag and Range',
        params: FileParamsSchema,
        response: {
          200: z.unknown().describe('The whole file (application/gzip)'),
          206: z.unknown().describe('The range asked for'),
          304: z.null().describe('Not modified: the ETag given in If-None-Match'),
          416: z.null().describe('The range lies outside the file'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.file(
        request.params.run,
        request.params.file,
        request.headers.range,
        request.headers['if-none-match'],
      );
      if ('notModified' in answer) return reply.code(304).header('etag', answer.etag).send();
      if ('unsatisfiable' in answer)
        return reply.code(416).header('content-range', `bytes */${answer.size}`).send();
      reply
        .code(answer.status)
        .type('application/gzip')
        .header('etag', answer.etag)
        .header('last-modified', answer.lastModified.toUTCString())
        .header('accept-ranges', 'bytes')
        .header('content-length', answer.length)
        .header('cache-control', 'public, max-age=3600');
      if (answer.range) reply.header('content-range', answer.range);
      return reply.send(answer.stream);
    },
  );

  r.post(
    '/v1.0/openData/dump',
    {
      onRequest: requireRole(ROLE_GROUPS.admins),
      schema: {
        operationId: 'requestOpenDataDump',
        tags,
        summary: 'Write the bulk dump now, on the job queue (ADMIN; beside the spec)',
        response: { 202: z.object({ jobId: z.string() }), ...errorResponses(401, 403, 409, 503) },
      },
    },
    async (_request, reply) => reply.code(202).send(await service.requestDump()),
  );
}
