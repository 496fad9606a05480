import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The PostgreSQL server programs of this machine (PG_BIN, or the newest under /usr/lib/postgresql). */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
    : [];
  if (versions.length === 0) throw new Error('PostgreSQL server programs not found: set PG_BIN');
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

/**
 * A PostgreSQL cluster of a test's own, on its own port and data directory, never the machine's
 * shared one: tests may stop and start it at will. PostgreSQL refuses to run as root, so as root
 * its programs run as the postgres user.
 */
export function ownCluster(port: number) {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      { stdio: 'pipe' },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    /** Fast shutdown: PostgreSQL ends every connection, as in a restart or failover. */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
