// Sign-up, connecting an organisation, and access codes.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerOrgAuthorization } from './org-authorization.ts';
import { registerAccessCodeRoutes } from './access-codes/routes.ts';

/** The onboarding area's routes, registered by app.ts as one plugin. */
export const onboardingArea = fp<AreaOptions>(
  async (app, { ctx }) => {
    registerOrgAuthorization(app, ctx);
    registerAccessCodeRoutes(app, ctx);
  },
  { name: 'onboarding' },
);
