import type { NavigationGroup, NavigationLink } from '@district/core/navigation/menus';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useEnhanced } from '../enhance/use-enhanced';
import { Icon } from '../icon/icon';
import { Menu } from '../menu/menu';
import { SearchBox, type SearchBoxProps } from '../search-box/search-box';
import * as styles from './header.css';

/** The logo the header shows (core's `WebsiteLogo`, structurally). */
export interface HeaderLogo {
  logoImageUrl: string;
  logoLink: string;
  logoAlt: string;
}

/** The organization a site belongs to (a school's district), linked from the header. */
export interface HeaderParent {
  name: string;
  url: string;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The organization's name, shown beside the logo. */
  siteName: string;
  logo?: HeaderLogo | null;
  /**
   * The organization this site is part of (a school's district): named and linked under the site
   * name, "Part of Meadowlark Valley School District", so a family knows whose site this is and
   * has a way back, at every width.
   */
  parent?: HeaderParent | null;
  navigation: readonly NavigationGroup[];
  /** The Actions Menu, shown under the navigation. */
  actionItems?: readonly NavigationLink[];
  /** Passed to the header's search form. */
  search?: SearchBoxProps;
  /** Controlled state, for a site that keeps the chrome state itself; uncontrolled otherwise. */
  menuOpen?: boolean;
  searchOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  onSearchOpenChange?: (open: boolean) => void;
  /**
   * Extra controls (the language picker), rendered once: beside the toggles on wide screens, on a
   * row of their own under the name below `md`, never hidden behind the menu.
   */
  utilities?: ReactNode;
  labels?: {
    menu?: string;
    search?: string;
    navigation?: string;
    actions?: string;
    /** Said after a menu link to another site: "(another site)". */
    anotherSite?: string;
    /** Before the parent's name: "Part of". */
    partOf?: string;
  };
}

function useToggle(value: boolean | undefined, onChange?: (open: boolean) => void) {
  const [own, setOwn] = useState(false);
  const open = value ?? own;
  const set = (next: boolean) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [open, set] as const;
}

function ActionItems({ items, label }: { items: readonly NavigationLink[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.actions} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <a className={styles.action} href={item.url}>
            {item.icon ? <Icon name={item.icon} /> : null}
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header: logo and name linking home, then a menu toggle and a search toggle
 * (`aria-expanded`/`aria-controls`). From `md` up the menu is shown below the bar instead, from
 * the first paint. Without JavaScript the toggles are `<details>` disclosures, so both still work:
 * each opens the same panel its toggle will control (the page has one search form and one menu).
 * Opening one panel closes the other; Escape closes the open panel and returns focus to its
 * toggle; opening search puts the cursor in the search field.
 */
export function Header({
  siteName,
  logo,
  parent,
  navigation,
  actionItems = [],
  search = {},
  menuOpen: menuOpenProp,
  searchOpen: searchOpenProp,
  onMenuOpenChange,
  onSearchOpenChange,
  utilities,
  labels = {},
}: HeaderProps) {
  const enhanced = useEnhanced();
  const ids = useId().replace(/:/g, '');
  const menuPanelId = `header-menu-${ids}`;
  const searchPanelId = `header-search-${ids}`;
  const [menuOpen, setMenuOpen] = useToggle(menuOpenProp, onMenuOpenChange);
  const [searchOpen, setSearchOpen] = useToggle(searchOpenProp, onSearchOpenChange);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const focusSearch = useRef(false);
  const menuLabel = labels.menu ?? 'Menu';
  const searchLabel = labels.search ?? 'Search';
  const actionsLabel = labels.actions ?? 'Quick actions';

  useEffect(() => {
    if (searchOpen && focusSearch.current) searchInput.current?.focus();
    focusSearch.current = false;
  }, [searchOpen]);

  const toggleMenu = () => {
    if (!menuOpen) setSearchOpen(false);
    setMenuOpen(!menuOpen);
  };
  const toggleSearch = () => {
    if (!searchOpen) {
      setMenuOpen(false);
      focusSearch.current = true;
    }
    setSearchOpen(!searchOpen);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (searchOpen) {
      setSearchOpen(false);
      searchToggle.current?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuToggle.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbling up from any control in the header closes its open panel (APG disclosure); the header itself is not a control.
    <header className={styles.root} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <div className={styles.identity}>
            <a className={styles.brand} href={logo?.logoLink ?? '/'}>
              {logo ? (
                // The site name beside it already names the link, so the image is decorative here.
                <img
                  className={styles.logo}
                  src={logo.logoImageUrl}
                  alt=""
                  width={56}
                  height={56}
                />
              ) : null}
              {/* Names stay as written in machine translation. */}
              <span className={styles.siteName} translate="no">
                {siteName}
              </span>
            </a>
            {parent ? (
              <p className={styles.parent}>
                {labels.partOf ?? 'Part of'}{' '}
                <a className={styles.parentLink} href={parent.url} translate="no">
                  {parent.name}
                </a>
              </p>
            ) : null}
          </div>
          {utilities ? <div className={styles.utilities}>{utilities}</div> : null}
          {enhanced ? (
            <div className={styles.toggles}>
              <button
                ref={searchToggle}
                type="button"
                className={styles.toggle}
                aria-expanded={searchOpen}
                aria-controls={searchPanelId}
                onClick={toggleSearch}
              >
                <Icon name={searchOpen ? 'close' : 'search'} />
                {searchLabel}
              </button>
              <button
                ref={menuToggle}
                type="button"
                className={`${styles.toggle} ${styles.menuToggle}`}
                aria-expanded={menuOpen}
                aria-controls={menuPanelId}
                onClick={toggleMenu}
              >
                <Icon name={menuOpen ? 'close' : 'menu'} />
                {menuLabel}
              </button>
            </div>
          ) : (
            // Without JavaScript the disclosures sit where the toggles will be, at their size, so
            // the page does not move when the client takes over (no layout shift). They hold
            // nothing: open, each shows the panel below the bar that its toggle will control
            // (CSS). The menu's is for narrow screens only, as its toggle is: from `md` up the
            // menu panel is shown from the first paint, as it is once the client has taken over.
            <div className={styles.toggles}>
              <details className={styles.searchDisclosure}>
                <summary className={`${styles.toggle} ${styles.fallbackSummary}`}>
                  <Icon name="search" />
                  {searchLabel}
                </summary>
              </details>
              <details className={`${styles.menuDisclosure} ${styles.menuToggle}`}>
                <summary className={`${styles.toggle} ${styles.fallbackSummary}`}>
                  <Icon name="menu" />
                  {menuLabel}
                </summary>
              </details>
            </div>
          )}
        </div>
      </div>
      {/* Both panels are rendered before the client takes over too, in the same place, so
          hydration keeps their elements rather than adding them. */}
      <div
        id={searchPanelId}
        className={`${styles.searchPanel} ${enhanced ? '' : styles.searchPanelBeforeScript}`}
        hidden={enhanced ? !searchOpen : undefined}
      >
        <div className={styles.panel}>
          <SearchBox ref={searchInput} {...search} />
        </div>
      </div>
      {/* A wide screen shows the menu from the first paint; a phone without JavaScript opens it
          with the menu's disclosure. */}
      <div
        id={menuPanelId}
        className={`${styles.panel} ${styles.menuPanel} ${menuOpen ? '' : styles.menuPanelClosed} ${enhanced ? '' : styles.menuPanelBeforeScript}`}
      >
        <Menu
          groups={navigation}
          label={labels.navigation ?? 'Main'}
          id={`${menuPanelId}-nav`}
          anotherSite={labels.anotherSite}
        />
        <ActionItems items={actionItems} label={actionsLabel} />
      </div>
    </header>
  );
}
