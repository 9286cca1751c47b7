import type { LabelledLink } from '@district/core/navigation/related-pages';
import { Icon } from '../icon/icon';
import * as styles from './breadcrumb.css';

/** A step of the trail; `lang`/`dir` where its words are in another language than the page's. */
export interface Crumb extends LabelledLink {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /** From the home page to the current page, which comes last. */
  items: readonly Crumb[];
  label?: string;
}

/** The trail to the current page (WAI-ARIA APG breadcrumb pattern). */
export function Breadcrumb({ items, label = 'Breadcrumb' }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.root}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.url}-${index}`} className={styles.item}>
              {index > 0 ? <Icon name="chevron" className={styles.separator} /> : null}
              <a
                className={styles.link}
                href={item.url}
                aria-current={current ? 'page' : undefined}
                lang={item.lang}
                dir={item.dir}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
