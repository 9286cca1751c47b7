/**
 * Builds the remote adapters the configuration asks for, each read port wrapped with the one
 * shared resilient reader. A null port means "not configured": the server then uses the embedded
 * adapter (search, CMS) or switches the feature off (translation, e-mail, accessibility form). The
 * two forms fall back to the outbox (outbox/outbox.ts) where the configuration has one.
 */
import { createAccessibilityForm } from './accessibility/accessibility-form';
import { createGraphqlCms } from './cms/graphql-cms';
import type { ServerConfig } from './config';
import { createEmailSender } from './email/email-sender';
import { createGraphDirectory } from './graph/graph-directory';
import {
  type UpstreamCall,
  type UpstreamCallListener,
  withUpstreamContext,
} from './http/upstream-calls';
import { createOutbox } from './outbox/outbox';
import type { AccessibilityFormPort, CmsPort, DirectoryPort, EmailPort, SearchPort } from './ports';
import type { Logger } from './resilience/logger';
import { createUpstreamCallStats, type UpstreamCallStats } from './resilience/metrics';
import {
  resilientCmsPort,
  resilientDirectoryPort,
  resilientSearchPort,
  resilientTranslationPort,
} from './resilience/resilient-ports';
import { createResilientReader, type ResilientReader } from './resilience/resilient-reader';
import { createAzureSearchPort } from './search/azure-search';
import { createFunctionsTranslator } from './translation/functions-translator';
import type { MemoizedTranslator } from './translation/memoized-translator';
import {
  createLruTranslationMemory,
  type TranslationMemory,
} from './translation/translation-memory';

/** The remote ports; null where the configuration leaves a service unset. */
export interface RemoteAdapters {
  search: SearchPort | null;
  cms: CmsPort | null;
  /**
   * Through the translation memory; reports failures through `onError` (TranslateOptions) and
   * counts its work in `stats()`.
   */
  translation: MemoizedTranslator | null;
  email: EmailPort | null;
  accessibilityForm: AccessibilityFormPort | null;
  /** Always present: Graph has a public default endpoint; used only by intranet sign-in. */
  directory: DirectoryPort;
  /** The shared reader: `reader.getMetrics()` feeds the server's metrics. */
  reader: ResilientReader;
  /** Every upstream call counted by service: `snapshot()` feeds the server's metrics. */
  upstreamCalls: UpstreamCallStats;
}

/** The log line of one upstream call: `info` when it answered, `warn` when it failed. */
export const UPSTREAM_CALL_MESSAGE = 'Upstream call';

/** A listener that writes each upstream call as one log line (no bodies, no URLs). */
export function logUpstreamCalls(logger: Logger): UpstreamCallListener {
  return (call: UpstreamCall) => {
    const context = { ...call };
    if (call.errorKind) logger.warn(context, UPSTREAM_CALL_MESSAGE);
    else logger.info(context, UPSTREAM_CALL_MESSAGE);
  };
}

/**
 * Wraps every method of an adapter so the calls it makes are timed and reported as `service`'s,
 * named by the method. The one place where upstream calls get their labels.
 */
export function observeUpstream<P extends object>(
  port: P,
  service: string,
  listener: UpstreamCallListener,
): P {
  const observed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(port)) {
    observed[name] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            withUpstreamContext({ service, operation: name, listener }, () =>
              (value as (...a: unknown[]) => unknown).apply(port, args),
            )
        : value;
  }
  return observed as P;
}

/** Creates the remote adapters of a validated configuration. */
export function createRemoteAdapters(
  config: ServerConfig,
  options: {
    logger?: Logger;
    reader?: ResilientReader;
    /** Where translated fragments are kept; an in-process LRU by default (one per server). */
    translationMemory?: TranslationMemory;
    /** Hears every upstream call; by default each is logged ({@link logUpstreamCalls}). */
    onUpstreamCall?: UpstreamCallListener;
  } = {},
): RemoteAdapters {
  const reader = options.reader ?? createResilientReader({ logger: options.logger });
  const logger = reader.logger;
  const timeoutMs = config.upstreamTimeoutMs;
  const upstreamCalls = createUpstreamCallStats();
  const report = options.onUpstreamCall ?? logUpstreamCalls(logger);
  const listener: UpstreamCallListener = (call) => {
    upstreamCalls.record(call);
    report(call);
  };
  const observe = <P extends object>(port: P, service: string) =>
    observeUpstream(port, service, listener);
  const outbox = config.outboxDir ? createOutbox({ dir: config.outboxDir }) : null;
  return {
    reader,
    upstreamCalls,
    search: config.search
      ? resilientSearchPort(
          observe(createAzureSearchPort({ ...config.search, timeoutMs }), 'search'),
          reader,
        )
      : null,
    cms: config.graphql
      ? resilientCmsPort(
          observe(createGraphqlCms({ ...config.graphql, timeoutMs, logger }), 'cms'),
          reader,
        )
      : null,
    translation: config.functionsEndpoint
      ? resilientTranslationPort(
          observe(
            createFunctionsTranslator({
              functionsEndpoint: config.functionsEndpoint,
              timeoutMs: config.translationTimeoutMs,
              logger,
            }),
            'translation',
          ),
          { memory: options.translationMemory ?? createLruTranslationMemory(), logger },
        )
      : null,
    email: config.sendEmailEndpoint
      ? observe(
          createEmailSender({ sendEmailEndpoint: config.sendEmailEndpoint, timeoutMs }),
          'email',
        )
      : (outbox?.email ?? null),
    accessibilityForm: config.accessibilityFormEndpoint
      ? observe(
          createAccessibilityForm({
            accessibilityFormEndpoint: config.accessibilityFormEndpoint,
            timeoutMs,
          }),
          'accessibility-form',
        )
      : (outbox?.accessibilityForm ?? null),
    directory: resilientDirectoryPort(
      observe(
        createGraphDirectory({
          graphEndpoint: config.graphEndpoint,
          timeoutMs,
          membership: config.graphMembership,
        }),
        'graph',
      ),
      reader,
    ),
  };
}
