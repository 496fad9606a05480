// What customers' people did and what they see: activity, reports, insider threat, resources, content, organisation texts and messages.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerResourceRoutes } from './resources/routes.ts';
import { registerInsiderThreatRoutes } from './insider-threat/routes.ts';
import { registerOrganizationTextRoutes } from './org-texts/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { registerActivityRoutes } from './routes.ts';
import { registerMessageRoutes } from './messages/routes.ts';

export { staffListing, staffPageSize } from './resources/library.ts';

/** The activity area's routes, registered by app.ts as one plugin. */
export const activityArea = fp<AreaOptions>(
  async (app, { ctx }) => {
    registerResourceRoutes(app, ctx);
    registerInsiderThreatRoutes(app, ctx);
    registerOrganizationTextRoutes(app, ctx);
    registerContentRoutes(app, ctx);
    registerActivityRoutes(app, ctx);
    await registerMessageRoutes(app, ctx);
  },
  { name: 'activity' },
);
