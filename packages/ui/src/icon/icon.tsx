import type { ReactElement } from 'react';
import * as styles from './icon.css';

// Every icon is drawn on a 24×24 grid with 2px round strokes, so they sit together; shapes are
// plain paths (no icon font: a font that fails to load shows letters, and fonts are not read
// reliably by screen readers).
const ICONS = {
  // Menu icons (SPEC section 9).
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  finance: (
    <>
      <path d="M3 21h18M5 21V10M9.5 21V10M14.5 21V10M19 21V10M2 10l10-6 10 6z" />
    </>
  ),
  cora: (
    <>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M9 14h6M9 17h4" />
      <circle cx="17" cy="17" r="0.5" />
    </>
  ),
  files: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </>
  ),
  vendors: (
    <>
      <path d="M3 9l1.5-5h15L21 9M3 9v11h18V9M3 9h18M9 20v-6h6v6" />
    </>
  ),
  ix: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  register: (
    <>
      <path d="M9 4h6v3H9zM9 5.5H6v15h12v-15h-3M9 12l2 2 4-4" />
    </>
  ),
  school: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5M22 9v6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  'calendar-alt': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" />
    </>
  ),
  directory: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.8 3.5 6" />
    </>
  ),
  login: (
    <>
      <path d="M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5M10 17l5-5-5-5M15 12H3" />
    </>
  ),
  jobs: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 8.2c.1-1.6 1.3-2.8 2.9-2.9C7.4 5.1 9.7 5 12 5s4.6.1 6.6.3c1.6.1 2.8 1.3 2.9 2.9.2 2.5.2 5.1 0 7.6-.1 1.6-1.3 2.8-2.9 2.9-2 .2-4.3.3-6.6.3s-4.6-.1-6.6-.3c-1.6-.1-2.8-1.3-2.9-2.9-.2-2.5-.2-5.1 0-7.6z" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  twitter: <path d="M4 4l16 16M20 4l-6.5 7M4 20l6.5-7M4 4h4.5L20 20h-4.5z" />,
  // Notification icons (SPEC section 9).
  'weather-sun': (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  'weather-snow': (
    <>
      <path d="M12 2v20M4 7l16 10M20 7L4 17M9.5 3.5L12 6l2.5-2.5M9.5 20.5L12 18l2.5 2.5" />
    </>
  ),
  // Utility icons.
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  chevron: <path d="M9 6l6 6-6 6" />,
  external: (
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.2L2.5 18a2 2 0 0 0 1.7 3h15.6a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
} satisfies Record<string, ReactElement>;

/** Every icon name the site can draw (menu, feed, notification and utility icons). */
export type IconName = keyof typeof ICONS;

/** Every icon name, for validating names that come from the CMS. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Whether a CMS-supplied name is one we can draw. */
export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name);
}

// Shapes that point somewhere; they are mirrored on right-to-left pages.
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['chevron', 'login']);

/** Props of {@link Icon}. */
export interface IconProps {
  /** The icon's name; a name we cannot draw renders nothing rather than a broken shape. */
  name: IconName | (string & {});
  /**
   * What the icon means, when it stands alone (a social link with no text). Leave it out when
   * text beside the icon already says it: the icon is then hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

/** An inline SVG icon, hidden from assistive technology unless given a `label`. */
export function Icon({ name, label, className }: IconProps) {
  if (!isIconName(name)) return null;
  const classes = [styles.root, DIRECTIONAL.has(name) ? styles.mirrored : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when labelled, aria-hidden otherwise (a <title> would also show as a tooltip).
    <svg
      className={classes}
      viewBox="0 0 24 24"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {ICONS[name]}
    </svg>
  );
}
