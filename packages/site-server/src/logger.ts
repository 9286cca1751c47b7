/**
 * The server's structured logger: pino with the site's one line format (contract/log-options.ts),
 * handed to Fastify, whose request logger adds the request id. The app writes through the same
 * options (@district/site's app/server/http/logger.server.ts).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { LOG_OPTIONS } from './contract/log-options.js';

/** A logger writing to `destination` (default: stdout). */
export function createLogger(destination?: DestinationStream): Logger {
  return destination ? pino(LOG_OPTIONS, destination) : pino(LOG_OPTIONS);
}

export type { Logger };
