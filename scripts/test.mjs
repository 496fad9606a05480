// `npm test`: lint, format check, typecheck, unit and API tests on PGlite, the same API tests on PostgreSQL
// (TEST_DATABASE_URL, or a server answering on 127.0.0.1:5432), then the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.resolve('node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.log(`\n${label} failed`);
    finish(1);
  }
}

function vitest(label, projects, env = {}) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'vitest-')), 'report.json');
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  console.log(`\n== ${label}`);
  const result = spawnSync(bin('vitest'), args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
  if (result.status !== 0) {
    console.log(`\n${label} failed`);
    finish(1);
  }
}

function finish(code) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

let postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && (await answers('127.0.0.1', 5432))) postgresUrl = 'postgres://postgres@127.0.0.1:5432/test';
if (!postgresUrl && process.env.CI === 'true') {
  console.log('CI needs PostgreSQL: set TEST_DATABASE_URL or run a server on 127.0.0.1:5432');
  finish(1);
}

run('lint', bin('eslint'), ['.']);
run('format check (npm run format fixes it)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
run('typecheck', bin('tsc'), ['-b', '--pretty', 'false']);
vitest(
  postgresUrl
    ? 'unit and API tests (PGlite and PostgreSQL)'
    : 'unit and API tests (PGlite; no PostgreSQL found, its run is skipped)',
  ['unit', 'api-pglite', ...(postgresUrl ? ['api-postgres'] : [])],
  postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {},
);
run('build the portal', 'npm', ['run', 'build']);
vitest('browser tests (Chromium)', ['e2e']);
finish(0);
