/**
 * The one structured logger of the site: pino, one JSON line per entry with its level's name, an
 * ISO time and `msg`. The server hands it to Fastify (whose request logger adds the request id)
 * and the app writes through the same options (app/server/http/logger.server.ts).
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** The options every logger of the site is made with. */
export const LOG_OPTIONS: LoggerOptions = {
  base: undefined,
  messageKey: 'msg',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

/** A logger writing to `destination` (default: stdout). */
export function createLogger(destination?: DestinationStream): Logger {
  return destination ? pino(LOG_OPTIONS, destination) : pino(LOG_OPTIONS);
}

export type { Logger };
