// The customer list served by 1, 2 and 3 server processes behind nginx, on one PostgreSQL, in one
// run (docs/performance.md): the same load through each arrangement in alternating slices, so the
// ratios to one process behind nginx say what more processes buy on this machine.
import os from 'node:os';
import { startNginx } from '@portal/test-kit/nginx.ts';
import { freePort } from '@portal/test-kit/server-process.ts';
import { openFresh } from './fresh-database.ts';
import { loadInTurns } from './load.ts';
import { idleCheck } from './machine.ts';
import { startOurs, type Served } from './processes.ts';
import { scenarios } from './scenarios.ts';

const env = process.env;
const customers = Number(env.BENCH_CUSTOMERS ?? 100_000);
const durationSeconds = Number(env.BENCH_DURATION ?? 10);
const slices = Number(env.BENCH_SLICES ?? 5);
const connections = 50;

const fresh = await openFresh('postgres', customers);
if (typeof fresh === 'string') throw new Error(fresh);
const cleanups: (() => Promise<void>)[] = [() => fresh.drop()];
try {
  const busy = await idleCheck();
  if (busy > 0.2) console.warn(`Other programs use ${busy.toFixed(2)} of a core: figures will be noisy.`);
  const processes: Served[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    processes.push(await startOurs(port, { ...fresh.env, DATABASE_POOL_SIZE: '10' }));
    cleanups.unshift(() => processes[i]!.stop());
  }
  const arrangements: Served[] = [];
  for (const n of [1, 2, 3]) {
    const upstreams = processes.slice(0, n).map((p) => new URL(p.base).host);
    const nginx = await startNginx(upstreams);
    cleanups.unshift(() => nginx.stop());
    const behind = processes.slice(0, n);
    arrangements.push({
      name: 'ours',
      base: nginx.base,
      cpuMs: () => behind.reduce((sum, p) => sum + p.cpuMs(), 0),
      rssBytes: () => behind.reduce((sum, p) => sum + p.rssBytes(), 0),
      stop: () => nginx.stop(),
    });
  }
  const list = scenarios[0]!;
  console.log(`${list.name}, ${connections} connections, ${durationSeconds} s per arrangement in ${slices} slices`);
  // Each arrangement answers once before it is timed.
  for (const a of [processes[0]!, ...arrangements]) {
    const answer = await fetch(a.base + list.url, { headers: { cookie: fresh.cookie } });
    if (answer.status !== 200) throw new Error(`${a.base}: ${answer.status}`);
  }
  const [direct, ...behindNginx] = await loadInTurns(
    [processes[0]!, ...arrangements],
    list.url,
    fresh.cookie,
    connections,
    durationSeconds,
    slices,
  );
  const one = behindNginx[0]!.requestsPerSecond;
  console.log(`\n${customers.toLocaleString('en-US')} customers, ${os.cpus().length} cores (${os.cpus()[0]!.model})\n`);
  console.log('| arrangement | req/s | ÷ 1 behind nginx | p50 ms | p99 ms | CPU ms per request (servers) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const rows: [string, typeof direct][] = [
    ['1 process, no nginx', direct!],
    ...behindNginx.map((r, i): [string, typeof direct] => [`${i + 1} behind nginx`, r]),
  ];
  for (const [label, r] of rows)
    console.log(
      `| ${label} | ${r!.requestsPerSecond.toFixed(0)} | ${(r!.requestsPerSecond / one).toFixed(2)} | ${r!.p50} | ${r!.p99} | ${r!.cpuMsPerRequest.toFixed(2)} |`,
    );
  for (const [label, r] of rows) if (r!.failures > 0) throw new Error(`${label}: ${JSON.stringify(r!.statusCodes)}`);
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
}
