import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** Debian's nginx binary (`.ci/run` installs it). */
export const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * The load balancer's settings as an operator would write them (docs/deployment.md): round robin,
 * a refused connection or a 502/504 passes an idempotent request to the next process, a write is
 * passed on only when it never reached one (a refused connection), the event stream unbuffered.
 */
function config(dir: string, port: number, upstreams: readonly string[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=1s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_504;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** nginx in front of `upstreams` (host:port each) on a free port of 127.0.0.1, until `stop()`. */
export async function startNginx(upstreams: readonly string[], port?: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const listen = port ?? (await freePort());
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, listen, upstreams));
  const child = spawn(
    nginxBinary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    // Any answer (a 502 while no process is up yet) means nginx listens.
    const up = await fetch(`${base}/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    port: listen,
    output: () => output,
    async stop(): Promise<void> {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
