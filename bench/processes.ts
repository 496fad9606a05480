import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '@portal/server/src/testing/server-process.ts';

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
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? 0) * 1024;
}

function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The portal's server exactly as `npm start` runs it (logging on, as in production). */
export async function startOurs(port: number, env: Record<string, string>): Promise<Served> {
  const server = await startServerProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', PORTAL_DIST: '/nonexistent', ...env });
  // Its log goes nowhere: reading it would cost the benchmark's own CPU.
  server.child.stdout!.removeAllListeners('data').resume();
  server.child.stderr!.removeAllListeners('data').resume();
  return {
    name: 'ours',
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuOf(server.child.pid!),
    rssBytes: () => rssOf(server.child.pid!),
    stop: async () => void (await server.stop()),
  };
}

/** The bare anchor (anchor/server.ts) in a process of its own. */
export const startAnchor = (port: number, env: Record<string, string>): Promise<Served> => startBenchServer('anchor', 'bench/anchor/server.ts', 'Anchor listening', port, env);

/** The floor (anchor/floor.ts): Node's http and pg around the same SQL, PostgreSQL only. */
export const startFloor = (port: number, env: Record<string, string>): Promise<Served> => startBenchServer('floor', 'bench/anchor/floor.ts', 'Floor listening', port, env);

async function startBenchServer(name: 'anchor' | 'floor', script: string, ready: string, port: number, env: Record<string, string>): Promise<Served> {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
