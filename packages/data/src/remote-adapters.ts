/**
 * Builds the remote adapters the configuration asks for, each read port wrapped with the one
 * shared resilient reader. A null port means "not configured": the server then uses the embedded
 * adapter (search, CMS) or switches the feature off (translation, e-mail, accessibility form).
 */
import { createAccessibilityForm } from './accessibility/accessibility-form';
import { createGraphqlCms } from './cms/graphql-cms';
import type { ServerConfig } from './config';
import { createEmailSender } from './email/email-sender';
import { createGraphDirectory } from './graph/graph-directory';
import type { AccessibilityFormPort, CmsPort, DirectoryPort, EmailPort, SearchPort } from './ports';
import type { Logger } from './resilience/logger';
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
}

/** Creates the remote adapters of a validated configuration. */
export function createRemoteAdapters(
  config: ServerConfig,
  options: {
    logger?: Logger;
    reader?: ResilientReader;
    /** Where translated fragments are kept; an in-process LRU by default (one per server). */
    translationMemory?: TranslationMemory;
  } = {},
): RemoteAdapters {
  const reader = options.reader ?? createResilientReader({ logger: options.logger });
  const logger = reader.logger;
  const timeoutMs = config.upstreamTimeoutMs;
  return {
    reader,
    search: config.search
      ? resilientSearchPort(createAzureSearchPort({ ...config.search, timeoutMs }), reader)
      : null,
    cms: config.graphql
      ? resilientCmsPort(createGraphqlCms({ ...config.graphql, timeoutMs, logger }), reader)
      : null,
    translation: config.functionsEndpoint
      ? resilientTranslationPort(
          createFunctionsTranslator({
            functionsEndpoint: config.functionsEndpoint,
            timeoutMs,
            logger,
          }),
          { memory: options.translationMemory ?? createLruTranslationMemory(), logger },
        )
      : null,
    email: config.sendEmailEndpoint
      ? createEmailSender({ sendEmailEndpoint: config.sendEmailEndpoint, timeoutMs })
      : null,
    accessibilityForm: config.accessibilityFormEndpoint
      ? createAccessibilityForm({
          accessibilityFormEndpoint: config.accessibilityFormEndpoint,
          timeoutMs,
        })
      : null,
    directory: resilientDirectoryPort(
      createGraphDirectory({ graphEndpoint: config.graphEndpoint, timeoutMs }),
      reader,
    ),
  };
}
