import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startArguments } from '@portal/test-kit/server-process.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';

// The server image (Dockerfile) cannot be built here: no Docker engine. What it runs can: its CMD,
// from its WORKDIR (the repository's root), and its HEALTHCHECK, read from the Dockerfile itself.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8').split('\n');
/** The exec form (a JSON array) of the final stage's last line starting with `instruction`. */
const execForm = (instruction: RegExp): string[] => {
  const line = dockerfile.filter((l) => instruction.test(l)).at(-1);
  if (!line) throw new Error(`the Dockerfile has no ${instruction.source}`);
  return JSON.parse(line.slice(line.indexOf('['))) as string[];
};
const command = execForm(/^CMD \[/);
const healthcheck = execForm(/^HEALTHCHECK .*CMD \[/);
// `node` in the image is Node 24, like the one the repository installs for itself.
const node = path.join(root, 'node_modules/.bin/node');

const token = 'image-metrics-token-0123456789';
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-image-'));
const database = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : null;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.close();
});

function run(args: string[], env: Record<string, string>) {
  const child = spawn(node, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Resolves once `url` answers 200; rejects when the process ends first or after `ms`. */
async function answers(url: string, server: ReturnType<typeof run>, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const status = await fetch(url).then(
      async (r) => (await r.body?.cancel(), r.status),
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} never answered 200:\n${server.output()}`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), server.exited]);
  }
}

describe("the server image's start command", () => {
  it("is the server's start script, flags and all", () => {
    expect(command[0]).toBe('node');
    expect(command.slice(1)).toEqual(startArguments());
  });

  it(
    'serves /ready, passes the health check, shows its metrics, and exits 0 on SIGTERM',
    { timeout: 150_000 },
    async () => {
      const port = String(await freePort());
      const server = run(command.slice(1), {
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...(database
          ? { DATABASE_URL: database.url!, DATABASE_POOL_SIZE: '3' }
          : { DATABASE_URL: '', DATA_DIR: dataDir }),
        METRICS_TOKEN: token,
        OIDC_ISSUER: '',
        LOG_LEVEL: 'warn',
      });
      try {
        await answers(`http://127.0.0.1:${port}/ready`, server);

        const check = run(healthcheck.slice(1), { PORT: port });
        expect(await check.exited, check.output()).toEqual({ code: 0, signal: null });

        const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(metrics.status).toBe(200);
        const text = await metrics.text();
        expect(text).toContain('process_resident_memory_bytes');
        expect(text).toContain(
          'portal_http_request_duration_seconds_count{method="GET",route="/ready",status_class="2xx"}',
        );
        expect(text).toContain('portal_event_streams_open 0');
        if (database) expect(text).toContain('portal_db_pool_max_connections 3');
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });

      // With the server gone, the health check fails.
      const check = run(healthcheck.slice(1), { PORT: port });
      expect((await check.exited).code).toBe(1);
    },
  );
});
