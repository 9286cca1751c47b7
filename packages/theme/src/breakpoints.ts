/**
 * Responsive breakpoints (docs/behaviour.md#breakpoints): sm 768, md 1024, lg 1224, xl unbounded.
 * The one source for media queries; components write `'@media': { [mq.md]: {...} }`.
 */

/** Minimum viewport widths in CSS pixels; `xs` is everything narrower than `sm` (phones). */
export const breakpoints = { xs: 0, sm: 768, md: 1024, lg: 1224 } as const;

/** A named breakpoint. */
export type Breakpoint = keyof typeof breakpoints;

/** The widest viewport (exclusive) each breakpoint covers; `lg` and up is unbounded ("xl"). */
export const breakpointMax = { xs: 768, sm: 1024, md: 1224, lg: Number.POSITIVE_INFINITY } as const;

/** `screen and (min-width: …px)` for each breakpoint from `sm` up. */
export const mq = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;

/** `screen and (max-width: …px)` for viewports below a breakpoint (`below.md` = phones + tablets). */
export const below = {
  sm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  md: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  lg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
} as const;

/** The breakpoint a viewport width falls in. */
export function breakpointFor(width: number): Breakpoint {
  if (width >= breakpoints.lg) return 'lg';
  if (width >= breakpoints.md) return 'md';
  if (width >= breakpoints.sm) return 'sm';
  return 'xs';
}

/** Media feature for readers who asked for less motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
