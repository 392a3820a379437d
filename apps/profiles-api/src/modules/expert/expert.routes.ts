import {
  COAUTHORSHIP_YEARS,
  EXPERT_ERROR_CODES,
  EXPERT_SEARCHES_PER_MINUTE,
  ExpertEntityParamsSchema,
  ExpertRegistrationBodySchema,
  ExpertRegistrationSchema,
  ExpertSearchBodySchema,
  ExpertSearchResultSchema,
  GiveStatementBodySchema,
  NoQuerySchema,
  ROLE_GROUPS,
  StatementCodeParamsSchema,
  WithdrawConsentQuerySchema,
} from '@ln/contracts';
import {
  errorResponses,
  NotFoundError,
  profileActorOf,
  requireProfile,
  requireRole,
} from '@ln/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ExpertFinderService } from './expert-finder.service.js';
import type { ExpertService } from './expert.service.js';

const tags = ['experts'];
const security = [{ bearerAuth: [] }];

/**
 * The JSDE module exists only with JSDE_MODULE on (accounts-and-platform §2, §6): with the
 * flag off every route of the module answers 404 FEATURE_DISABLED, for anyone.
 */
export function featureGate(enabled: boolean) {
  return async () => {
    if (!enabled) {
      throw new NotFoundError(
        'The experts module (JSDE_MODULE) is not enabled.',
        EXPERT_ERROR_CODES.FEATURE_DISABLED,
      );
    }
  };
}

/** Registration is for a scientist with a profile: an account without one gets 403. */
const onRequest = requireProfile();

const ERRORS = errorResponses(400, 401, 403, 404, 409);

/** The expert's own registration: consents, contact channel, statements (JSDE). */
export async function expertRoutes(
  app: FastifyInstance,
  options: { service: ExpertService; finder: ExpertFinderService; enabled: boolean },
) {
  const { service, finder } = options;
  app.addHook('onRequest', featureGate(options.enabled));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/expert/registration',
    {
      onRequest,
      schema: {
        operationId: 'getExpertRegistration',
        tags,
        security,
        summary: 'The own expert registration, with contests, statements and consent history',
        description:
          'status NONE (never registered), ACTIVE or ENDED (the last consent was withdrawn). `prefill` holds the profile’s and account’s contact, disciplines and keywords for a first registration.',
        querystring: NoQuerySchema,
        response: { 200: ExpertRegistrationSchema, ...ERRORS },
      },
    },
    (request) => service.view(profileActorOf(request), request.lang),
  );

  r.put(
    '/v1.0/expert/registration',
    {
      onRequest,
      schema: {
        operationId: 'saveExpertRegistration',
        tags,
        security,
        summary: 'Join, renew or update the expert registration',
        description:
          'Needs consent for at least one entity (MEIN, OPI, RDN) and a phone or an e-mail (accounts-and-platform §5). Consents missing from `consents` are withdrawn, new ones given; each change is kept in the append-only history.',
        body: ExpertRegistrationBodySchema,
        response: { 200: ExpertRegistrationSchema, ...ERRORS },
      },
    },
    (request) => service.register(profileActorOf(request), request.body, request.lang),
  );

  r.put(
    '/v1.0/expert/consent/:entity',
    {
      onRequest,
      schema: {
        operationId: 'giveExpertConsent',
        tags,
        security,
        summary: 'Give consent to one entity',
        description:
          'Renews an ended registration with its saved contact channel. 409 EXPERT_NOT_REGISTERED before the first registration.',
        params: ExpertEntityParamsSchema,
        response: { 200: ExpertRegistrationSchema, ...ERRORS },
      },
    },
    (request) => service.giveConsent(profileActorOf(request), request.params.entity, request.lang),
  );

  r.delete(
    '/v1.0/expert/consent/:entity',
    {
      onRequest,
      schema: {
        operationId: 'withdrawExpertConsent',
        tags,
        security,
        summary: 'Withdraw consent from one entity',
        description:
          'Possible at any time (accounts-and-platform §4). The last consent ends the registration and needs `confirmEnd=true`; without it 409 EXPERT_LAST_CONSENT and nothing changes.',
        params: ExpertEntityParamsSchema,
        querystring: WithdrawConsentQuerySchema,
        response: { 200: ExpertRegistrationSchema, ...ERRORS },
      },
    },
    (request) =>
      service.withdrawConsent(
        profileActorOf(request),
        request.params.entity,
        request.query.confirmEnd,
        request.lang,
      ),
  );

  r.put(
    '/v1.0/expert/statement/:statementCode',
    {
      onRequest,
      schema: {
        operationId: 'giveExpertStatement',
        tags,
        security,
        summary: 'Give a statement in a contest',
        description:
          'Recorded once with its time and text version, so every other contest that needs the same statement shows it given (accounts-and-platform §4). 409 STATEMENT_VERSION_CHANGED when `version` is not the current text.',
        params: StatementCodeParamsSchema,
        body: GiveStatementBodySchema,
        response: { 200: ExpertRegistrationSchema, ...ERRORS },
      },
    },
    (request) =>
      service.giveStatement(
        profileActorOf(request),
        request.params.statementCode,
        request.body,
        request.lang,
      ),
  );

  r.post(
    '/v1.0/expert/search',
    {
      onRequest: requireRole(ROLE_GROUPS.expertFinders),
      // Per operator, after the guard has named them (the limiter runs after onRequest's guard).
      config: {
        rateLimit: {
          max: EXPERT_SEARCHES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) =>
            request.auth ? `expert-search:${request.auth.userId}` : request.ip,
        },
      },
      schema: {
        operationId: 'searchExperts',
        tags,
        security,
        summary: 'Find experts, with conflict-of-interest flags against applicants',
        description: `MEIN_OP and ADMIN only. Only registered experts with a live consent to \`entity\` are ever found. Filters: fieldCode, disciplineCode, keyword (in the expert's keywords), degree (lowest held). Each hit carries its conflicts with the \`applicants\` (profile ids or names; names match every profile of that name): CO_AUTHOR (a publication since the current year minus ${COAUTHORSHIP_YEARS}), SAME_INSTITUTION (current employments), PROMOTER / REVIEWER (a research work, either way round), each with its evidence. Applicants that match no profile are listed in \`unresolvedApplicants\`. At most ${EXPERT_SEARCHES_PER_MINUTE} calls a minute per operator, then 429 RATE_LIMITED with Retry-After.`,
        body: ExpertSearchBodySchema,
        response: { 200: ExpertSearchResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => finder.search(request.body, request.lang),
  );
}
