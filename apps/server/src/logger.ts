import fs from 'node:fs';
import tty from 'node:tty';
import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Whether a write to `fd` can never wait on a reader: a regular file, or a device such as
 * /dev/null that is not a terminal. A pipe or a terminal can fill up while its reader lags.
 */
export function writesWithoutWaiting(fd: number): boolean {
  try {
    const stat = fs.fstatSync(fd);
    return stat.isFile() || (stat.isCharacterDevice() && !tty.isatty(fd));
  } catch {
    return false;
  }
}

/**
 * Structured JSON lines on stdout at info by default (LOG_LEVEL to change, `silent` for none):
 * what an operator searches when a partner quotes the request id of an error.
 *
 * Into a file each line is written as it is logged: that takes a few microseconds, where handing
 * it to a worker thread costs every request two thread wake-ups. Into a pipe or a terminal lines
 * are written in the background, so a reader that falls behind never holds up a request.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', fd: number = process.stdout.fd): pino.Logger {
  return pino(
    {
      level,
      base: { service: 'partner-portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Cookies and authorisation headers never reach the log.
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    },
    pino.destination({ dest: fd, sync: writesWithoutWaiting(fd) }),
  );
}

export const silentLogger: Logger = pino({ level: 'silent' });
