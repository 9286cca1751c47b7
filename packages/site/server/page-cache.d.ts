import type { IncomingMessage, ServerResponse } from 'node:http';

/** The global symbol under which the site publishes `{ version }` of its notification set. */
export declare const PAGE_CACHE_STATE: unique symbol;

/** The parts of a node:http request the cache key reads, besides the URL the listener decided. */
export interface KeyedRequest {
  method?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** How long a response may be kept. */
export interface CachePolicy {
  freshMs: number;
  staleMs: number;
}

/** Bounds of the freshness the cache grants. */
export interface PolicyOptions {
  maxFreshSeconds?: number;
  maxStaleSeconds?: number;
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions extends PolicyOptions {
  /** Renders a page (the Remix handler); called again to refresh stale pages. */
  handle: (request: Request) => Promise<Response>;
  /**
   * What a page depends on of an Accept-Language header (the language the site negotiates from
   * it), for the key; default the whole header.
   */
  pageLanguage?: (acceptLanguage: string | undefined) => string;
  /** Total size of the bodies kept, all encodings; least recently used pages leave first. */
  maxBytes?: number;
  /** The part of `maxBytes` not-found answers may take; default an eighth. */
  maxNotFoundBytes?: number;
  /** Larger bodies are never kept. */
  maxEntryBytes?: number;
  /** Wait after a failed refresh before the next one. */
  retryMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** One encoding of a stored page. */
export interface StoredVariant {
  body: Buffer;
  headers: Record<string, string | number>;
}

/** A stored page. */
export interface PageCacheEntry {
  key: string;
  /** 200, or 404 for the site's answer that there is no such page. */
  status: 200 | 404;
  request: { url: string; headers: [string, string][] };
  /** The page's validator; a not-found answer has none. */
  etag: string | undefined;
  identity: StoredVariant;
  br: StoredVariant | undefined;
  gzip: StoredVariant | undefined;
  bytes: number;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

/** Counters and size of a page cache. */
export interface PageCacheStats {
  hits: number;
  stale: number;
  misses: number;
  stored: number;
  refreshes: number;
  refreshErrors: number;
  entries: number;
  bytes: number;
  /** The part of `bytes` not-found answers take. */
  notFoundBytes: number;
}

/** The HTML micro-cache. */
export interface PageCache {
  key(request: KeyedRequest, url: URL): string | undefined;
  policy(response: Response): CachePolicy | undefined;
  lookup(key: string): { entry: PageCacheEntry; state: 'HIT' | 'STALE' } | undefined;
  pending(key: string): Promise<PageCacheEntry | undefined> | undefined;
  begin(key: string): (entry: PageCacheEntry | undefined, notCacheable?: boolean) => void;
  store(
    key: string,
    request: { url: string; headers: HeadersInit },
    response: Response,
    body: Buffer,
    policy: CachePolicy,
  ): Promise<PageCacheEntry | undefined>;
  serve(
    entry: PageCacheEntry,
    state: 'HIT' | 'STALE',
    req: IncomingMessage,
    res: ServerResponse,
  ): void;
  stats(): PageCacheStats;
}

/**
 * The cache key of a request for `url` (the URL the listener gives the site), or undefined when it
 * must bypass the cache.
 */
export declare function pageCacheKey(
  request: KeyedRequest,
  url: URL,
  pageLanguage?: (acceptLanguage: string | undefined) => string,
): string | undefined;
/** How long a response may be kept, or undefined when it must not be stored. */
export declare function cachePolicy(
  response: Response,
  options?: PolicyOptions,
): CachePolicy | undefined;
/** The encoding to answer with for an Accept-Encoding header, or undefined for identity. */
export declare function preferredEncoding(
  acceptEncoding: string | undefined,
  offered?: string[],
): string | undefined;
/** Whether a Content-Type is worth compressing. */
export declare function isCompressible(contentType: string | null | undefined): boolean;
/** An in-memory cache of rendered pages in front of `handle`. */
export declare function createPageCache(options: PageCacheOptions): PageCache;
