import type { IconProps } from './icon';

/** Named examples of {@link Icon}, shared by its render test and the browser axe scan. */
export const examples = {
  decorative: { name: 'calendar-alt' },
  labelled: { name: 'facebook', label: 'Facebook' },
  notification: { name: 'weather-snow' },
} satisfies Record<string, IconProps>;
