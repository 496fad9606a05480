import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  answerQuiz as answerQuizEndpoint,
  attackLog,
  attackStatistics,
  recordInteraction as recordInteractionEndpoint,
  trainingLog,
  trainingStatistics,
  userSummaries,
} from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { pageOf, rowsOnPage } from '../../http/page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { maySeeOrganization, findOrganization, visibleOrganization } from '../tenancy/index.ts';
import { registerOrgUnitRoutes } from './org-units/routes.ts';
import { registerReportRoutes } from './reports/routes.ts';
import {
  attackLogStatement,
  attackLogTotalStatement,
  trainingLogStatement,
  trainingLogTotalStatement,
} from './log-sql.ts';
import { personOrganizationStatement } from './person-sql.ts';
import { answerQuiz, recordInteraction } from './record.ts';
import { reportValues } from './report-filter.ts';
import {
  attackStatsOf,
  attackStatsStatement,
  trainingStatsStatement,
  userAttackStatsStatement,
  userTrainingStatsStatement,
} from './stats-sql.ts';

/**
 * Attack (breach) and training (teach) activity: statistics, logs, a person's summary and the
 * events that record it. The report filters (org-units) and report files (reports) read the same
 * tables and are registered with it.
 */
export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, validateResponses } = ctx;
  const options = { validateResponse: validateResponses };
  const visible = (request: FastifyRequest, cybrOrgId: string) => visibleOrganization(database, request, cybrOrgId);

  registerEndpoint(
    app,
    attackStatistics,
    async ({ params, query, request }) => {
      const { found } = await visible(request, params.cybrOrgId);
      const [row] = await database.query(attackStatsStatement, await reportValues(database, found.cybrOrgId, query));
      return attackStatsOf(row);
    },
    options,
  );

  registerEndpoint(
    app,
    trainingStatistics,
    async ({ params, query, request }) => {
      const { found } = await visible(request, params.cybrOrgId);
      const [row] = await database.query(trainingStatsStatement, await reportValues(database, found.cybrOrgId, query));
      return row!;
    },
    options,
  );

  registerEndpoint(
    app,
    attackLog,
    async ({ params, query, request }) => {
      const { found } = await visible(request, params.cybrOrgId);
      const [data, [counted]] = await Promise.all([
        database.query(attackLogStatement, [found.cybrOrgId, rowsOnPage(query), query.from]),
        database.query(attackLogTotalStatement, [found.cybrOrgId]),
      ]);
      return pageOf(data, query, counted?.total ?? 0);
    },
    options,
  );

  registerEndpoint(
    app,
    trainingLog,
    async ({ params, query, request }) => {
      const { found } = await visible(request, params.cybrOrgId);
      const [data, [counted]] = await Promise.all([
        database.query(trainingLogStatement, [found.cybrOrgId, rowsOnPage(query), query.from]),
        database.query(trainingLogTotalStatement, [found.cybrOrgId]),
      ]);
      return pageOf(data, query, counted?.total ?? 0);
    },
    options,
  );

  registerEndpoint(
    app,
    recordInteractionEndpoint,
    async ({ body, request }) => {
      await recordInteraction(database.db, requireCaller(request), body);
      return { ok: true as const };
    },
    options,
  );

  registerEndpoint(
    app,
    answerQuizEndpoint,
    async ({ body, request }) => answerQuiz(database.db, requireCaller(request), body),
    options,
  );

  // The person, or anyone who may see the person's organisation (remote view and ghost mode read
  // their target's people); 404 otherwise, like a missing person.
  registerEndpoint(
    app,
    userSummaries,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      const [person] = await database.query(personOrganizationStatement, [params.cybrId]);
      if (!person) throw notFound('User not found');
      const inMode = person.cybrOrgId !== null && request.mode?.target.cybrOrgId === person.cybrOrgId;
      if (params.cybrId !== caller.cybrId && !inMode) {
        const org = person.cybrOrgId ? await findOrganization(database, person.cybrOrgId) : undefined;
        if (!org || !maySeeOrganization(caller, org)) throw notFound('User not found');
      }
      const [[attacks], [training]] = await Promise.all([
        database.query(userAttackStatsStatement, [params.cybrId]),
        database.query(userTrainingStatsStatement, [params.cybrId]),
      ]);
      return { attacks: attackStatsOf(attacks), training: training! };
    },
    options,
  );

  registerOrgUnitRoutes(app, ctx);
  registerReportRoutes(app, ctx);
}
