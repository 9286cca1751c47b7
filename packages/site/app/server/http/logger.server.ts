/**
 * The app's logger: the site's one structured logger (pino with the site's line format,
 * `LOG_OPTIONS` of @district/site-server/contract), each line carrying its request's id.
 * It is the data layer's logger port too (the services hand it to every adapter).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { LOG_OPTIONS } from '@district/site-server/contract';
import pino from 'pino';

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
