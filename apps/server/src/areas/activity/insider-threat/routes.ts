import type { FastifyInstance } from 'fastify';
import {
  crusades,
  decideWall as decideWallEndpoint,
  flagWall as flagWallEndpoint,
  sieges,
  wallActivity,
  walls,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, notFound } from '../../../app-error.ts';
import { csvDownloadHeaders } from '../../../http/csv.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { visibleOrganization } from '../../tenancy/index.ts';
import { forbiddenDecision, forbiddenFlag, insiderThreatOrganization, mayDecideWall, mayFlagWall } from './access.ts';
import { wallActivityCsv } from './activity-csv.ts';
import { awaitingWallsOf, crusadesOf, siegesOf, wallOf } from './lists-sql.ts';
import { decideWall, flagWall } from './service.ts';

export const activityNotReady = 'The activity behind this wall is not ready yet';

/** §7 crusades, sieges and walls of one organisation (docs/decisions/0059-insider-threat-detection.md: insider-threat detection). */
export function registerInsiderThreatRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };

  // Training campaigns belong to security awareness: no insider-threat licence needed.
  registerEndpoint(
    app,
    crusades,
    async ({ params, request }) => {
      await visibleOrganization(database, request, params.cybrOrgId);
      return database.query(crusadesOf, [params.cybrOrgId]);
    },
    options,
  );

  registerEndpoint(
    app,
    sieges,
    async ({ params, request }) => {
      await insiderThreatOrganization(database, request, params.cybrOrgId);
      return database.query(siegesOf, [params.cybrOrgId]);
    },
    options,
  );

  registerEndpoint(
    app,
    walls,
    async ({ params, request }) => {
      await insiderThreatOrganization(database, request, params.cybrOrgId);
      return database.query(awaitingWallsOf, [params.cybrOrgId]);
    },
    options,
  );

  registerEndpoint(
    app,
    decideWallEndpoint,
    async ({ params, body, request }) => {
      const { caller, found } = await insiderThreatOrganization(database, request, params.cybrOrgId);
      if (!mayDecideWall(caller, found)) throw forbiddenDecision();
      return decideWall(database.db, caller, params.cybrOrgId, params.wallId, body.decision);
    },
    options,
  );

  registerEndpoint(
    app,
    flagWallEndpoint,
    async ({ params, body, request }) => {
      const { caller, found } = await insiderThreatOrganization(database, request, params.cybrOrgId);
      if (!mayFlagWall(caller, found)) throw forbiddenFlag();
      return flagWall(database.db, caller, params.cybrOrgId, params.wallId, body.flag);
    },
    options,
  );

  registerEndpoint(app, wallActivity, async ({ params, request, reply }) => {
    await insiderThreatOrganization(database, request, params.cybrOrgId);
    const [wall] = await database.query(wallOf, [params.cybrOrgId, params.wallId]);
    if (!wall) throw notFound('Wall not found');
    if (!wall.csvReady) throw new AppError('CONFLICT', activityNotReady);
    return reply.headers(csvDownloadHeaders('wall-activity')).send(wallActivityCsv(database, wall.wallId));
  });
}
