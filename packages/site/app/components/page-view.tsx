import { Breadcrumb } from '@district/ui/breadcrumb/breadcrumb';
import { ButtonLink } from '@district/ui/button/button';
import { Icon } from '@district/ui/icon/icon';
import { RelatedLinks, RelatedPages } from '@district/ui/related-links/related-links';
import type { ReactNode } from 'react';
import { FeedPanels } from '../feeds/feed-panels';
import type { PageData } from '../server/pages/page.server';
import * as home from './home.css';
import * as layout from './layout.css';
import { ContentCheckPanel } from './on-demand';
import * as review from './review-note.css';
import { SiteShell } from './site-shell';
import { homeCrumb, useChrome, useFeedFormat } from './use-chrome';

/** Messages placed on a page (docs/behaviour.md#entity-message). */
function PageMessages({ messages }: { messages: PageData['messages'] }) {
  const { labels } = useChrome();
  if (messages.length === 0) return null;
  return (
    <div className={layout.stack}>
      {messages.map((message) => (
        <section
          key={message.id}
          className={layout.message}
          aria-labelledby={`message-${message.id}`}
        >
          <h2 id={`message-${message.id}`} className={layout.messageHeading}>
            {message.heading}
          </h2>
          {message.reviewNote ? (
            <p className={review.note} lang={message.reviewNote.lang}>
              {message.reviewNote.text}
            </p>
          ) : null}
          {message.shortDescription ? <p>{message.shortDescription}</p> : null}
          {message.bodyContent ? (
            // CMS HTML, sanitized with an allow-list on the server (sanitize.server.ts).
            <div
              className={layout.prose}
              dangerouslySetInnerHTML={{ __html: message.bodyContent }}
            />
          ) : null}
          {message.callsToAction.length > 0 || message.detailLink ? (
            <div className={layout.actions}>
              {message.callsToAction.map((cta) => (
                <ButtonLink
                  key={cta.id}
                  href={cta.url}
                  variant="primary"
                  data-tracking={cta.trackingCode ?? undefined}
                >
                  {cta.label}
                </ButtonLink>
              ))}
              {message.detailLink ? (
                <ButtonLink href={message.detailLink} variant="secondary">
                  {message.detailLinkLabel ?? labels.learnMore}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** A phone number as a `tel:` address: digits and a leading `+` only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The home page's top tasks (the Actions Menu), seen on a phone without opening the menu. */
function TopTasks() {
  const { navigation, labels } = useChrome();
  if (navigation.actionItems.length === 0) return null;
  return (
    <nav className={home.topTasks} aria-label={labels.quickActions}>
      <ul className={home.topTaskList}>
        {navigation.actionItems.map((item) => (
          <li key={item.id}>
            <a className={home.topTask} href={item.url}>
              {item.icon ? <Icon name={item.icon} /> : null}
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A CMS page in the site's chrome; `children` follow the page, `lead` comes first in `main`. */
export function PageInShell({
  data,
  lead,
  children,
}: {
  data: PageData;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const chrome = useChrome();
  return (
    <SiteShell
      chrome={chrome}
      pageCategories={data.page?.categories ?? []}
      pageNotifications={data.pageNotifications ?? undefined}
      machineNotice={data.review?.rest}
    >
      {lead}
      {data.contentCheck ? <ContentCheckPanel sections={data.contentCheck.sections} /> : null}
      <PageView data={data} />
      {children}
    </SiteShell>
  );
}

/** A CMS page: the home, landing and wayfinding templates. */
function PageView({ data }: { data: PageData }) {
  const { page } = data;
  const chrome = useChrome();
  const { labels } = chrome;
  const format = useFeedFormat();
  if (!page) return null;
  const aside =
    data.relatedPages.length > 0 || data.relatedLinks.length > 0 ? (
      <aside className={layout.stack} aria-label={labels.related}>
        {data.relatedPages.length > 0 ? (
          <RelatedPages links={data.relatedPages} title={labels.relatedPages} />
        ) : null}
        {data.relatedLinks.length > 0 ? (
          <RelatedLinks
            links={data.relatedLinks}
            title={labels.relatedLinks}
            anotherSite={labels.anotherSite}
          />
        ) : null}
      </aside>
    ) : null;

  if (page.template === 'home') {
    return (
      <div className={layout.stack} data-template="home">
        <div className={layout.hero}>
          <div className={layout.container}>
            {/* The organization's name, as written in every language. */}
            <h1 className={layout.heroTitle} translate="no">
              {chrome.organization?.title ?? chrome.org.name}
            </h1>
            {chrome.organization?.tagline ? (
              <p className={layout.heroText}>{chrome.organization.tagline}</p>
            ) : null}
            {chrome.organization?.phone ? (
              // The front office, one tap from the first screen (the footer has it too, far below).
              <p className={layout.heroText}>
                {labels.phone}:{' '}
                <a className={home.phone} href={telHref(chrome.organization.phone)}>
                  {chrome.organization.phone}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        <TopTasks />
        <PageMessages messages={data.messages} />
        {page.bodyHtml ? (
          // CMS HTML, sanitized with an allow-list on the server.
          <div className={layout.prose} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
        ) : null}
        <FeedPanels feeds={data.feeds} format={format} />
        {aside}
      </div>
    );
  }

  return (
    <article
      data-template={page.template}
      data-page-type={page.pageType}
      data-translation={data.review ? 'reviewed' : undefined}
    >
      <Breadcrumb items={[homeCrumb(chrome), ...data.breadcrumbs]} label={labels.breadcrumb} />
      <h1 className={layout.title}>{page.title}</h1>
      {page.metaDescription ? <p className={layout.lead}>{page.metaDescription}</p> : null}
      {data.review ? (
        // The district's word that a person translated and checked this page (not the machine).
        <p className={review.note} role="note" lang={data.review.note.lang}>
          {data.review.note.text}
        </p>
      ) : null}
      <div className={aside ? layout.withAside : undefined}>
        <div className={layout.stack}>
          <PageMessages messages={data.messages} />
          {page.bodyHtml ? (
            // CMS HTML, sanitized with an allow-list on the server.
            <div className={layout.prose} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
          ) : null}
          {page.factoids.length > 0 ? (
            <ul className={layout.factoids} aria-label={labels.atAGlance}>
              {page.factoids.map((f) => (
                <li key={f.id} className={layout.factoid}>
                  <span className={layout.factoidValue}>{f.value}</span> {f.title}
                </li>
              ))}
            </ul>
          ) : null}
          <FeedPanels feeds={data.feeds} format={format} />
        </div>
        {aside}
      </div>
    </article>
  );
}
