/** The site's one log line format (pino JSON, level name, ISO time, `msg`), server and app alike. */
import pino, { type LoggerOptions } from 'pino';

/** The options every logger of the site is made with. */
export const LOG_OPTIONS: LoggerOptions = {
  base: undefined,
  messageKey: 'msg',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};
