import {
  FunctionWriteRequestSchema,
  FunctionWriteResultSchema,
  GremiumAdminFunctionsSchema,
  GremiumAdminMembershipsSchema,
  GremiumAdminSchema,
  GremiumDeleteResultSchema,
  GremiumFunctionParamsSchema,
  GremiumIdPathSchema,
  GremiumMembershipParamsSchema,
  GremiumWriteRequestSchema,
  MembershipWriteRequestSchema,
  MembershipWriteResultSchema,
  OwnGremiaSchema,
  ProfileIdParamsSchema,
  ROLE_GROUPS,
} from '@ln/contracts';
import {
  actorOf,
  errorResponses,
  profileActorOf,
  requireOwner,
  requireOwnProfile,
  requireProfile,
} from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GremiumAdminService } from './gremium-admin.service.js';
import { GremiumNotFoundError } from './gremium.service.js';

const tags = ['gremium administration'];
const security = [{ bearerAuth: [] }];

const WHO =
  'OPI_OP and MEIN_OP manage every body entered on this portal; a profile owner manages a body they added themselves, listing only themselves as its member or function holder (400 `profileId` otherwise). Anyone else gets 403; a body the caller does not manage is 404 GREMIUM_NOT_FOUND and another person’s entry on the owner’s body 404 GREMIUM_MEMBERSHIP_NOT_FOUND / GREMIUM_FUNCTION_NOT_FOUND, as unknown ones are (entries of other people are theirs to read, not to change). Bodies and entries from state systems (source other than USER) are read-only: 409 STATE_SYSTEM_DATA_ERROR.';
const PERIOD_STATUS =
  'A period with an empty end is CURRENT or INACTIVE by the `status` sent (CURRENT when left out); with an end its status follows from the date and `status` must be left out.';

/**
 * Administration of bodies (accounts-and-platform §3–§6). The spec shows only
 * `DELETE v1.0/gremium/{id}`; the rest stands beside it in the same style
 * (docs/decisions/021-gremium-administration.md). Authentication and the manager check run
 * in onRequest, before anything is parsed.
 */
export async function gremiumAdminRoutes(
  app: FastifyInstance,
  options: { service: GremiumAdminService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Operators, and profile owners (403 for anyone else, whatever the id); a body the caller
  // does not manage is 404 GREMIUM_NOT_FOUND, as an unknown one (decision 029).
  const operatorsOrOwners = { orRole: ROLE_GROUPS.gremiumOperators };
  const manager = requireOwner({
    param: 'gremiumId',
    owns: service.manages,
    notFound: () => new GremiumNotFoundError(),
    ...operatorsOrOwners,
  });
  const guarded = errorResponses(400, 401, 403, 404);
  const writes = errorResponses(400, 401, 403, 404, 409);

  r.post(
    '/v1.0/gremium',
    {
      onRequest: requireProfile(operatorsOrOwners),
      schema: {
        operationId: 'createGremium',
        tags,
        security,
        summary: 'Adds a body (gremium)',
        description:
          'Fields of accounts-and-platform §3. The status follows from `endDate` (CURRENT while empty); `startDate` (entry) is not later than `endDate` (withdrawal). `institutionId` comes from the institution type-ahead. The body gets source USER; `userGremium` is OPERATOR when an operator adds it, OWNER when a profile owner adds one no registry knows (they may then manage and delete it). 403 for a user with neither an operator role nor a profile. Answers 201 with the edit view.',
        body: GremiumWriteRequestSchema,
        response: { 201: GremiumAdminSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.code(201);
      return service.create(actorOf(request), request.body, request.lang);
    },
  );

  r.get(
    '/v1.0/profile/:profileId/ownGremia',
    {
      onRequest: requireOwnProfile('profileId'),
      schema: {
        operationId: 'listOwnGremia',
        tags,
        security,
        summary: 'The bodies the profile owner added themselves',
        description:
          'Own profile only (another profile is 404 PROFILE_NOT_FOUND, as an unknown one): the bodies this account added as a profile owner (`userGremium` OWNER), newest first, which it may edit and delete. Bodies entered by operators or from state systems are not listed.',
        params: ProfileIdParamsSchema,
        response: { 200: OwnGremiaSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.ownGremia(profileActorOf(request).userId),
  );

  r.get(
    '/v1.0/gremium/:gremiumId',
    {
      onRequest: manager,
      schema: {
        operationId: 'getGremiumForEdit',
        tags,
        security,
        summary: 'The edit view of a body: every stored field and whether it may be changed',
        description: `${WHO} \`editable\` is false for a body from a state system.`,
        params: GremiumIdPathSchema,
        response: { 200: GremiumAdminSchema, ...guarded },
      },
    },
    (request) => service.view(request.params.gremiumId, request.lang),
  );

  r.put(
    '/v1.0/gremium/:gremiumId',
    {
      onRequest: manager,
      schema: {
        operationId: 'updateGremium',
        tags,
        security,
        summary: 'Edits a body (the whole record)',
        description: `${WHO} The same fields and rules as adding.`,
        params: GremiumIdPathSchema,
        body: GremiumWriteRequestSchema,
        response: { 200: GremiumAdminSchema, ...writes },
      },
    },
    (request) =>
      service.update(actorOf(request), request.params.gremiumId, request.body, request.lang),
  );

  r.delete(
    '/v1.0/gremium/:gremiumId',
    {
      onRequest: manager,
      schema: {
        operationId: 'deleteGremium',
        tags,
        security,
        summary: 'Deletes a body that has no members',
        description: `profiles-area §7, accounts-and-platform §4, §8: refused while the body has members (409 GREMIUM_HAS_MEMBERS_ERROR); its functions go with it. ${WHO}`,
        params: GremiumIdPathSchema,
        response: { 200: GremiumDeleteResultSchema, ...writes },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.gremiumId);
      return { gremiumId: request.params.gremiumId, deleted: true as const };
    },
  );

  r.get(
    '/v1.0/gremium/:gremiumId/memberships',
    {
      onRequest: manager,
      schema: {
        operationId: 'listGremiumMembershipsForEdit',
        tags,
        security,
        summary: 'Every member of a body, for its editors',
        description: `Hidden profiles included (\`profileHidden\`) for operators, unlike the public list (a profile owner sees no hidden profile but their own); \`editable\` is false for entries from state systems. Terms in years. ${WHO}`,
        params: GremiumIdPathSchema,
        response: { 200: GremiumAdminMembershipsSchema, ...guarded },
      },
    },
    (request) => service.memberships(actorOf(request), request.params.gremiumId, request.lang),
  );

  r.post(
    '/v1.0/gremium/:gremiumId/memberships',
    {
      onRequest: manager,
      schema: {
        operationId: 'addGremiumMembership',
        tags,
        security,
        summary: 'Adds a member: a person from the profiles, their kind of membership and terms',
        description: `accounts-and-platform §5: at least one term (the service date is required); \`fromYear\` is required; years have four digits; \`fromYear\` ≤ \`toYear\`. ${PERIOD_STATUS} ${WHO}`,
        params: GremiumIdPathSchema,
        body: MembershipWriteRequestSchema,
        response: { 201: MembershipWriteResultSchema, ...writes },
      },
    },
    async (request, reply) => {
      void reply.code(201);
      return service.addMembership(actorOf(request), request.params.gremiumId, request.body);
    },
  );

  r.put(
    '/v1.0/gremium/:gremiumId/memberships/:membershipId',
    {
      onRequest: manager,
      schema: {
        operationId: 'updateGremiumMembership',
        tags,
        security,
        summary: "Edits a member's kind of membership and terms",
        description: `The same rules as adding; the terms sent replace the stored ones. ${WHO}`,
        params: GremiumMembershipParamsSchema,
        body: MembershipWriteRequestSchema,
        response: { 200: MembershipWriteResultSchema, ...writes },
      },
    },
    (request) =>
      service.updateMembership(
        actorOf(request),
        request.params.gremiumId,
        request.params.membershipId,
        request.body,
      ),
  );

  r.delete(
    '/v1.0/gremium/:gremiumId/memberships/:membershipId',
    {
      onRequest: manager,
      schema: {
        operationId: 'removeGremiumMembership',
        tags,
        security,
        summary: 'Removes a member from a body',
        description: WHO,
        params: GremiumMembershipParamsSchema,
        response: { 200: MembershipWriteResultSchema, ...writes },
      },
    },
    async (request) => {
      const { gremiumId, membershipId } = request.params;
      await service.removeMembership(actorOf(request), gremiumId, membershipId);
      return { membershipId };
    },
  );

  r.get(
    '/v1.0/gremium/:gremiumId/functions',
    {
      onRequest: manager,
      schema: {
        operationId: 'listGremiumFunctionsForEdit',
        tags,
        security,
        summary: 'Every function of a body with its holder and periods, for its editors',
        description: `Hidden profiles included (\`profileHidden\`) for operators (a profile owner sees no hidden profile but their own); \`editable\` is false for entries from state systems. ${WHO}`,
        params: GremiumIdPathSchema,
        response: { 200: GremiumAdminFunctionsSchema, ...guarded },
      },
    },
    (request) => service.functions(actorOf(request), request.params.gremiumId),
  );

  r.post(
    '/v1.0/gremium/:gremiumId/functions',
    {
      onRequest: manager,
      schema: {
        operationId: 'addGremiumFunction',
        tags,
        security,
        summary: 'Adds a function: its name in Polish and English, the holder and periods',
        description: `accounts-and-platform §5: at least one period; the start date (\`dateFrom\`) is required; \`dateFrom\` ≤ \`dateTo\`; years have four digits. ${PERIOD_STATUS} ${WHO}`,
        params: GremiumIdPathSchema,
        body: FunctionWriteRequestSchema,
        response: { 201: FunctionWriteResultSchema, ...writes },
      },
    },
    async (request, reply) => {
      void reply.code(201);
      return service.addFunction(actorOf(request), request.params.gremiumId, request.body);
    },
  );

  r.put(
    '/v1.0/gremium/:gremiumId/functions/:functionId',
    {
      onRequest: manager,
      schema: {
        operationId: 'updateGremiumFunction',
        tags,
        security,
        summary: 'Edits a function, its holder and periods',
        description: `The same rules as adding; the periods sent replace the stored ones. ${WHO}`,
        params: GremiumFunctionParamsSchema,
        body: FunctionWriteRequestSchema,
        response: { 200: FunctionWriteResultSchema, ...writes },
      },
    },
    (request) =>
      service.updateFunction(
        actorOf(request),
        request.params.gremiumId,
        request.params.functionId,
        request.body,
      ),
  );

  r.delete(
    '/v1.0/gremium/:gremiumId/functions/:functionId',
    {
      onRequest: manager,
      schema: {
        operationId: 'removeGremiumFunction',
        tags,
        security,
        summary: 'Removes a function from a body',
        description: WHO,
        params: GremiumFunctionParamsSchema,
        response: { 200: FunctionWriteResultSchema, ...writes },
      },
    },
    async (request) => {
      const { gremiumId, functionId } = request.params;
      await service.removeFunction(actorOf(request), gremiumId, functionId);
      return { functionId };
    },
  );
}
