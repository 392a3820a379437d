import {
  DeletePublicationResultSchema,
  ForkPublicationRequestSchema,
  ForkPublicationResultSchema,
  OwnerPublicationSchema,
  OwnerPublicationVisibilitySchema,
  PublicationIdParamsSchema,
  PublicVisibilityRequestSchema,
} from '@ln/contracts';
import { errorResponses, profileActorOf, requireOwner } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicationNotFoundError } from '../publication/publication.service.js';
import type { OwnerPublicationService } from './owner-publication.service.js';

const tags = ['owner publications'];

/**
 * The owner's publication calls (profiles-area §7 "Publications"). Authentication and the
 * ownership check run in onRequest, before Fastify parses anything: anonymous → 401, no
 * profile → 403, a publication not on the caller's profile → 404 PUBLICATION_NOT_FOUND as an
 * unknown one, whatever the body (decision 029); then validation (400).
 */
export async function ownerPublicationRoutes(
  app: FastifyInstance,
  options: { service: OwnerPublicationService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOwner({
    param: 'publicationId',
    owns: service.owns,
    notFound: () => new PublicationNotFoundError(),
  });
  const guarded = errorResponses(400, 401, 403, 404);

  r.get(
    '/v1.0/publications/:publicationId',
    {
      onRequest,
      schema: {
        operationId: 'getOwnPublication',
        tags,
        summary: "The owner's full view of a publication on their profile, every version included",
        description:
          'Every version this profile has (AUTHOR, AUTHOR_LN, OPI, PBN), hidden ones included, each with its own record; `isVisible` is its flag for this profile and `authors` the own version’s list. `visibility` is the §3 block with this profile’s flags, `publiclyVisible` (the whole publication’s toggle) and `publicVersion`, the version the public sees now (null: none). The top-level record is that version’s (else the recommended one, `recommendedVersion`, the one a fork starts from). A publication not on the session’s profile is 404 PUBLICATION_NOT_FOUND, as an unknown one is.',
        params: PublicationIdParamsSchema,
        response: { 200: OwnerPublicationSchema, ...guarded },
      },
    },
    (request) =>
      service.publication(profileActorOf(request), request.params.publicationId, request.lang),
  );

  r.get(
    '/v1.0/publications/:publicationId/visibility',
    {
      onRequest,
      schema: {
        operationId: 'getPublicationVisibility',
        tags,
        summary: 'The visibility block of a publication on the own profile',
        description:
          'profiles-area §3: the four version ids (null when absent) with this profile’s flag each, the combined id (the publication id) and `size`, the count of ids present; beside them `publiclyVisible` and `publicVersion` (the version the public sees: the first visible of OPI, PBN, AUTHOR_LN, AUTHOR, or null when hidden or none is visible).',
        params: PublicationIdParamsSchema,
        response: { 200: OwnerPublicationVisibilitySchema, ...guarded },
      },
    },
    (request) => service.visibility(profileActorOf(request), request.params.publicationId),
  );

  r.post(
    '/v1.0/publication/:publicationId/publicVisibility',
    {
      onRequest,
      schema: {
        operationId: 'setPublicationVisibility',
        tags,
        summary:
          'Shows or hides the publication, or single versions of it, on the own public profile',
        description:
          '`publiclyVisible` (the spec’s body) shows or hides the whole publication on the public profile. The per-version flags go through the same call with the visibility block’s field names: `authorPublicationVisible`, `authorLNPublicationVisible`, `opiPublicationVisible`, `pbnPublicationVisible`. Every field is optional, at least one is required, and only those sent change. The public sees the first visible version of OPI, PBN, AUTHOR_LN, AUTHOR; to show the own version, hide those before it. Register versions (OPI, PBN) are hidden on this profile only: co-authors keep theirs. A flag for a version the publication lacks is a 400 with that field as `key`. The public lists, detail, counts and exports change at once. Answers the new visibility block.',
        params: PublicationIdParamsSchema,
        body: PublicVisibilityRequestSchema,
        response: { 200: OwnerPublicationVisibilitySchema, ...guarded },
      },
    },
    (request) =>
      service.setVisibility(profileActorOf(request), request.params.publicationId, request.body),
  );

  r.put(
    '/v1.0/publication/:publicationId/fork',
    {
      onRequest,
      schema: {
        operationId: 'forkPublication',
        tags,
        summary: 'Creates or updates the own version of a publication (fork)',
        description:
          'The body is the whole own version; the web form starts from a copy of the recommended version. Rules (profiles-area §5, accounts-and-platform §5): `type` is one of ARTICLE, BOOK, EDITED_BOOK, CHAPTER, PROCEEDINGS; an ARTICLE needs `journal` with an ISSN or eISSN, a BOOK or EDITED_BOOK needs `book` and a CHAPTER `chapter` with an ISBN or ISMN, PROCEEDINGS need `conference`; every ISSN, ISBN and ISMN has its check digit verified; exactly one title is the main title, and its `languageCode` (ISO 639-2) is the main language, `pol` when absent. Only one own version per publication: a second fork updates it (`created: false`). The new version is visible; the public sees it once the versions before it (OPI, PBN, AUTHOR_LN) are hidden.',
        params: PublicationIdParamsSchema,
        body: ForkPublicationRequestSchema,
        response: { 200: ForkPublicationResultSchema, ...guarded },
      },
    },
    (request) =>
      service.fork(
        profileActorOf(request),
        request.params.publicationId,
        request.body,
        request.lang,
      ),
  );

  r.delete(
    '/v1.0/publication/:publicationId',
    {
      onRequest,
      schema: {
        operationId: 'deletePublication',
        tags,
        summary: 'Deletes the own version of a publication',
        description:
          'Removes the own version (AUTHOR); when no other version is left the publication goes too (`publicationRemoved`). A publication without an own version comes only from state systems: 409 PUBLICATION_STATE_ONLY_ERROR, it can only be hidden (`publicVisibility`).',
        params: PublicationIdParamsSchema,
        response: {
          200: DeletePublicationResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    (request) => service.remove(profileActorOf(request), request.params.publicationId),
  );
}
