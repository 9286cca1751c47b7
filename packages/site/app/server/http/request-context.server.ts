/** What a loader knows about the request: organization, language, preview, viewer and clock. */

import { STATE_COOKIE_MAX_AGE_SECONDS, stateCookieName } from '@district/core/constants';
import type { Language } from '@district/core/entities/language';
import { preferencesSchema } from '@district/core/entities/language';
import { type LanguageSet, languageSet } from '@district/core/languages/language-set';
import { languageFromAcceptLanguage } from '@district/core/languages/negotiate';
import { isIntranet, type OrgConfig } from '@district/core/org/org-config';
import { viewerExcludesLeadership } from '@district/core/search/builders';
import { intranetViewer, servicesForSignedOutVisitor, type Viewer } from '../auth/auth.server';
import { readCookie, writeCookie } from './cookies.server';
import { previewMode } from './costly-requests.server';
import { appContext, servicesOf } from './load-context.server';
import { logScope } from './logger.server';
import { scopeOn } from './request-scope.server';
import type { SiteServices } from './services.server';

export type { Viewer } from '../auth/auth.server';

/** Per-request context every loader passes to the server layer. */
export interface RequestContext {
  services: SiteServices;
  request: Request;
  url: URL;
  language: Language;
  /** Set-Cookie to send when `?lang` changed the stored preference. */
  languageCookie: string | null;
  preview: boolean;
  isIntranet: boolean;
  viewer: Viewer;
  /** Whether message queries must leave out `Leadership` (intranet non-members). */
  excludeLeadership: boolean;
  now: Date;
  /** Remix's load context, shared by this request's loaders and render; holds its scope. */
  loadContext?: object;
}

/** The languages this site offers: `?lang=`, the cookie and Accept-Language name one or none. */
export function siteLanguages(org: Pick<OrgConfig, 'languages'>): LanguageSet {
  return languageSet(org.languages);
}

/** The stored preferences, or null when the cookie is missing or unreadable. */
export function readPreferences(request: Request, brand: string) {
  return preferencesIn(readCookie(request, stateCookieName(brand)));
}

/** The preferences a preference cookie's value holds, or null when it holds none readable. */
export function preferencesIn(raw: string | null | undefined) {
  if (!raw) return null;
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The language a preference cookie's value chooses, or null; the page cache keys on it. */
export function storedLanguageIn(
  raw: string | null | undefined,
  languages: LanguageSet,
): Language | null {
  const stored = preferencesIn(raw);
  return stored ? languages.find(stored.languageCode) : null;
}

/** A preference cookie's value, as the site writes it. */
export function preferencesValue(languageCode: string): string {
  return JSON.stringify({ languageCode });
}

/** The preference cookie: preferences only, 31 days, SameSite=Lax (docs/behaviour.md#limits). */
export function preferencesCookie(brand: string, languageCode: string, secure: boolean): string {
  return writeCookie(stateCookieName(brand), preferencesValue(languageCode), {
    maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

/**
 * Resolves the language: `?lang`, else the cookie, else Accept-Language, else English. A `?lang`
 * sets the cookie only when it differs from what the reader would get without it, so
 * `/?lang=en` from an English browser stays a public page the page cache keeps.
 */
export function resolveLanguage(request: Request, url: URL, brand: string, languages: LanguageSet) {
  const stored = storedLanguageIn(readCookie(request, stateCookieName(brand)), languages);
  const requested = url.searchParams.get('lang');
  const fromQuery = requested ? languages.find(requested) : null;
  if (fromQuery) {
    const otherwise =
      stored ?? negotiatedLanguage(request.headers.get('accept-language'), languages);
    return {
      language: fromQuery,
      cookie:
        otherwise.code !== fromQuery.code
          ? preferencesCookie(brand, fromQuery.code, url.protocol === 'https:')
          : null,
    };
  }
  if (stored) return { language: stored, cookie: null };
  return {
    language: negotiatedLanguage(request.headers.get('accept-language'), languages),
    cookie: null,
  };
}

/** The language Accept-Language gives if neither `?lang` nor the cookie does; cache key part. */
export function negotiatedLanguage(
  acceptLanguage: string | null | undefined,
  languages: LanguageSet,
): Language {
  // English cannot be hidden (languageSettingsSchema), so the fallback is always found.
  return languages.find(languageFromAcceptLanguage(acceptLanguage ?? null, languages)) as Language;
}

/** The public viewer: signed in, never in the leadership group (docs/behaviour.md#auth-states). */
const PUBLIC_VIEWER: Viewer = {
  isAuthenticated: true,
  authProcessComplete: true,
  isInLeadershipGroup: false,
  displayName: null,
};

/** What `requestContext` is told besides the Request. */
interface ContextOptions {
  api?: boolean;
  /** The loader's or action's `context`: the services and the request's scope (RequestContext.loadContext). */
  loadContext: object;
}

/**
 * The request context, built once per request on its scope (an action's POST builds its own). On
 * the intranet `intranetViewer` throws a redirect to `/auth` (401 for APIs) without a session.
 */
export async function requestContext(
  request: Request,
  options: ContextOptions,
): Promise<RequestContext> {
  // Before the first await, so the loader's log lines carry the request id.
  const { requestId } = appContext(options.loadContext);
  if (requestId) logScope.enterWith({ requestId });
  if (request.method !== 'GET') return buildContext(request, options);
  const contexts = scopeOn(options.loadContext).contexts;
  const kind = options.api ? 'api' : 'page';
  contexts[kind] ??= buildContext(request, options);
  const built = await contexts[kind];
  return built.request === request ? built : { ...built, request };
}

async function buildContext(request: Request, options: ContextOptions): Promise<RequestContext> {
  const allServices = servicesOf(options.loadContext);
  const url = new URL(request.url);
  const { language, cookie } = resolveLanguage(
    request,
    url,
    allServices.org.brand,
    languageSet(allServices.org.languages),
  );
  const intranet = isIntranet(allServices.org.organizationId);
  const viewer = intranet
    ? await intranetViewer(allServices, request, {
        api: options.api ?? false,
        loadContext: options.loadContext,
      })
    : PUBLIC_VIEWER;
  // Only `/auth` lets a signed-out intranet visitor through: name and logo, no intranet content.
  const services =
    intranet && !viewer.isAuthenticated ? servicesForSignedOutVisitor(allServices) : allServices;
  return {
    services,
    request,
    url,
    language,
    languageCookie: cookie,
    preview: await previewMode({ request, loadContext: options.loadContext, services }, url),
    isIntranet: intranet,
    viewer,
    excludeLeadership: viewerExcludesLeadership(
      allServices.org.organizationId,
      viewer.isInLeadershipGroup,
    ),
    now: services.now(),
    loadContext: options.loadContext,
  };
}
