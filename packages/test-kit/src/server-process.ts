import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverDir = path.join(root, 'apps/server');

/**
 * The node arguments of the server's `start` script (its V8 and TypeScript flags and the entry
 * file), so that tests and the benchmark run the process exactly as `npm start` does.
 */
export function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`the server's start script must run node, not ${command}`);
  return args.map((arg) => (arg.endsWith('.ts') ? path.join('apps/server', arg) : arg));
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The real server as `npm start` runs it, in a process of its own; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/node'), startArguments(), {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', OIDC_ISSUER: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Partner portal:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    child,
    output: () => output,
    /** Exit code once the process ends (null while it runs). */
    exitCode: () => child.exitCode,
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** `count` server processes on one database, as behind a load balancer; answers them and their base URLs. */
export async function startServerProcesses(count: number, databaseUrl: string) {
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  const bases: string[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    bases.push(`http://127.0.0.1:${port}`);
    servers.push(await startServerProcess({ PORT: String(port), PUBLIC_URL: bases[i]!, DATABASE_URL: databaseUrl }));
  }
  return { servers, bases, stop: () => Promise.all(servers.map((s) => s.stop())) };
}
