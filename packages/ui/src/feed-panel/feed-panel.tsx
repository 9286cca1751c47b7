import { Children, type ReactNode, useId } from 'react';
import { Icon } from '../icon/icon';
import * as styles from './feed-panel.css';

/** Props of {@link FeedPanel} (core's feed panel defaults, structurally, plus the items). */
export interface FeedPanelProps {
  icon: string;
  title: string;
  /** The "more" link ("/announcements", the external calendar…). */
  link?: string | null;
  /** Its text ("More Announcements", "Full Calendar"). */
  linkLabel?: string | null;
  headingLevel?: 2 | 3;
  /** Cards; each child becomes a list item. */
  children?: ReactNode;
  /** Shown when there are no items. */
  emptyMessage?: string;
  /** Ways to follow the feed elsewhere (a calendar app, a news reader), under the "more" link. */
  subscribe?: FeedSubscribe | null;
}

/** A panel's subscription links, under a visible word ("Subscribe"). */
export interface FeedSubscribe {
  label: string;
  links: readonly SubscribeLink[];
}

/** One way to subscribe: plain link, so it works without JavaScript. */
export interface SubscribeLink {
  href: string;
  /** What the link shows ("Google Calendar"): short, so the links fit a phone's row. */
  text: string;
  /** What it does, in full ("Subscribe to the calendar in Google Calendar"); holds `text`. */
  name: string;
  /** An icon before the words: `calendar` for a calendar app, `external` for a link off the site. */
  icon?: string;
  /** A product's name ("Google Calendar"): machine translation leaves it as written. */
  brand?: boolean;
}

/** A titled section of a page's feed: icon, title, "more" link, and its cards as a list. */
export function FeedPanel({
  icon,
  title,
  link,
  linkLabel,
  headingLevel = 2,
  children,
  emptyMessage = 'Nothing to show yet.',
  subscribe,
}: FeedPanelProps) {
  const titleId = `feed-${useId().replace(/:/g, '')}`;
  const Heading = `h${headingLevel}` as const;
  const items = Children.toArray(children);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          <Icon name={icon} className={styles.icon} />
          {title}
        </Heading>
        {link && linkLabel ? (
          <a className={styles.more} href={link}>
            {linkLabel}
            <Icon name="chevron" />
          </a>
        ) : null}
        {subscribe && subscribe.links.length > 0 ? <Subscribe {...subscribe} /> : null}
      </div>
      {items.length > 0 ? (
        <ul className={styles.items}>
          {items.map((child, index) => (
            <li key={index}>{child}</li>
          ))}
        </ul>
      ) : (
        <p>{emptyMessage}</p>
      )}
    </section>
  );
}

/**
 * The subscription links: the visible word, then each way as a link big enough to tap (2.75rem
 * high). Each link is named in full for a screen reader's list of links, where "Outlook" alone
 * would not say what it does; the visible words stay inside the name (WCAG 2.5.3).
 */
export function Subscribe({ label, links }: FeedSubscribe) {
  const labelId = `subscribe-${useId().replace(/:/g, '')}`;
  // A group rather than a list: the panel's list is its items, which tests and readers count.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; these are links, named as a group by their visible word.
    <div className={styles.subscribe} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.subscribeLabel}>
        {label}
      </span>
      {links.map((link) => (
        <a key={link.href} className={styles.subscribeLink} href={link.href} aria-label={link.name}>
          {link.icon ? <Icon name={link.icon} /> : null}
          {link.brand ? <span translate="no">{link.text}</span> : link.text}
        </a>
      ))}
    </div>
  );
}
