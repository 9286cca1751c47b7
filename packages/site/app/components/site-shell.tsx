import type { Notification } from '@district/core/entities/notification';
import { withoutParameters } from '@district/core/navigation/query-parameters';
import { Button } from '@district/ui/button/button';
import { Footer } from '@district/ui/footer/footer';
import { Header } from '@district/ui/header/header';
import { LanguagePicker } from '@district/ui/language-picker/language-picker';
import { LinkDisclosure } from '@district/ui/link-disclosure/link-disclosure';
import { SkipLink } from '@district/ui/skip-link/skip-link';
import { useLocation, useMatches, useNavigation, useSubmit } from '@remix-run/react';
import type { FormEvent, ReactNode } from 'react';
import { pageQuery } from '../page-query';
import type { Chrome } from '../server/pages/chrome.server';
import { categoryListUrl } from './category-link';
import { InterpreterDisclosure } from './interpreter-disclosure';
import { fillLabel } from './labels';
import * as layout from './layout.css';
import { PreviewBanner } from './on-demand';
import { SiteNotifications } from './site-notifications';
import * as styles from './site-shell.css';
import { TranslationNote } from './translation-note';
import { contentInEnglish } from './use-chrome';

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  chrome: Chrome;
  /** The current page's categories (floating notifications show for them). */
  pageCategories?: readonly string[];
  /** The page's own notifications (its extra categories), from the page's loader. */
  pageNotifications?: readonly Notification[];
  /** The search box's current text on the results page. */
  searchQuery?: string;
  /** A notice for the page's rest, its body reviewed (docs/behaviour.md#reviewed-translations). */
  machineNotice?: { text: string; lang?: string };
  children: ReactNode;
}

/** `search` without the parameter `name`. */
function withoutParam(search: string, name: string): string {
  return withoutParameters(search, (other) => other === name);
}

/** Whether a route below the root reports `translation: 'failed'` in its data. */
function routeTranslationFailed(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => {
    const data = match.data as { translation?: unknown } | null | undefined;
    return typeof data === 'object' && data !== null && data.translation === 'failed';
  });
}

/**
 * `languageLoading` (docs/behaviour.md#language-states): from submitting another language until
 * that page arrives; without JavaScript the browser's own indicator does this job.
 */
function useLanguageLoading(current: string) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const pending =
    navigation.state !== 'idle' && navigation.location
      ? new URLSearchParams(navigation.location.search).get('lang')
      : null;
  const languageLoading = pending !== null && pending !== current;
  // The picker's form goes through the router so the busy state can be shown.
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    submit(form, { method: 'get', preventScrollReset: true });
  };
  return { languageLoading, onSubmit };
}

/** Whether `code` names one of the languages the picker offers (case-insensitively, as `?lang=`). */
function offersLanguage(chrome: Pick<Chrome, 'languages'>, code: string): boolean {
  const wanted = code.trim().toLowerCase();
  const { featured, other } = chrome.languages;
  return [featured, other].some((group) =>
    group.some(([offered]) => offered.toLowerCase() === wanted),
  );
}

/** Every page's chrome around its content (docs/behaviour.md#chrome). */
export function SiteShell({
  chrome,
  pageCategories = [],
  pageNotifications,
  searchQuery,
  machineNotice,
  children,
}: SiteShellProps) {
  const location = useLocation();
  // What the server rendered the page for: only the parameters the site reads.
  const search = pageQuery(location.search, location.pathname, (code) =>
    offersLanguage(chrome, code),
  );
  const matches = useMatches();
  const { navigation } = chrome;
  const labels = machineNotice
    ? { ...chrome.labels, machineTranslated: machineNotice.text }
    : chrome.labels;
  // A notice we could not put into the reader's language is marked as English (WCAG 3.1.2).
  const langOf = (key: keyof typeof labels) =>
    chrome.labelsInEnglish.includes(key) ? 'en' : undefined;
  const siteName = chrome.organization?.title ?? chrome.org.name;
  const { languageLoading, onSubmit } = useLanguageLoading(chrome.language.code);
  const failed = chrome.translation === 'failed' || routeTranslationFailed(matches);
  // The page really was machine-translated: English is the authoritative text, a link away.
  const machineTranslated =
    chrome.language.code !== 'en' && chrome.translation === 'translated' && !failed;
  const withoutLang = withoutParam(search, 'lang');
  const englishPage = `${location.pathname}${withoutLang || '?'}${withoutLang ? '&' : ''}lang=en`;
  // Keep the page's other query parameters when the language changes (not `lang` itself).
  const keep = Object.fromEntries(new URLSearchParams(withoutParam(search, 'lang')));
  const picker = (
    // Catches the submit event bubbling from the picker's own form; not a control itself.
    <div
      onSubmit={onSubmit}
      aria-busy={languageLoading || undefined}
      className={styles.languageRow}
    >
      <LanguagePicker
        featured={chrome.languages.featured}
        languages={chrome.languages.other}
        groupLabels={{
          featured: labels.featuredLanguages,
          other: labels.otherLanguages,
          lang: langOf('featuredLanguages'),
        }}
        current={chrome.language.code}
        action={location.pathname}
        hiddenFields={keep}
        label={labels.language}
        submitLabel={labels.changeLanguage}
      />
      <InterpreterDisclosure title={chrome.interpreterTitle} lines={chrome.interpreterNotice} />
    </div>
  );
  // A note on the page's language, folded to its line.
  const note = (
    key: 'translationUnavailable' | 'translationFailed' | 'machineTranslated',
    link?: ReactNode,
  ) => (
    <TranslationNote
      short={labels[`${key}Short`]}
      shortLang={langOf(`${key}Short`)}
      full={labels[key]}
      fullLang={langOf(key)}
      link={link}
    />
  );
  // English left on a page in another language is marked (WCAG 3.1.2) so it is pronounced right.
  const englishContent = contentInEnglish(chrome);
  // The intranet's signed-in staff can end their session here (a form: works without JavaScript).
  const signOut =
    chrome.isIntranet && chrome.viewer.isAuthenticated ? (
      <form method="post" action="/auth/sign-out" className={layout.signOut}>
        {chrome.viewer.displayName ? <span>{chrome.viewer.displayName}</span> : null}
        <Button type="submit" variant="secondary" size="small" lang={langOf('signOut')}>
          {labels.signOut}
        </Button>
      </form>
    ) : null;
  const notifications = (
    <SiteNotifications
      brand={chrome.org.brand}
      initial={chrome.notifications}
      pageCategories={pageCategories}
      pageNotifications={pageNotifications}
      pollMs={chrome.notificationPollMs}
      languageCode={chrome.language.code}
      serverDismissedIds={chrome.dismissedIds}
      returnTo={`${location.pathname}${search}`}
      label={labels.notifications}
      labels={{
        showDismissed: (count) => fillLabel(labels.showDismissedNotifications, { count }),
        hideAll: (count) =>
          count === 1
            ? labels.hideOneNotification
            : fillLabel(labels.hideNotifications, { count }, chrome.language.code),
        dismiss: (title) => fillLabel(labels.dismissNotification, { title }),
        learnMore: labels.notificationLearnMore,
        details: labels.notificationDetails,
        posted: (time) => fillLabel(labels.notificationPosted, { time }),
        statusToday: (status, date) => fillLabel(labels.statusToday, { status, date }),
        tone: {
          closed: labels.noticeClosed,
          delayed: labels.noticeDelayed,
          open: labels.noticeOpen,
          emergency: labels.noticeEmergency,
          alert: labels.noticeAlert,
          success: labels.noticeUpdate,
          info: labels.noticeInfo,
        },
        // Notifications left in English are marked so; the buttons say they are not.
        ...(englishContent && !langOf('hideNotifications')
          ? { lang: chrome.language.code, dir: chrome.language.dir }
          : {}),
      }}
    />
  );
  // Organization and category options (docs/behaviour.md#chrome): links behind a disclosure each.
  const topics = chrome.categoryOptions.map(([category, label]) => ({
    label,
    url: categoryListUrl(category),
  }));
  const options =
    chrome.organizationOptions.length > 0 || topics.length > 0 ? (
      <div className={styles.chromeOptions}>
        <LinkDisclosure
          label={labels.ourSchools}
          labelLang={langOf('ourSchools')}
          links={chrome.organizationOptions.map(([title, url]) => ({ label: title, url }))}
          linksTranslate="no"
        />
        <LinkDisclosure
          label={labels.topics}
          labelLang={langOf('topics')}
          links={topics}
          linksLang={englishContent ? 'en' : undefined}
        />
      </div>
    ) : null;
  return (
    <>
      <SkipLink targetId="main">{labels.skipToContent}</SkipLink>
      {chrome.preview ? (
        <PreviewBanner exitUrl={`${location.pathname}${withoutParam(search, 'preview')}`} />
      ) : null}
      <Header
        siteName={siteName}
        logo={chrome.logos.primary}
        parent={chrome.parent ? { name: chrome.parent[0], url: chrome.parent[1] } : null}
        navigation={navigation.navigation}
        actionItems={navigation.actionItems}
        search={{
          defaultValue: searchQuery ?? '',
          action: '/search',
          label: labels.searchLabel,
          submitLabel: labels.searchSubmit,
        }}
        utilities={
          <>
            {picker}
            {signOut}
          </>
        }
        labels={{
          menu: labels.menu,
          search: labels.search,
          navigation: labels.mainNavigation,
          actions: labels.quickActions,
          partOf: labels.partOf,
          anotherSite: labels.anotherSite,
        }}
      />
      <main
        id="main"
        tabIndex={-1}
        className={layout.main}
        aria-busy={languageLoading || undefined}
      >
        {/* First in the main content, where "Skip to main content" lands: the day's status and
            any alert are never skipped past. */}
        {englishContent ? (
          <div lang="en" dir="ltr">
            {notifications}
          </div>
        ) : (
          notifications
        )}
        <div className={layout.container}>
          {/* Present from the first paint, so screen readers announce what appears in it. */}
          <div role="status">
            {languageLoading ? (
              <p className={layout.notice} lang={langOf('translating')}>
                {labels.translating}
              </p>
            ) : null}
          </div>
          {chrome.translation === 'unavailable' ? note('translationUnavailable') : null}
          {failed ? note('translationFailed') : null}
          {machineTranslated
            ? note(
                'machineTranslated',
                <a href={englishPage} hrefLang="en" lang={langOf('readInEnglish')}>
                  {labels.readInEnglish}
                </a>,
              )
            : null}
          {englishContent ? (
            <div lang="en" dir="ltr">
              {children}
            </div>
          ) : (
            children
          )}
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
        logo={chrome.logos.secondary}
        interpreter={chrome.interpreterNotice}
        labels={{
          quickLinks: labels.quickLinks,
          footerLinks: labels.aboutThisSite,
          social: labels.socialMedia,
          phone: labels.phone,
          email: labels.email,
        }}
      >
        {options}
      </Footer>
    </>
  );
}
