import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON lines on stdout at info by default (LOG_LEVEL to change, `silent` for none):
 * what an operator searches when a partner quotes the request id of an error.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): pino.Logger {
  return pino({
    level,
    base: { service: 'partner-portal' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Cookies and authorisation headers never reach the log.
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });
