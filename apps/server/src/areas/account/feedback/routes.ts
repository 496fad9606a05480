import type { FastifyInstance } from 'fastify';
import { sendFeedback as sendFeedbackEndpoint } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { sendFeedback } from './service.ts';

// Per client address too, so a flood is turned away before it reaches the database.
const feedbackRateLimit = { max: 20, timeWindow: '1 minute' };

export function registerFeedbackRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  registerEndpoint(
    app,
    sendFeedbackEndpoint,
    async ({ body, request }) => {
      await sendFeedback(database.db, requireCaller(request), body);
      return { ok: true as const };
    },
    { validateResponse: validateResponses, rateLimit: feedbackRateLimit },
  );
}
