import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerBuild } from '@remix-run/node';
import type { PageCache, PageCacheOptions } from './page-cache';

/** A node:http listener, with the page cache it uses (undefined when turned off). */
export interface RequestListener {
  (req: IncomingMessage, res: ServerResponse): void;
  pageCache: PageCache | undefined;
  /** Writes the cache summary line now, if there was traffic since the last one. */
  logSummary(): void;
  /** Stops the summary timer. */
  close(): void;
}

/** A log line before serialisation (`level` and `time` are added by the default writer). */
export type LogLine = Record<string, unknown> & { msg: string };

/** Access and summary logging of a listener. */
export interface ListenerLogging {
  /** One line per request; default on unless ACCESS_LOG=0. */
  accessLog?: boolean;
  /** How often the summary line is written when there was traffic; 0 turns it off. */
  summaryIntervalMs?: number;
  /** Where lines go; default one JSON line on stdout. */
  log?: (line: LogLine) => void;
}

/** The global symbol under which the site publishes `() => figures` for the summary line. */
export declare const SERVER_METRICS: unique symbol;
/** Default interval of the summary line. */
export declare const SUMMARY_INTERVAL_MS: number;

/** Page cache options, or false to turn it off; default on unless DISABLE_PAGE_CACHE=1. */
export type PageCacheSetting = boolean | Omit<PageCacheOptions, 'handle'>;

/** A node:http request listener for a Remix server build and its client assets. */
export declare function createRequestListener(
  options: {
    build: ServerBuild;
    clientDirectory: string;
    mode?: string;
    pageCache?: PageCacheSetting;
  } & ListenerLogging,
): RequestListener;

/** The listener around any fetch-style handler: page cache, client build, compression. */
export declare function createHandlerListener(
  options: {
    handle: (request: Request) => Promise<Response>;
    clientDirectory?: string;
    pageCache?: PageCacheSetting;
    /**
     * The part of a request's query that names a page (default: all of it): the handler sees,
     * and the page cache keys, the URL with this query. createRequestListener takes it from the
     * build's entry (`export function pageQuery`).
     */
    pageQuery?: (search: string, pathname: string) => string;
    /**
     * What a page depends on of Accept-Language, for the page cache's key (default the whole
     * header). createRequestListener takes it from the build's entry (`export function
     * pageLanguage`).
     */
    pageLanguage?: (acceptLanguage: string | undefined) => string;
  } & ListenerLogging,
): RequestListener;

/** Longer request targets are refused with 414. */
export declare const MAX_URL_LENGTH: number;
/** Larger request bodies are refused with 413, declared or chunked, before the site reads them. */
export declare const MAX_BODY_BYTES: number;
/** The header carrying the client address to Remix; set by the listener only. */
export declare const CLIENT_IP_HEADER: 'x-district-client-ip';
/** The request id header, echoed in every response. */
export declare const REQUEST_ID_HEADER: 'x-request-id';

/** Where a client sent a request: what its URL, its page-cache key and HSTS are made from. */
export interface RequestOrigin {
  protocol: 'http' | 'https';
  host: string;
}

/**
 * The request's origin: X-Forwarded-Host and X-Forwarded-Proto only behind `hops` trusted
 * proxies (default: TRUST_PROXY), else the Host header and the socket's own TLS.
 */
export declare function requestOrigin(req: IncomingMessage, hops?: number): RequestOrigin;

/**
 * Why a request is refused (405 a method the site does not answer, 413 a body declared too large,
 * 414 too long, 400 malformed or traversal, 403 a post from another site), or undefined.
 */
export declare function refuseHostileTarget(
  req: IncomingMessage,
  origin?: RequestOrigin,
): { status: number; message: string } | undefined;
