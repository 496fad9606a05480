import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParam, okResponse } from './common.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { queryInt } from './query-params.ts';
import { attackLogEntrySchema, attackStatsSchema, interactionEventSchema } from '../entities/attack-stats.ts';
import {
  insiderThreatModelSchema,
  wallDecisionRequestSchema,
  wallFlagRequestSchema,
  wallSchema,
} from '../entities/insider-threat.ts';
import { messageContentSchema, sendTestMessageRequestSchema } from '../entities/message-content.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { reportQuerySchema } from '../entities/report-query.ts';
import { quizAnswerEventSchema, trainingLogEntrySchema, trainingStatsSchema } from '../entities/training-stats.ts';

// §7 names these families but not their methods, paths or payloads: see docs/decisions/0021-paths-and-answers-the-spec-leaves-open.md.
const org = '/api/v1/organizations/{cybrOrgId}';
const page = z.object({ from: queryInt(0, 10_000_000).default(0), to: queryInt(1, 10_000_100).default(25) });

export const reportFile = endpoint({
  method: 'GET',
  path: `${org}/reports/{report}`,
  params: cybrOrgIdParams.extend({ report: z.enum(['attacks', 'training', 'insider-threat']) }),
  query: reportQuerySchema,
  response: z.instanceof(Blob).or(z.string()),
  responseType: 'binary',
  summary: 'A report as a file (CSV)',
});

export const attackStatistics = endpoint({
  method: 'GET',
  path: `${org}/statistics/attacks`,
  params: cybrOrgIdParams,
  query: reportQuerySchema,
  response: attackStatsSchema,
  summary: 'Attack (breach) statistics for a period',
});

export const trainingStatistics = endpoint({
  method: 'GET',
  path: `${org}/statistics/training`,
  params: cybrOrgIdParams,
  query: reportQuerySchema,
  response: trainingStatsSchema,
  summary: 'Training (teach) statistics for a period',
});

export const attackLog = endpoint({
  method: 'GET',
  path: `${org}/breach/log`,
  params: cybrOrgIdParams,
  query: page,
  response: paginatedSchema(attackLogEntrySchema),
  summary: 'Attack log, newest first',
});

export const trainingLog = endpoint({
  method: 'GET',
  path: `${org}/teach/log`,
  params: cybrOrgIdParams,
  query: page,
  response: paginatedSchema(trainingLogEntrySchema),
  summary: 'Training log, newest first',
});

export const recordInteraction = endpoint({
  method: 'POST',
  path: '/api/v1/breach/interactions',
  body: interactionEventSchema,
  response: okResponse,
  summary: 'Records a click, credentials, attachment or report interaction',
});

export const answerQuiz = endpoint({
  method: 'POST',
  path: '/api/v1/teach/answers',
  body: quizAnswerEventSchema,
  response: z.object({ correct: z.boolean() }),
  summary: 'Records a quiz answer',
});

export const content = endpoint({
  method: 'GET',
  path: '/api/v1/content/{contentId}',
  params: z.object({ contentId: idParam }),
  response: messageContentSchema,
  summary: 'One piece of message content with its texts per language',
});

export const sendTestMessage = endpoint({
  method: 'POST',
  path: '/api/v1/messages/test',
  body: sendTestMessageRequestSchema,
  response: okResponse,
  summary: 'Sends a test e-mail, SMS or Teams message',
});

const campaign = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['scheduled', 'running', 'finished']),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const crusades = endpoint({
  method: 'GET',
  path: `${org}/crusades`,
  params: cybrOrgIdParams,
  response: z.array(campaign),
  summary: 'Training campaigns (crusades)',
});

export const sieges = endpoint({
  method: 'GET',
  path: `${org}/sieges`,
  params: cybrOrgIdParams,
  response: z.array(campaign.extend({ model: insiderThreatModelSchema })),
  summary: 'Insider-threat detections (sieges) by model',
});

export const walls = endpoint({
  method: 'GET',
  path: `${org}/walls`,
  params: cybrOrgIdParams,
  response: z.array(wallSchema),
  summary: 'Insider-threat walls awaiting review',
});

const wallParams = cybrOrgIdParams.extend({ wallId: idParam });

export const decideWall = endpoint({
  method: 'PATCH',
  path: `${org}/walls/{wallId}`,
  params: wallParams,
  body: wallDecisionRequestSchema,
  response: wallSchema,
  summary: 'Approves or rejects a wall',
});

export const flagWall = endpoint({
  method: 'POST',
  path: `${org}/walls/{wallId}/flags`,
  params: wallParams,
  body: wallFlagRequestSchema,
  response: wallSchema,
  summary: "Sets the customer's flag on a wall",
});

export const wallActivity = endpoint({
  method: 'GET',
  path: `${org}/walls/{wallId}/activity`,
  params: wallParams,
  response: z.instanceof(Blob).or(z.string()),
  responseType: 'binary',
  summary: 'The activity behind a wall, as a file (CSV)',
});
