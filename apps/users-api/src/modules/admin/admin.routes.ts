import {
  AdminActionQuerySchema,
  AdminUserDetailsSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  DELETE_ACCOUNT_CONFIRMATION_KEY,
  DeleteAccountQuerySchema,
  ROLE_GROUPS,
  SetRolesSchema,
  SetStatusSchema,
  UserActionResultSchema,
  UserIdParamsSchema,
  UserListPageSchema,
  UserListQuerySchema,
} from '@ln/contracts';
import {
  actorOf,
  errorResponses,
  requireRole,
  requireSelfOrRole,
  ValidationError,
} from '@ln/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.service.js';

const tags = ['admin'];
const adminOnly = { onRequest: requireRole(ROLE_GROUPS.admins) };

/** accounts-and-platform §8: 'Check the box to confirm that you want to delete your account'. */
const CONFIRMATION_TEXT = {
  pl: 'Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto',
  en: 'Check the box to confirm that you want to delete your account',
} as const;

/** The deletion-confirmation error of the owner's own deletion, in the reader's language. */
export function confirmationRequired(request: FastifyRequest, value: unknown): ValidationError {
  const en = /^\s*en/i.test(request.headers['accept-language'] ?? '');
  return new ValidationError([
    {
      key: DELETE_ACCOUNT_CONFIRMATION_KEY,
      content: CONFIRMATION_TEXT[en ? 'en' : 'pl'],
      invalidValue: value ?? null,
    },
  ]);
}

/** Administration of accounts (accounts-and-platform §6, §7); every route needs ADMIN but the owner's deletion. */
export async function adminRoutes(app: FastifyInstance, options: { service: AdminService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/users',
    {
      ...adminOnly,
      schema: {
        operationId: 'listUsers',
        tags,
        summary: 'The user list (administrator): paged, filtered and sorted',
        description:
          'Beside the spec. `query` (at least 3 characters): each of its words must be part of the first name, surname or e-mail; `status` (ACTIVE, BLOCKED, CLOSED) and `role` filter; `sort` is surname (default) or createDate, `direction` asc (default) or desc. Roles never list BASIC.',
        querystring: UserListQuerySchema,
        response: { 200: UserListPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.list(request.query),
  );

  r.get(
    '/v1.0/auditLog',
    {
      ...adminOnly,
      schema: {
        operationId: 'getAuditLog',
        tags,
        summary: 'The audit log of administrative actions (administrator), newest first',
        description:
          'Beside the spec: who (actorUserId), what (action), target (targetType, targetId), when (at), why (reason), optionally filtered by targetId, actorUserId or action.',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.auditLog(request.query),
  );

  r.get(
    '/v1.0/user/:userId',
    {
      ...adminOnly,
      schema: {
        operationId: 'getUser',
        tags,
        summary: "An account's details (administrator); BASIC is not listed among the roles",
        params: UserIdParamsSchema,
        response: { 200: AdminUserDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.details(request.params.userId),
  );

  r.post(
    '/v1.0/user/:userId/roles',
    {
      ...adminOnly,
      schema: {
        operationId: 'setUserRoles',
        tags,
        summary: "Sets an account's roles (administrator); BASIC is always kept",
        description:
          '`userRoles` lists the roles the account should have; BASIC is added whether listed or not. No change may take the ADMIN role from the last active administrator, whoever makes it (409 LAST_ADMIN_ERROR). `reason` (optional, beside the spec) is kept in the audit log.',
        params: UserIdParamsSchema,
        body: SetRolesSchema,
        response: { 200: AdminUserDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      service.setRoles(
        actorOf(request),
        request.params.userId,
        request.body.userRoles,
        request.body.reason,
      ),
  );

  r.put(
    '/v1.0/user/:userId/status',
    {
      ...adminOnly,
      schema: {
        operationId: 'setUserStatus',
        tags,
        summary: 'Blocks (BLOCKED) or unblocks (ACTIVE) an account (administrator)',
        description:
          "Blocking ends the sessions of the account at once. Not for one's own account (409 OWN_STATUS_ERROR), a closed one (409 CLOSED_ACCOUNT_ERROR) nor the last active administrator (409 LAST_ADMIN_ERROR). `reason` (optional) is kept in the audit log.",
        params: UserIdParamsSchema,
        body: SetStatusSchema,
        response: { 200: AdminUserDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      service.setStatus(
        actorOf(request),
        request.params.userId,
        request.body.accountStatus,
        request.body.reason,
      ),
  );

  r.put(
    '/v1.0/user/:userId/hideProfile',
    {
      ...adminOnly,
      schema: {
        operationId: 'hideProfile',
        tags,
        summary: "Hides the account's profile from the public (administrator)",
        description:
          '404 NO_PROFILE_ERROR when the account has no profile. Optional query `reason`.',
        params: UserIdParamsSchema,
        querystring: AdminActionQuerySchema,
        response: { 200: AdminUserDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.hideProfile(actorOf(request), request.params.userId, request.query.reason),
  );

  r.put(
    '/v1.0/user/:userId/showProfile',
    {
      ...adminOnly,
      schema: {
        operationId: 'showProfile',
        tags,
        summary: "Shows the account's hidden profile again (administrator)",
        description:
          '404 NO_PROFILE_ERROR when the account has no profile. Optional query `reason`.',
        params: UserIdParamsSchema,
        querystring: AdminActionQuerySchema,
        response: { 200: AdminUserDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.showProfile(actorOf(request), request.params.userId, request.query.reason),
  );

  r.delete(
    '/v1.0/user/:userId/deleteAccount',
    {
      onRequest: requireSelfOrRole('userId', ROLE_GROUPS.admins),
      // The owner's confirmation is a 400 about the validated query, so it comes after parsing.
      preHandler: async (
        request: FastifyRequest<{
          Params: { userId: string };
          Querystring: { confirmation?: boolean };
        }>,
      ) => {
        const own = actorOf(request).userId === request.params.userId;
        if (own && request.query.confirmation !== true)
          throw confirmationRequired(request, request.query.confirmation);
      },
      schema: {
        operationId: 'deleteAccount',
        tags,
        summary: 'Deletes an account: by its owner (with confirmation=true) or by an administrator',
        description:
          'The data the user added to the profile is removed, data from state systems stays, the profile stays public but can no longer be edited, and every session of the account ends. The owner must send `confirmation=true` (else 400 with the item key `confirmation`). The account of the last active administrator cannot be deleted (409 LAST_ADMIN_ERROR). For anyone but an administrator another user’s account is 404 USER_NOT_FOUND, as an unknown one (decision 029).',
        params: UserIdParamsSchema,
        querystring: DeleteAccountQuerySchema,
        response: { 200: UserActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      service.deleteAccount(actorOf(request), request.params.userId, request.query.reason),
  );
}
