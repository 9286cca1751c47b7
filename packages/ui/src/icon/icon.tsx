/// <reference path="./asset-modules.d.ts" />

// Every icon is drawn on a 24×24 grid with 2px round strokes, so they sit together. The shapes live
// in one SVG sprite (icons.svg, a hashed asset cached for a year) that each icon references with
// <use>: neither the page's HTML nor its JavaScript carries the path data (issue #10's weights).
// No icon font: a font that fails to load shows letters, and fonts are not read reliably by screen
// readers.
import { FEED_ICONS, MENU_ICONS, NOTIFICATION_ICONS } from '@district/core/constants';
import * as styles from './icon.css';
import spriteUrl from './icons.svg?url';

// The menu, feed and notification icons of docs/behaviour.md#icons, then the chrome's own.
const UTILITY_ICONS = [
  'menu',
  'close',
  'search',
  'chevron',
  'external',
  'globe',
  'alert',
  'check',
] as const;

const NAMES = [
  ...new Set([...MENU_ICONS, ...FEED_ICONS, ...NOTIFICATION_ICONS, ...UTILITY_ICONS]),
] as readonly (
  | (typeof MENU_ICONS)[number]
  | (typeof FEED_ICONS)[number]
  | (typeof NOTIFICATION_ICONS)[number]
  | (typeof UTILITY_ICONS)[number]
)[];

/** Every icon name the site can draw (menu, feed, notification and utility icons). */
export type IconName = (typeof NAMES)[number];

/** Every icon name, for validating names that come from the CMS. */
export const ICON_NAMES: readonly IconName[] = NAMES;

const KNOWN: ReadonlySet<string> = new Set(NAMES);

/** Whether a CMS-supplied name is one we can draw. */
export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === 'string' && KNOWN.has(name);
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
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
