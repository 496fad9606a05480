// The staff side of /platform: requests, background jobs, and every server-rendered page with its one page kit.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerPlatformRequestRoutes } from './requests/routes.ts';
import { registerJobRoutes } from './jobs/routes.ts';
import { registerJobsStaffPage } from './jobs/staff-page.ts';
import { registerResourceStaffPage } from './resources/staff-page.ts';
import { registerSellerStaffPage } from './seller/staff-page.ts';
import { registerPlatformPage } from './pages/platform-page.ts';

/** The platform area's routes, registered by app.ts as one plugin. */
export const platformArea = fp<AreaOptions>(
  async (app, { ctx }) => {
    registerPlatformRequestRoutes(app, ctx);
    registerJobRoutes(app, ctx);
    registerJobsStaffPage(app, ctx);
    registerResourceStaffPage(app, ctx);
    registerSellerStaffPage(app, ctx);
    registerPlatformPage(app, ctx.config, ctx.database);
  },
  { name: 'platform' },
);
