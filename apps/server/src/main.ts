import { Server } from 'node:net';
import type { FastifyListenOptions } from 'fastify';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDemo } from './seed/demo.ts';
import { startErrorReporting, stopErrorReporting } from './http/error-reporting.ts';
import { createLogger } from './logger.ts';

const log = createLogger();
const config = readConfig();
// First: the SDK traces only the Fastify instances created after it starts (§1: production and stage).
if (await startErrorReporting(config)) log.info({ environment: config.environment }, 'reporting errors');
const database = await openDatabase(config.database, log);
await database.migrate();
// A server database is seeded only on request: it may be someone's production.
const seed = database.kind === 'pglite' || process.env.SEED_DEMO === 'true';
if (seed && (await isDatabaseEmpty(database.db))) {
  await seedDemo(database.db);
  log.info('seeded demo data into the empty database');
}

const app = await buildApp({ config, database, logger: log });
// Fastify passes the options to Node's listen, which knows reusePort; Fastify's types do not yet.
const listenOptions: FastifyListenOptions & { reusePort: boolean } = {
  port: config.port,
  host: config.host,
  reusePort: config.reusePort,
};
await app.listen(listenOptions);

console.log(`\nPartner portal: ${config.publicUrl}/partner`);
if (config.oidc.local) {
  console.log(`\nDemo sign-in (password for all: ${demoPassword}):`);
  for (const account of Object.values(demoAccounts)) console.log(`  ${account.email.padEnd(30)} ${account.what}`);
}

// SIGTERM (a deploy, a scale-in): stop accepting, let requests in flight finish, close the pool.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => {
    log.error('requests still running after 20 s; exiting anyway');
    process.exit(1);
  }, 20_000);
  deadline.unref();
  // The port closes first, so a load balancer's next connection goes to another process at once
  // (refused, not answered 503) while the requests in flight here finish. net's close, not http's:
  // http's also drops connections whose request has arrived but not yet been read, and a balancer
  // cannot tell such a write was never seen.
  const drained = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
  await app.close();
  await drained;
  await database.close();
  await stopErrorReporting();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
