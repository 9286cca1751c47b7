/**
 * The site's one structured logger (`LOG_OPTIONS` of @district/site-server/contract), lines with
 * its request's id; also the data layer's logger port.
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
