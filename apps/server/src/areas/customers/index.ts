// The customer list's writes: pending, add and import, caps, modes, the event stream and exports.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerCustomerCapRoutes } from './cap-routes.ts';
import { registerAddCustomerRoutes } from './add-routes.ts';
import { registerSummaryRoute } from './summary.ts';
import { registerModeRoutes } from './modes/routes.ts';
import { registerExportRoutes } from './exports/routes.ts';
import { registerEventRoutes } from './event-stream/routes.ts';

export { capRefusal } from './license-caps.ts';
export { replayRetentionHours } from './event-stream/replay.ts';

/** The customers area's routes, registered by app.ts as one plugin. */
export const customersArea = fp<AreaOptions>(
  async (app, { ctx, logger }) => {
    registerCustomerCapRoutes(app, ctx);
    registerAddCustomerRoutes(app, ctx);
    registerSummaryRoute(app, ctx);
    registerModeRoutes(app, ctx);
    registerExportRoutes(app, ctx);
    await registerEventRoutes(app, ctx, logger);
  },
  { name: 'customers' },
);
