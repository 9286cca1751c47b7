/**
 * The one log line format of the site: pino, one JSON line per entry with its level's name, an ISO
 * time and `msg`. The server's logger and the app's are both made with these options.
 */
import pino, { type LoggerOptions } from 'pino';

/** The options every logger of the site is made with. */
export const LOG_OPTIONS: LoggerOptions = {
  base: undefined,
  messageKey: 'msg',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};
