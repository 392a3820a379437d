import {
  OrcidAcceptAllSchema,
  OrcidRefreshQueuedSchema,
  OrcidWorkParamsSchema,
  OrcidWorkSchema,
  OrcidWorksQuerySchema,
  OrcidWorksSchema,
  ProfileIdParamsSchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireOwnProfile } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrcidService } from './orcid.service.js';

const tags = ['orcid'];

/**
 * The owner's ORCID page (issue 43; the spec's "ORCID fetch", profiles-area §2): the works of
 * their ORCID record with what each matched, the review queue's decisions, and a refresh.
 * Beside the spec, in its style. The profile of the path must be the session's own (another
 * person's answers 404 PROFILE_NOT_FOUND as an unknown one, decision 029).
 */
export async function orcidRoutes(app: FastifyInstance, options: { service: OrcidService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOwnProfile('profileId');
  const guarded = errorResponses(400, 401, 403, 404);
  const decision = errorResponses(400, 401, 403, 404, 409);

  r.get(
    '/v1.0/profile/:profileId/orcid/works',
    {
      onRequest,
      schema: {
        operationId: 'getOrcidWorks',
        tags,
        summary: 'The works of the own ORCID record: matched ones and the review queue',
        description:
          'Every work the last ORCID refresh read, newest first: MATCHED (a publication of the profile: its ORCID version), PENDING (the review queue: in no public answer until accepted; `reason` says why it matched nothing), ACCEPTED, REJECTED (stays rejected at every refresh), DUPLICATE (another source’s copy of a work of the same ORCID group). `record` is the last refresh’s state.',
        params: ProfileIdParamsSchema,
        querystring: OrcidWorksQuerySchema,
        response: { 200: OrcidWorksSchema, ...guarded },
      },
    },
    (request) => service.works(request.params.profileId, request.query.status),
  );

  r.post(
    '/v1.0/profile/:profileId/orcid/refresh',
    {
      onRequest,
      schema: {
        operationId: 'refreshOrcid',
        tags,
        summary: 'Queues a refresh of the own ORCID record (in the background)',
        description:
          'The refresh runs on the job queue; one per profile waits at most (`queued: false`: one is waiting already). Read the outcome with getOrcidWorks.',
        params: ProfileIdParamsSchema,
        response: { 202: OrcidRefreshQueuedSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const queued = await service.queueRefresh(request.params.profileId, 'OWNER');
      return reply.code(202).send({ queued });
    },
  );

  r.post(
    '/v1.0/profile/:profileId/orcid/works/acceptAll',
    {
      onRequest,
      schema: {
        operationId: 'acceptAllOrcidWorks',
        tags,
        summary: 'Accepts every work of the review queue that has a title',
        params: ProfileIdParamsSchema,
        response: { 200: OrcidAcceptAllSchema, ...guarded },
      },
    },
    (request) => service.acceptAll(actorOf(request), request.params.profileId),
  );

  for (const [action, summary] of [
    ['accept', 'Accepts a work of the review queue: it becomes a publication of the profile'],
    ['reject', 'Rejects a work of the review queue: no refresh brings it back'],
    ['undo', 'Takes a decision back: the work waits in the review queue again'],
  ] as const) {
    r.post(
      `/v1.0/profile/:profileId/orcid/works/:putCode/${action}`,
      {
        onRequest,
        schema: {
          operationId: `${action}OrcidWork`,
          tags,
          summary,
          description:
            '404 ORCID_WORK_NOT_FOUND for a put-code the profile has no work of; 409 ORCID_WORK_STATE_ERROR when the work is not in a state for it (accept or reject: PENDING; undo: ACCEPTED or REJECTED; a work without a title cannot be accepted).',
          params: OrcidWorkParamsSchema,
          response: { 200: OrcidWorkSchema, ...decision },
        },
      },
      (request) =>
        service[action](actorOf(request), request.params.profileId, request.params.putCode),
    );
  }
}
