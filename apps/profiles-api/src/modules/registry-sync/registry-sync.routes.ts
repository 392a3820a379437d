import {
  DataSourceParamsSchema,
  DataSourceStatusSchema,
  DataSourceStatusesSchema,
  ROLE_GROUPS,
  RunChangesSchema,
  RunErrorsSchema,
  RunParamsSchema,
  RunSchema,
  RunsQuerySchema,
  RunsSchema,
  StartRunBodySchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireRole } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegistrySyncService } from './registry-sync.service.js';

const tags = ['data sources'];
const security = [{ bearerAuth: [] }];
const WHO = 'ADMIN only (accounts-and-platform §6): other roles get 403, anonymous callers 401.';

/**
 * The registry sync's operator calls (issue 42; the `/data-sources` screen). The spec shows no
 * calls; they stand beside the function import in its style (decision 039).
 */
export async function registrySyncRoutes(
  app: FastifyInstance,
  options: { service: RegistrySyncService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole(ROLE_GROUPS.admins);

  r.get(
    '/v1.0/dataSources',
    {
      onRequest,
      schema: {
        operationId: 'listDataSources',
        tags,
        security,
        summary: 'The registries the portal is filled from (RAD-on/POL-on, PBN) and their runs',
        description: `Both sources, always: whether each is configured (its base URL set), its state, schedule, next run, last finished run and the current one (queued, running or awaiting confirmation). ${WHO}`,
        response: { 200: DataSourceStatusesSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.dataSources(),
  );

  r.get(
    '/v1.0/dataSources/:source',
    {
      onRequest,
      schema: {
        operationId: 'getDataSource',
        tags,
        security,
        summary: 'One data source: its state, schedule, last and current run',
        description: WHO,
        params: DataSourceParamsSchema,
        response: { 200: DataSourceStatusSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.dataSource(request.params.source),
  );

  r.post(
    '/v1.0/dataSources/:source/runs',
    {
      onRequest,
      schema: {
        operationId: 'startDataSourceRun',
        tags,
        security,
        summary: 'Starts a run of the source now: full or incremental, for real or dry',
        description: `Answers 202 with the queued run; poll \`GET v1.0/dataSources/runs/{runId}\`. A dry run reads and compares everything and lists what would change (\`…/changes\`) without writing any fact. 409 RUN_IN_PROGRESS while a run of the source is queued, running or awaiting confirmation; 409 SOURCE_NOT_CONFIGURED when its base URL is unset. Audited with the operator as actor. ${WHO}`,
        params: DataSourceParamsSchema,
        body: StartRunBodySchema,
        response: { 202: RunSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const run = await service.startRun(actorOf(request), request.params.source, request.body);
      void reply.code(202);
      return run;
    },
  );

  r.get(
    '/v1.0/dataSources/:source/runs',
    {
      onRequest,
      schema: {
        operationId: 'listDataSourceRuns',
        tags,
        security,
        summary: 'The run history of a source, newest first',
        description: WHO,
        params: DataSourceParamsSchema,
        querystring: RunsQuerySchema,
        response: { 200: RunsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.runs(request.params.source, request.query),
  );

  r.get(
    '/v1.0/dataSources/runs/:runId',
    {
      onRequest,
      schema: {
        operationId: 'getDataSourceRun',
        tags,
        security,
        summary: 'One run: its state, progress and counts (poll it while it runs)',
        description: `\`guard\` is set when the removal guard stopped the run (AWAITING_CONFIRMATION): it would withdraw more than the threshold share of the source's records. ${WHO}`,
        params: RunParamsSchema,
        response: { 200: RunSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.run(request.params.runId),
  );

  r.get(
    '/v1.0/dataSources/runs/:runId/errors',
    {
      onRequest,
      schema: {
        operationId: 'listDataSourceRunErrors',
        tags,
        security,
        summary: 'The records a run could not apply: source id and reason',
        description: WHO,
        params: RunParamsSchema,
        querystring: RunsQuerySchema,
        response: { 200: RunErrorsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.errors(request.params.runId, request.query),
  );

  r.get(
    '/v1.0/dataSources/runs/:runId/changes',
    {
      onRequest,
      schema: {
        operationId: 'listDataSourceRunChanges',
        tags,
        security,
        summary: 'What a run changed (a dry run: what it would change)',
        description: `New, changed and withdrawn records; unchanged ones are not listed. ${WHO}`,
        params: RunParamsSchema,
        querystring: RunsQuerySchema,
        response: { 200: RunChangesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.changes(request.params.runId, request.query),
  );

  r.post(
    '/v1.0/dataSources/runs/:runId/confirm',
    {
      onRequest,
      schema: {
        operationId: 'confirmDataSourceRun',
        tags,
        security,
        summary: 'Lets a run the removal guard stopped go on and withdraw',
        description: `409 RUN_NOT_AWAITING unless the run is AWAITING_CONFIRMATION. Audited. ${WHO}`,
        params: RunParamsSchema,
        response: { 202: RunSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const run = await service.confirm(actorOf(request), request.params.runId);
      void reply.code(202);
      return run;
    },
  );

  r.post(
    '/v1.0/dataSources/runs/:runId/cancel',
    {
      onRequest,
      schema: {
        operationId: 'cancelDataSourceRun',
        tags,
        security,
        summary: 'Cancels a queued, running or waiting run',
        description: `A running run stops before its next page (what it wrote stays); a run awaiting confirmation ends without withdrawing anything. 409 RUN_FINISHED for a run that has ended. Audited. ${WHO}`,
        params: RunParamsSchema,
        response: { 200: RunSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.cancel(actorOf(request), request.params.runId),
  );
}
