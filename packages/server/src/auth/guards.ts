import { ACCOUNT_ERROR_CODES, ERROR_CODES, hasRoleIn, isUuid } from '@ln/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ForbiddenError, NotFoundError, type AppError } from '../errors.js';
import { authenticated } from './auth-plugin.js';
import type { Actor, ProfileActor, Role } from './types.js';

/*
 * The guards: the one set for every module of both services (docs/conventions.md, "Services":
 * a route file never writes its own). Every protected route names one in its `onRequest` option:
 * route-level onRequest hooks run after the auth plugin's (which sets request.auth) and before
 * Fastify parses the body and validates params, query and body, so whatever a caller sends,
 *   - an anonymous caller gets 401 (or the account's own 401: locked, closed, terms);
 *   - a caller without the role, or without a profile where one is needed, gets 403;
 *   - another person's resource answers as one that does not exist: the resource's 404
 *     (docs/decisions/029-one-answer-for-another-persons-resource.md);
 * never a 400 that describes the input. A path id that is not even a UUID is nobody's: the
 * owner guards leave it to validation's 400. Params are routed here, not yet validated.
 */

type Guard = onRequestAsyncHookHandler;

const SESSION_GUARD = Symbol('ln.sessionGuard');

/** Marks a guard: the OpenAPI documents then ask for the bearer token on its routes. */
function sessionGuard(hook: Guard): Guard {
  return Object.assign(hook, { [SESSION_GUARD]: true });
}

/** Whether an onRequest hook is one of the guards below (a route that needs a session). */
export function isSessionGuard(hook: unknown): boolean {
  return typeof hook === 'function' && SESSION_GUARD in hook;
}

/** The raw path parameter `param`, when it is a well-formed id (else validation answers). */
function pathId(request: FastifyRequest, param: string): string | null {
  const value = (request.params as Record<string, string | undefined>)[param];
  return value !== undefined && isUuid(value) ? value : null;
}

const hasProfile = (actor: Actor): actor is ProfileActor => actor.profileId !== null;

/**
 * A route for logged-in users: 401 UNAUTHORIZED without a valid session (header
 * user_not_found when the account no longer exists), ACCOUNT_LOCKED, CLOSED_USER_ERROR,
 * CONSENT_REQUIRED_ERROR or CONSENT_CHANGE_REQUIRED_ERROR (accounts-and-platform §8).
 * `allowPendingTerms` lets an account that has not accepted the current terms in (the terms
 * routes themselves); `request.auth` is then set for the handler.
 */
export function requireUser(options: { allowPendingTerms?: boolean } = {}): Guard {
  const allowPendingTerms = options.allowPendingTerms ?? false;
  return sessionGuard(async function requireUserHook(request) {
    authenticated(request, allowPendingTerms);
  });
}

/** A route for one of the roles of `group` (a ROLE_GROUPS entry): 403 FORBIDDEN without one. */
export function requireRole(group: readonly Role[]): Guard {
  return sessionGuard(async function requireRoleHook(request) {
    if (!hasRoleIn(authenticated(request, false).roles, group)) throw new ForbiddenError();
  });
}

/**
 * A route for a scientist with a profile (the session's own; nothing in the path): 403 for an
 * account without one, unless it holds a role of `orRole`.
 */
export function requireProfile(options: { orRole?: readonly Role[] } = {}): Guard {
  return sessionGuard(async function requireProfileHook(request) {
    mayCall(authenticated(request, false), options.orRole);
  });
}

function mayCall(actor: Actor, orRole: readonly Role[] = []): void {
  if (!hasProfile(actor) && !hasRoleIn(actor.roles, orRole)) {
    throw new ForbiddenError('This account has no scientist profile.');
  }
}

/** How a route's resource is the caller's (the argument of requireOwner). */
export interface Ownership {
  /** The path parameter that names the resource (a UUID). */
  param: string;
  /**
   * Whether the resource `id` is the caller's to use: false for another person's and for one
   * that does not exist, alike. Asked for every caller the guard lets this far, role holders
   * of `orRole` included (their check may be only that the resource exists).
   */
  owns: (actor: Actor, id: string) => boolean | Promise<boolean>;
  /** The resource's 404, the answer for both. */
  notFound: () => AppError;
  /** Roles that may call without a profile (the operators of bodies). */
  orRole?: readonly Role[];
}

/**
 * A route about one resource of the caller's, named by a path parameter: 401 anonymous, 403
 * without a profile (or a role of `orRole`), then the resource's 404 unless `owns` says it is
 * the caller's, before anything is parsed. The service still reads it for the session's own
 * profile (docs/conventions.md, "Services": ownership from the session, never from the path alone).
 */
export function requireOwner(ownership: Ownership): Guard {
  const { param, owns, notFound, orRole } = ownership;
  return sessionGuard(async function requireOwnerHook(request) {
    const actor = authenticated(request, false);
    mayCall(actor, orRole);
    const id = pathId(request, param);
    if (id !== null && !(await owns(actor, id))) throw notFound();
  });
}

/** The profile named by the path parameter `param` is the session's own (else 404). */
export function requireOwnProfile(param = 'profileId'): Guard {
  return requireOwner({
    param,
    owns: (actor, id) => actor.profileId === id,
    notFound: () => new NotFoundError('No profile with this id.', ERROR_CODES.PROFILE_NOT_FOUND),
  });
}

/**
 * A route about an account, named by the path parameter `param`, that its owner or a holder
 * of a role of `group` may call (an account's deletion): anyone else's account answers 404
 * USER_NOT_FOUND, as an unknown one does.
 */
export function requireSelfOrRole(param: string, group: readonly Role[]): Guard {
  return sessionGuard(async function requireSelfOrRoleHook(request) {
    const actor = authenticated(request, false);
    if (hasRoleIn(actor.roles, group)) return;
    const id = pathId(request, param);
    if (id !== null && id !== actor.userId) {
      throw new NotFoundError('No account with this id.', ACCOUNT_ERROR_CODES.USER_NOT_FOUND);
    }
  });
}

/**
 * A route that acts on the session cookie (refresh, logout): a browser must be on our own
 * origin to call it (SameSite alone still lets sibling sites of the same registrable domain
 * send it), else 403. Programs that send no Origin are not browsers and pass. It asks for no
 * bearer token, so it is no session guard.
 */
export function requireSameOrigin(publicOrigin: string): Guard {
  const ownOrigin = new URL(publicOrigin).origin;
  return async function requireSameOriginHook(request) {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin) {
      throw new ForbiddenError('This call is accepted only from the portal itself.');
    }
  };
}

/** The caller of a request a guard above has let through (a bug otherwise). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth) throw new Error('actorOf() on a route without a guard of @ln/server');
  return request.auth;
}

/** The caller of a route behind requireProfile() or requireOwner(): one with a profile. */
export function profileActorOf(request: FastifyRequest): ProfileActor {
  const actor = actorOf(request);
  if (!hasProfile(actor)) throw new Error('profileActorOf() on a route without requireProfile()');
  return actor;
}
