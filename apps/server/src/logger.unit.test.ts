import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger, writesWithoutWaiting } from './logger.ts';

const opened: number[] = [];
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
afterEach(() => {
  for (const fd of opened.splice(0)) fs.closeSync(fd);
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const open = (file: string, flags: number | string) => {
  const fd = fs.openSync(file, flags);
  opened.push(fd);
  return fd;
};

/** A named pipe held open for both ends, so that opening it does not wait for a reader. */
let pipes = 0;
function pipe(): number {
  const file = path.join(folder, `pipe-${++pipes}`);
  execFileSync('mkfifo', [file]);
  return open(file, fs.constants.O_RDWR | fs.constants.O_NONBLOCK);
}

const readNow = (fd: number) => {
  const buffer = Buffer.alloc(4096);
  try {
    return buffer.subarray(0, fs.readSync(fd, buffer)).toString();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return '';
    throw error;
  }
};

function fillUp(fd: number): void {
  const chunk = Buffer.alloc(4096, ' ');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
  }
}

describe('the server log', () => {
  it('is in a file as soon as the line is logged', () => {
    const file = path.join(folder, 'portal.log');
    const log = createLogger('info', open(file, 'w'));
    log.info({ status: 200 }, 'request');
    const line = JSON.parse(fs.readFileSync(file, 'utf8').trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'request', status: 200, service: 'partner-portal' });
  });

  it('never holds up a request while the reader of a pipe lags behind, and loses no line', async () => {
    const fd = pipe();
    // The reader has fallen behind: the pipe is full.
    fillUp(fd);
    const log = createLogger('info', fd);
    log.info('request');
    let read = '';
    for (let waited = 0; !read.includes('"msg":"request"') && waited < 5_000; waited += 20) {
      read += readNow(fd);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(read).toContain('"msg":"request"');
  });

  it('writes without waiting only where no reader can hold it up', () => {
    expect(writesWithoutWaiting(open(path.join(folder, 'file.log'), 'w'))).toBe(true);
    expect(writesWithoutWaiting(open('/dev/null', 'w'))).toBe(true);
    expect(writesWithoutWaiting(pipe())).toBe(false);
    expect(writesWithoutWaiting(987_654)).toBe(false);
  });
});
