import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startArguments } from '@portal/test-kit/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface Served {
  name: 'ours' | 'anchor' | 'floor';
  base: string;
  /** CPU time this process has used so far, in ms (Linux /proc). */
  cpuMs(): number;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rssBytes(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? 0) * 1024;
}

function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The portal's server exactly as `npm start` runs it (logging on, as in production), its log going
 * to a file as an operator's `npm start > portal.log` would. Not to a pipe the bench reads: the
 * bench's own event loop, which sends the load, would then spend time on ours' log alone.
 */
export async function startOurs(port: number, env: Record<string, string>): Promise<Served> {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-log-'));
  const log = openSync(path.join(logDir, 'portal.log'), 'w');
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, 'node_modules/.bin/node'), startArguments(), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      OIDC_ISSUER: '',
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'info',
      PORTAL_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilAnswering(`${base}/health`, exited, path.join(logDir, 'portal.log'));
  return {
    name: 'ours',
    base,
    cpuMs: () => cpuOf(child.pid!),
    rssBytes: () => rssOf(child.pid!),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `url` answers 200; fails with the server's log if the process ends first or 90 s pass. */
async function untilAnswering(url: string, exited: Promise<void>, logFile: string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (!gone && Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`ours did not start:\n${readFileSync(logFile, 'utf8')}`);
}

/** The bare anchor (anchor/server.ts) in a process of its own. */
export const startAnchor = (port: number, env: Record<string, string>): Promise<Served> =>
  startBenchServer('anchor', 'bench/anchor/server.ts', 'Anchor listening', port, env);

/** The floor (anchor/floor.ts): Node's http and pg around the same SQL, PostgreSQL only. */
export const startFloor = (port: number, env: Record<string, string>): Promise<Served> =>
  startBenchServer('floor', 'bench/anchor/floor.ts', 'Floor listening', port, env);

async function startBenchServer(
  name: 'anchor' | 'floor',
  script: string,
  ready: string,
  port: number,
  env: Record<string, string>,
): Promise<Served> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/node'),
    ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', script],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(ready) && resolve());
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  child.stdout!.resume();
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuOf(child.pid!),
    rssBytes: () => rssOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
