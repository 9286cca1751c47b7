import type { NavigationGroup, NavigationLink } from '@district/core/navigation/menus';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useEnhanced } from '../enhance/use-enhanced';
import { Icon } from '../icon/icon';
import { visuallyHidden } from '../utilities/visually-hidden.css';
import * as styles from './menu.css';

/** Props of {@link Menu}. */
export interface MenuProps {
  groups: readonly NavigationGroup[];
  /** The landmark's name. */
  label?: string;
  id?: string;
  /** Said after a link to another site (visually hidden), in the reader's language. */
  anotherSite?: string;
}

/** A group's own page, when it has one, comes first in its list. */
function groupLinks(group: NavigationGroup): NavigationLink[] {
  if (!group.url) return group.links;
  const overview: NavigationLink = {
    id: `${group.id}-overview`,
    label: group.label,
    url: group.url,
    isExternal: false,
    icon: group.icon,
  };
  return [overview, ...group.links.filter((link) => link.url !== group.url)];
}

function MenuLinks({
  group,
  id,
  hidden,
  anotherSite = '(another site)',
}: {
  group: NavigationGroup;
  id?: string;
  hidden?: boolean;
  anotherSite?: string;
}) {
  return (
    <ul className={styles.links} id={id} hidden={hidden}>
      {groupLinks(group).map((link) => (
        <li key={link.id}>
          <a className={styles.link} href={link.url}>
            {link.icon ? <Icon name={link.icon} /> : null}
            {link.label}
            {link.isExternal ? (
              <>
                <Icon name="external" />
                <span className={visuallyHidden}> {anotherSite}</span>
              </>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The main navigation as a disclosure navigation menu (WAI-ARIA APG): one button per group with
 * `aria-expanded`/`aria-controls`, one group open at a time, Escape closes the open group and
 * returns focus to its button, and leaving the menu closes it. Before JavaScript runs (or if it
 * fails) each group's toggle is a `<details>` disclosure, whose open state shows the list after it;
 * they share a `name`, so browsers that support exclusive accordions also keep one open at a time.
 */
export function Menu({ groups, label = 'Main', id, anotherSite }: MenuProps) {
  const enhanced = useEnhanced();
  const generated = useId();
  const baseId = id ?? `menu-${generated.replace(/:/g, '')}`;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // A pointer press outside the menu closes it, as a click elsewhere closes any dropdown.
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openIndex === null) return;
    // Handled here, so an enclosing disclosure (the header's menu panel) stays open.
    event.stopPropagation();
    buttons.current[openIndex]?.focus();
    setOpenIndex(null);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenIndex(null);
  };

  return (
    <nav
      aria-label={label}
      className={styles.root}
      ref={navRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul className={styles.groups}>
        {groups.map((group, index) => {
          const listId = `${baseId}-group-${index}`;
          if (!enhanced) {
            // The list follows the disclosure rather than sitting inside it, where the client's
            // button will have it: taking over replaces the <details> with a button and keeps the
            // list, instead of drawing every link of the menu again. CSS shows it while open.
            return (
              <li key={group.id} className={styles.group}>
                <details name={baseId}>
                  <summary className={styles.toggle}>
                    <span>{group.label}</span>
                    <Icon name="chevron" className={styles.chevron} />
                  </summary>
                </details>
                <MenuLinks group={group} anotherSite={anotherSite} />
              </li>
            );
          }
          const open = openIndex === index;
          return (
            <li key={group.id} className={styles.group}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{group.label}</span>
                <Icon name="chevron" className={styles.chevron} />
              </button>
              <MenuLinks group={group} id={listId} hidden={!open} anotherSite={anotherSite} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
