/**
 * The cookies a page depends on, read and written back as the site does, so an invalid or made-up
 * value is the same page as no cookie (decision 016).
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

/** A site's page-cache cookies: language, known dismissed ids; none on the intranet (no-store). */
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
        // Only ids the site has shown: a made-up id hides nothing.
        read: (value) => {
          const ids = dismissedIdsIn(value).filter(isShown);
          return ids.length > 0 ? dismissedValue(ids) : undefined;
        },
      },
    ],
    ...(intranet ? { personal: () => true } : {}),
  };
}
