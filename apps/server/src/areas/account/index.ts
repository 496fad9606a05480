// Signing in and out, the account's admins and contact, delivery preferences and feedback.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerAuthRoutes } from './sign-in/routes.ts';
import { registerFeedbackRoutes } from './feedback/routes.ts';
import { registerAccountRoutes } from './routes.ts';
import { registerApiKeyRoutes } from './api-keys/routes.ts';

/** The account area's routes, registered by app.ts as one plugin. */
export const accountArea = fp<AreaOptions>(
  async (app, { ctx }) => {
    registerAuthRoutes(app, ctx);
    registerFeedbackRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerApiKeyRoutes(app, ctx);
  },
  { name: 'account' },
);
