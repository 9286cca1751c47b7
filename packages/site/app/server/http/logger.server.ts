/**
 * The app's logger: the site's one structured logger (pino with the site's line format,
 * `contract/log-options.ts`), each line carrying the id of the request it was written for.
 * It is the data layer's logger port too (the services hand it to every adapter).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { LOG_OPTIONS } from '../../../contract/log-options';

export { describeError, type Logger } from '@district/data/resilience/logger';

/** The request being handled, for log lines written deep in the data layer. */
export const logScope = new AsyncLocalStorage<{ requestId: string }>();

/** One JSON line per entry on stdout, with the request id when there is one. */
export const logger = pino({
  ...LOG_OPTIONS,
  mixin() {
    const requestId = logScope.getStore()?.requestId;
    return requestId ? { requestId } : {};
  },
});
