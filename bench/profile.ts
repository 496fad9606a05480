// CPU profile of our server on the one-connection path (docs/performance.md): a fresh database,
// the server (or with BENCH_PROFILE_SERVER=anchor the anchor) under `node --cpu-prof`, one request at a time per scenario, then where its own
// time went, by function and by package. `npm run profile -w bench`; BENCH_DB, BENCH_CUSTOMERS,
// BENCH_PROFILE_RUNS and BENCH_PROFILE_ONLY (scenario names' starts, comma-separated;
// the three closest to the one-connection target by default) adjust it.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@portal/test-kit/server-process.ts';
import { openFresh } from './fresh-database.ts';
import { sequentialLatency } from './load.ts';
import { summariseProfile } from './profile-summary.ts';
import { startAnchor, startOurs } from './processes.ts';
import { scenarios } from './scenarios.ts';

const env = process.env;
const kind = env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const runs = Number(env.BENCH_PROFILE_RUNS ?? 5000);
const only = env.BENCH_PROFILE_ONLY?.split(',') ?? ['Total users', 'Filter pending', 'Current user'];
const chosen = scenarios.filter((s) => only.some((prefix) => s.name.startsWith(prefix)));

const fresh = await openFresh(kind, Number(env.BENCH_CUSTOMERS ?? 20_000));
if (typeof fresh === 'string') throw new Error(fresh);
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
try {
  const profiled = { ...fresh.env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval=100` };
  const server =
    env.BENCH_PROFILE_SERVER === 'anchor'
      ? await startAnchor(await freePort(), profiled)
      : await startOurs(await freePort(), profiled);
  try {
    for (const scenario of chosen) {
      const timing = await sequentialLatency(server, scenario.url, fresh.cookie, runs);
      console.log(`${scenario.name}: ${runs} runs, p50 ${timing.p50.toFixed(3)} ms`);
    }
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  console.log(`\nProfile: ${path.join(dir, file)}\n`);
  console.log(summariseProfile(path.join(dir, file)));
} finally {
  await fresh.drop();
}
process.exit(0);
