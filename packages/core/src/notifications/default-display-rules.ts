import type { DisplayRule } from '../entities/configuration';

/**
 * The 12 configured display rules of docs/behaviour.md#display-rules, as data (the embedded
 * configuration `notifications` / `displayRules` serves them; a CMS may replace them).
 *
 * How a row's words become terms: each row is ONE term, the whole phrase ("weather status
 * normal"), compared case-insensitively with whole category and tag values. The rows are the
 * notification categories written in lower case ("urgent alert" ↔ `Urgent Alert`, "important
 * notice" ↔ `Important Notice`), so the phrase matches the category "Weather Status Normal".
 * Splitting rows into words would break them: with whole-value comparison no category equals the
 * word "weather", and with substring comparison "inline notice" would also match
 * "Inline Notice - Red" and, winning the tie by order, turn a red notice into an info one. With one
 * term per row a rule qualifies on a single hit (1 ≥ 1 term), and "the most matches" prefers the
 * rule found in both categories and tags (2) over one found in only one of them.
 */
export const DEFAULT_DISPLAY_RULES: readonly DisplayRule[] = [
  rule('weather status normal', 'status', 'success', 'weather-sun'),
  rule('weather status delayed', 'status', 'alert', 'weather-snow'),
  rule('weather status closed', 'status', 'alert', 'weather-snow'),
  rule('weather closure', 'banner', 'alert'),
  rule('urgent alert', 'banner', 'alert'),
  rule('emergency alert', 'banner', 'emergency'),
  rule('important notice', 'floating', 'info'),
  rule('inline notice', 'inline', 'info'),
  rule('info alert', 'banner', 'info'),
  rule('inline notice - red', 'inline', 'emergency'),
  rule('inline notice - yellow', 'inline', 'alert'),
  rule('floating notice', 'floating', 'info'),
];

function rule(
  term: string,
  type: NonNullable<DisplayRule['type']>,
  importance: NonNullable<DisplayRule['importance']>,
  icon: string | null = null,
): DisplayRule {
  return { terms: [term], type, importance, icon, color: null };
}
