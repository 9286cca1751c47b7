import type { LabelledLink } from '@district/core/navigation/related-pages';
import { useId } from 'react';
import { Icon } from '../icon/icon';
import { visuallyHidden } from '../utilities/visually-hidden.css';
import * as styles from './related-links.css';

/** Props of {@link RelatedPages} and {@link RelatedLinks}. */
export interface LinkListProps {
  links: readonly (LabelledLink & { id?: string })[];
  title?: string;
  headingLevel?: 2 | 3;
  /** Said after a link to another site (visually hidden), in the reader's language. */
  anotherSite?: string;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

function LinkList({
  links,
  title,
  headingLevel = 2,
  anotherSite = '(another site)',
}: Required<Pick<LinkListProps, 'title'>> & LinkListProps) {
  const titleId = `related-${useId().replace(/:/g, '')}`;
  if (links.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <nav className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id ?? link.url}>
            <a className={styles.link} href={link.url}>
              {link.label}
              {isExternal(link.url) ? (
                <>
                  <Icon name="external" />
                  <span className={visuallyHidden}> {anotherSite}</span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's related, child and sibling pages (core's `relatedPages`). */
export function RelatedPages({ title = 'Related pages', ...props }: LinkListProps) {
  return <LinkList title={title} {...props} />;
}

/** The page's links of type `Link` (core's `relatedLinks`). */
export function RelatedLinks({ title = 'Related links', ...props }: LinkListProps) {
  return <LinkList title={title} {...props} />;
}
