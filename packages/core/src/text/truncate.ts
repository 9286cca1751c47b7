import { META_DESCRIPTION_LENGTH } from '../constants';

/**
 * Truncates text to `max` characters and appends `...`; text of at most `max` characters is
 * returned unchanged. Counts code points, so an emoji is never cut in half.
 */
export function truncate(text: string | null | undefined, max = META_DESCRIPTION_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('')}...`;
}
