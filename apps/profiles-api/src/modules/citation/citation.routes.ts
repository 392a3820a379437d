import {
  CitationPublicationParamsSchema,
  CitationQuerySchema,
  ProfileIdParamsSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CitationFile, CitationService } from './citation.service.js';

const tags = ['citation'];
const formats =
  '`format`: `bibtex` (application/x-bibtex, .bib), `ris` (application/x-research-info-systems, .ris), `csl-json` (application/vnd.citationstyles.csl+json, .json), `apa` (APA 7th edition, text/plain; Polish terms for Accept-Language pl) or `pn-iso-690` (PN-ISO 690, text/plain). Sent as an attachment with its file name.';

const send = (reply: FastifyReply, file: CitationFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);

/** Citation export of public publications (beside the spec's public publication calls). */
export async function citationRoutes(app: FastifyInstance, options: { service: CitationService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/publications/:profileId/export',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'exportPublications',
        tags,
        summary: 'Exports every publication the profile shows publicly, as citations',
        description: `The publications of \`public/publications/{profileId}/publications\`, newest first, each in the version the public sees; hidden publications and versions are never exported. ${formats}`,
        params: ProfileIdParamsSchema,
        querystring: CitationQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await service.profile(request.params.profileId, request.query.format, request.lang),
      ),
  );

  r.get(
    '/v1.0/public/profile/:profileId/publication/:publicationId/export',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'exportPublication',
        tags,
        summary: 'Exports one publication of the profile as a citation',
        description: `The version the public sees. 404 PUBLICATION_NOT_FOUND when the publication is not shown on this profile. ${formats}`,
        params: CitationPublicationParamsSchema,
        querystring: CitationQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await service.publication(
          request.params.profileId,
          request.params.publicationId,
          request.query.format,
          request.lang,
        ),
      ),
  );
}
