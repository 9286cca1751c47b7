/** The server's pino logger in the site's one line format; Fastify adds the request id. */
import pino, { type DestinationStream, type Logger } from 'pino';
import { LOG_OPTIONS } from './contract/log-options.js';

/** A logger writing to `destination` (default: stdout). */
export function createLogger(destination?: DestinationStream): Logger {
  return destination ? pino(LOG_OPTIONS, destination) : pino(LOG_OPTIONS);
}

export type { Logger };
