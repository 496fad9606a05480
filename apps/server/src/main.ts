import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDemo } from './db/seed/demo.ts';

const config = readConfig();
const database = await openDatabase(config.database);
await database.migrate();
// A server database is seeded only on request: it may be someone's production.
const seed = database.kind === 'pglite' || process.env.SEED_DEMO === 'true';
if (seed && (await isDatabaseEmpty(database.db))) {
  await seedDemo(database.db);
  console.log('Seeded demo data into the empty database.');
}

const app = await buildApp({ config, database, logger: process.env.LOG_REQUESTS === 'true' });
await app.listen({ port: config.port, host: config.host });

console.log(`\nPartner portal: ${config.publicUrl}/partner`);
if (config.oidc.local) {
  console.log(`\nDemo sign-in (password for all: ${demoPassword}):`);
  for (const account of Object.values(demoAccounts)) console.log(`  ${account.email.padEnd(30)} ${account.what}`);
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
