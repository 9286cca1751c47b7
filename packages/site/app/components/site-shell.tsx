import { Footer } from '@district/ui/footer/footer';
import { Header } from '@district/ui/header/header';
import { LanguagePicker } from '@district/ui/language-picker/language-picker';
import { PreviewBanner } from '@district/ui/preview-banner/preview-banner';
import { SkipLink } from '@district/ui/skip-link/skip-link';
import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { Chrome } from '../server/chrome.server';
import * as layout from './layout.css';
import { SiteNotifications } from './site-notifications';

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  chrome: Chrome;
  /** The current page's categories (floating notifications show for them). */
  pageCategories?: readonly string[];
  /** The search box's current text on the results page. */
  searchQuery?: string;
  children: ReactNode;
}

function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Every page's chrome around its content (SPEC section 2, Site chrome). */
export function SiteShell({ chrome, pageCategories = [], searchQuery, children }: SiteShellProps) {
  const location = useLocation();
  const { navigation } = chrome;
  const siteName = chrome.organization?.title ?? chrome.org.name;
  // Keep the page's other query parameters when the language changes (not `lang` itself).
  const keep = Object.fromEntries(new URLSearchParams(withoutParam(location.search, 'lang')));
  const picker = (
    <LanguagePicker
      languages={chrome.languages}
      current={chrome.language.code}
      action={location.pathname}
      hiddenFields={keep}
    />
  );
  return (
    <>
      <SkipLink targetId="main" />
      {chrome.preview ? (
        <PreviewBanner
          exitUrl={`${location.pathname}${withoutParam(location.search, 'preview')}`}
        />
      ) : null}
      <Header
        siteName={siteName}
        logo={chrome.logos.primary}
        navigation={navigation.navigation}
        actionItems={navigation.actionItems}
        search={{ defaultValue: searchQuery ?? '', action: '/search' }}
        utilities={picker}
      />
      <SiteNotifications
        brand={chrome.org.brand}
        initial={chrome.notifications}
        pageCategories={pageCategories}
        pollMs={chrome.notificationPollMs}
        languageCode={chrome.language.code}
      />
      <main id="main" tabIndex={-1} className={layout.main}>
        <div className={layout.container}>
          {chrome.translation === 'unavailable' ? (
            <p className={layout.notice} role="note">
              Content translation is not available on this site right now. Menus and buttons are
              shown in your language where we have them; page content is in English.
            </p>
          ) : null}
          {children}
        </div>
      </main>
      <Footer
        contact={{
          title: siteName,
          address: chrome.organization?.address ?? null,
          phone: chrome.organization?.phone ?? null,
          email: chrome.organization?.email ?? null,
          hours: chrome.organization?.hours ?? null,
        }}
        footerLinks={navigation.footerLinks}
        quickLinks={navigation.quickLinks}
        socialLinks={navigation.socialLinks}
      />
    </>
  );
}
