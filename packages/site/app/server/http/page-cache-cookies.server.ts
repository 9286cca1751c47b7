/**
 * The cookies a page depends on, for the server's page cache: named and read as the site reads
 * them, each reading written back as the site writes it, so an invalid or made-up value is the
 * same page as no cookie (decision 016).
 */
import { stateCookieName } from '@district/core/constants';
import type { LanguageSet } from '@district/core/languages/language-set';
import type { PageCacheCookies } from '@district/site-server/contract';
import {
  dismissedCookieName,
  dismissedIdsIn,
  dismissedValue,
} from '../notifications/dismissed-cookie.server';
import { isKnownNotification } from './page-cache-bus.server';
import { preferencesValue, storedLanguageIn } from './request-context.server';

/**
 * A site's page-cache cookies: the preference cookie keyed by the language it chooses, the
 * dismissed-notices cookie by its well-formed ids of notifications the site has shown. A public site has no session, so no cookie
 * name nor Authorization header bypasses its cache; every intranet page is a signed-in reader's
 * (`NO_STORE`, http.server.ts), so none is looked up there.
 */
export function pageCacheCookiesFor({
  brand,
  languages,
  intranet,
  isShown = isKnownNotification,
}: {
  brand: string;
  languages: LanguageSet;
  intranet: boolean;
  /** Whether a notification id is one the site has shown (default: this process's). */
  isShown?: (id: string) => boolean;
}): PageCacheCookies {
  return {
    preferences: [
      {
        name: stateCookieName(brand),
        read: (value) => {
          const language = storedLanguageIn(value, languages);
          return language ? preferencesValue(language.code) : undefined;
        },
      },
      {
        name: dismissedCookieName(brand),
        // Only ids of notifications the site has shown: a made-up id hides nothing, and the
        // page is rendered from this reading (the server hands it the cookie as read).
        read: (value) => {
          const ids = dismissedIdsIn(value).filter(isShown);
          return ids.length > 0 ? dismissedValue(ids) : undefined;
        },
      },
    ],
    ...(intranet ? { personal: () => true } : {}),
  };
}
