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
