/**
 * The site's services: configuration validated once, each port wired to its remote adapter when
 * configured, else the embedded one. Made once at start (entry.server.tsx); a bad environment
 * throws naming the variable. Tests make their own (testing/site-services.ts).
 */
import type { OrgConfig } from '@district/core/org/org-config';
import {
  type AlertsRuntime,
  createAlertsRuntime,
} from '@district/data/alerts-runtime/alerts-runtime';
import { loadServerConfig, type ServerConfig } from '@district/data/config';
import { createEmbeddedDemo } from '@district/data/embedded/embedded-demo';
import type {
  AccessibilityFormPort,
  CmsPort,
  DirectoryPort,
  EmailPort,
  SearchPort,
  TranslationPort,
} from '@district/data/ports';
import { createRemoteAdapters, type RemoteAdapters } from '@district/data/remote-adapters';
import type { ResilientReader } from '@district/data/resilience/resilient-reader';
import { createSharedStore } from '@district/data/shared-store/create-shared-store';
import { prefixedStore, type SharedStore } from '@district/data/shared-store/shared-store';
import { createSharedTranslationMemory } from '@district/data/translation/shared-translation-memory';
import { type Logger, logger as siteLogger } from './logger.server';

/** Everything a loader needs from the outside world. */
export interface SiteServices {
  config: ServerConfig;
  /** The app's organization config, with `ORGANIZATION_ID` applied. */
  org: OrgConfig;
  cms: CmsPort;
  search: SearchPort;
  /** Null when `FUNCTIONS_ENDPOINT` is unset: content translation is off. */
  translation: TranslationPort | null;
  /** Null when `SEND_EMAIL_ENDPOINT` is unset: the contact form is off. */
  email: EmailPort | null;
  /** Null when `ACCESSIBILITY_FORM_ENDPOINT` is unset: the form is off. */
  accessibility: AccessibilityFormPort | null;
  directory: DirectoryPort;
  reader: ResilientReader;
  /** Every upstream call counted by service, for the server's metrics. */
  upstreamCalls: RemoteAdapters['upstreamCalls'];
  /** What every instance must see alike: Redis when `REDIS_URL` is set, else memory. */
  sharedStore: SharedStore;
  logger: Logger;
  /** The alert store and push keys, opened on first use (docs/alerts.md). */
  alerts: AlertsRuntime;
  /** Whether the CMS and search run on the bundled demo content. */
  embedded: { cms: boolean; search: boolean };
  /** The clock, rounded down to the minute so queries, caches and coalescing match for a minute. */
  now(): Date;
}

/** The demo content for an organization: its own pages and its parent's, every shared record. */
function embeddedContent(organizationId: string, logger: Logger, synonyms: readonly string[]) {
  const started = performance.now();
  // The district's synonyms widen the embedded search as the synonym map widens Azure's.
  const { cms, search } = createEmbeddedDemo({ organizationId, now: new Date(), synonyms });
  logger.info(
    { organizationId, ms: Math.round(performance.now() - started) },
    'Embedded demo content generated and indexed',
  );
  return { cms, search };
}

/**
 * The shared store's memory budgets, one per use (`session:`, `rate:`, `tm:`): what anonymous
 * visitors can fill (translations) never evicts a session or a counter.
 */
export function storeSpaces(
  prefix: string,
  budgets: { sessions: number; counters: number; translations: number },
) {
  return [
    {
      prefix: `${prefix}session:`,
      maxEntries: budgets.sessions,
      averageEntryBytes: STORE_AVERAGE_ENTRY_BYTES.sessions,
    },
    {
      prefix: `${prefix}rate:`,
      maxEntries: budgets.counters,
      averageEntryBytes: STORE_AVERAGE_ENTRY_BYTES.counters,
    },
    {
      prefix: `${prefix}tm:`,
      maxEntries: budgets.translations,
      averageEntryBytes: STORE_AVERAGE_ENTRY_BYTES.translations,
    },
  ];
}

/** The average bytes an entry may take (UTF-16): stops a few huge values from filling memory. */
export const STORE_AVERAGE_ENTRY_BYTES = {
  sessions: 16 * 1024,
  counters: 512,
  translations: 2 * 1024,
} as const;

/** Builds the services from an environment (the app's, env.server.ts) and the app's organization. */
export function createSiteServices(
  env: Readonly<Record<string, string | undefined>>,
  appOrg: OrgConfig,
  logger: Logger = siteLogger,
): SiteServices {
  const config = loadServerConfig(env);
  const org: OrgConfig = config.organizationId
    ? { ...appOrg, organizationId: config.organizationId }
    : appOrg;
  // One organization per deployment, several deployments per Redis: keys carry the brand and id.
  const storePrefix = `${org.brand}:${org.organizationId}:`;
  const sharedStore = prefixedStore(
    createSharedStore({
      redisUrl: config.redisUrl,
      logger,
      spaces: storeSpaces(storePrefix, config.storeBudgets),
    }),
    storePrefix,
  );
  const remote = createRemoteAdapters(config, {
    logger,
    translationMemory: createSharedTranslationMemory({ store: sharedStore, logger }),
  });
  const embedded =
    !remote.cms || !remote.search
      ? embeddedContent(org.organizationId, logger, org.searchSynonyms)
      : null;
  return {
    config,
    org,
    cms: remote.cms ?? (embedded as NonNullable<typeof embedded>).cms,
    search: remote.search ?? (embedded as NonNullable<typeof embedded>).search,
    translation: remote.translation,
    email: remote.email,
    accessibility: remote.accessibilityForm,
    directory: remote.directory,
    reader: remote.reader,
    upstreamCalls: remote.upstreamCalls,
    sharedStore,
    logger,
    alerts: createAlertsRuntime(config, { logger }),
    embedded: { cms: !remote.cms, search: !remote.search },
    now: () => new Date(Math.floor(Date.now() / 60_000) * 60_000),
  };
}

/** The data layer's figures for the server's summary line and Prometheus (`serverMetrics`). */
export function dataMetrics(
  site: Pick<SiteServices, 'reader' | 'upstreamCalls' | 'translation'>,
): Record<string, unknown> {
  return {
    reader: site.reader.getMetrics(),
    upstream: site.upstreamCalls.snapshot(),
    ...(site.translation && 'stats' in site.translation
      ? { translation: (site.translation as { stats(): unknown }).stats() }
      : {}),
  };
}
