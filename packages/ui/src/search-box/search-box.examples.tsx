import type { SearchBoxProps } from './search-box';

/** Named examples of {@link SearchBox}. */
export const examples = {
  default: {},
  withKeywords: { defaultValue: 'bus routes' },
  inHeader: { hideLabel: true, hiddenFields: { lang: 'es' } },
} satisfies Record<string, SearchBoxProps>;
