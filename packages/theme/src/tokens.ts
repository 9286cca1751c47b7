/**
 * The theme's token values: their shape (which the contract mirrors), the defaults, and how the
 * bundled theme configuration (docs/behaviour.md#entity-configuration: categories `color`,
 * `websiteTypography`, `websiteShape`, `websiteMotion`, `websiteStyles`) overrides them.
 */
import type { ConfigurationItem } from '@district/core/entities/configuration';
import { isHexColor, normalizeHex } from './color';

/** Semantic colours: named by the job they do, never by hue (Braid). */
export type ColorTokens = {
  /** The organization's primary colour, used as a background (header, primary buttons). */
  brand: string;
  /** `brand` a step further from `brandContrast`, for hover and pressed states. */
  brandHover: string;
  /** Text and icons drawn on `brand` and `brandHover`. */
  brandContrast: string;
  /** A pale tint of `brand` for quiet backgrounds (selected items, panel headers). */
  brandSoft: string;
  /** The organization's secondary colour, used as a background (accent bars, secondary buttons). */
  accent: string;
  /** `accent` a step further from `accentContrast`, for hover. */
  accentHover: string;
  /** Text and icons drawn on `accent`. */
  accentContrast: string;
  /** Body text (Braid calls it `neutral`; both names hold the same value). */
  neutral: string;
  /** Body text. */
  text: string;
  /** Secondary text (dates, hints); still meets 4.5:1 on every surface. */
  textMuted: string;
  /** The page background. */
  surface: string;
  /** Cards, panels and the footer: one step off the page. */
  surfaceRaised: string;
  /** Decorative borders (cards, dividers); not relied on to find a control. */
  border: string;
  /** Borders that mark a control's edge (inputs): 3:1 against the surfaces (SC 1.4.11). */
  borderStrong: string;
  /** Focus ring on the surfaces. On `brand` the ring uses `brandContrast`. */
  focus: string;
  /** Links on the surfaces and on `brandSoft`. */
  link: string;
  /** Hovered links. */
  linkHover: string;
  /** Errors and emergencies: text on the surfaces, background under `criticalContrast`. */
  critical: string;
  /** Text on `critical`. */
  criticalContrast: string;
  /** Pale background for critical messages, under `text`. */
  criticalSoft: string;
  /** Warnings: text on the surfaces. */
  caution: string;
  /** Pale background for warnings, under `text`. */
  cautionSoft: string;
  /** Success: text on the surfaces. */
  positive: string;
  /** Pale background for success messages, under `text`. */
  positiveSoft: string;
  /** Information: text on the surfaces. */
  info: string;
  /** Pale background for information messages, under `text`. */
  infoSoft: string;
};

/** Every token the components may use; the contract has exactly this shape. */
export type ThemeTokens = {
  color: ColorTokens;
  typography: {
    fontFamily: { body: string; heading: string; monospace: string };
    /** rem sizes so a reader's own text-size setting scales the whole page. */
    fontSize: {
      xsmall: string;
      small: string;
      standard: string;
      large: string;
      xlarge: string;
      xxlarge: string;
    };
    lineHeight: { tight: string; standard: string; relaxed: string };
    fontWeight: { regular: string; strong: string };
  };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    xxxlarge: string;
  };
  radius: { none: string; small: string; medium: string; large: string; full: string };
  motion: {
    duration: { fast: string; standard: string; slow: string };
    easing: { standard: string; enter: string; exit: string };
  };
  elevation: { none: string; raised: string; floating: string };
  layout: {
    /** Widest the page content grows. */
    contentWidth: string;
    /** Comfortable measure for running text (~70 characters). */
    readingWidth: string;
    /** Smallest side of anything tappable: 44px (WCAG 2.5.5 AAA; 2.5.8 AA asks 24px). */
    touchTarget: string;
    focusWidth: string;
    focusOffset: string;
    borderWidth: string;
  };
};

/**
 * The font stack: Atkinson Hyperlegible (self-hosted, Latin only), its metrics-matched fallback,
 * then system fonts, which carry Arabic, Hebrew, Cyrillic, CJK and the other scripts the
 * translation languages need.
 */
export const FONT_STACK =
  "'Atkinson Hyperlegible', 'Atkinson Hyperlegible Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

/** Values used where the bundled configuration says nothing. */
export const defaultTokens: ThemeTokens = {
  color: {
    brand: '#1d4f91',
    brandHover: '#173f74',
    brandContrast: '#ffffff',
    brandSoft: '#e8eef6',
    accent: '#f2a900',
    accentHover: '#d19200',
    accentContrast: '#1b1f24',
    neutral: '#1b1f24',
    text: '#1b1f24',
    textMuted: '#4a5360',
    surface: '#ffffff',
    surfaceRaised: '#f4f6f9',
    border: '#d5dae1',
    borderStrong: '#6b7480',
    focus: '#0b5cd5',
    link: '#1d4f91',
    linkHover: '#173f74',
    critical: '#b3261e',
    criticalContrast: '#ffffff',
    criticalSoft: '#fcebea',
    caution: '#8a5300',
    cautionSoft: '#fff4d6',
    positive: '#1e6b34',
    positiveSoft: '#e6f4ea',
    info: '#1d5fa8',
    infoSoft: '#e8f1fb',
  },
  typography: {
    fontFamily: {
      body: FONT_STACK,
      heading: FONT_STACK,
      monospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    fontSize: {
      xsmall: '0.8125rem',
      small: '0.9375rem',
      standard: '1.0625rem',
      large: '1.25rem',
      xlarge: '1.625rem',
      xxlarge: '2.125rem',
    },
    lineHeight: { tight: '1.25', standard: '1.5', relaxed: '1.7' },
    fontWeight: { regular: '400', strong: '700' },
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4rem',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  motion: {
    duration: { fast: '120ms', standard: '200ms', slow: '320ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
  elevation: {
    none: 'none',
    raised: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
    floating: '0 12px 24px -4px rgb(16 24 40 / 0.18), 0 4px 8px -2px rgb(16 24 40 / 0.1)',
  },
  layout: {
    contentWidth: '76.5rem',
    readingWidth: '42rem',
    touchTarget: '2.75rem',
    focusWidth: '3px',
    focusOffset: '2px',
    borderWidth: '1px',
  },
};

/** Which token groups each theme configuration category may set. */
export const CATEGORY_GROUPS: Record<string, (keyof ThemeTokens)[]> = {
  color: ['color'],
  websiteTypography: ['typography'],
  websiteShape: ['radius', 'layout'],
  websiteMotion: ['motion'],
  websiteStyles: ['space', 'elevation', 'layout', 'typography', 'radius', 'motion'],
};

/** Names editors know colours by, mapped to the token they set. */
const COLOR_ALIASES: Record<string, keyof ColorTokens> = {
  primary: 'brand',
  primarycolor: 'brand',
  secondary: 'accent',
  secondarycolor: 'accent',
  background: 'surface',
  error: 'critical',
  warning: 'caution',
  success: 'positive',
};

/** Lengths in the groups where a bare number means pixels. */
const UNITLESS_PATHS = ['typography.fontWeight', 'typography.lineHeight'];

// A token lands verbatim in a stylesheet, so anything that could close a declaration or a rule
// (`;`, `{`, `}`) or open markup is refused rather than escaped.
const SAFE_CSS_VALUE = /^[\w\s#%.,()'"+\-/*]+$/;

const normalizeName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

type Leaf = { path: string[]; group: keyof ThemeTokens };

function leavesOf(tokens: ThemeTokens, group: keyof ThemeTokens): Leaf[] {
  const out: Leaf[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') out.push({ path, group });
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(tokens[group], [group]);
  return out;
}

function parseValue(raw: string | null): unknown {
  if (raw === null || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // Editors sometimes store a bare colour or size without JSON quotes.
    return raw;
  }
}

/** Turns a configured value into a safe CSS token for the leaf at `path`, or null to ignore it. */
export function tokenValue(path: readonly string[], value: unknown): string | null {
  const joined = path.join('.');
  if (path[0] === 'color') return isHexColor(value) ? normalizeHex(value) : null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (UNITLESS_PATHS.some((p) => joined.startsWith(p))) return String(value);
    if (joined.startsWith('motion.duration')) return `${value}ms`;
    return value === 0 ? '0' : `${value}px`;
  }
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed !== '' && SAFE_CSS_VALUE.test(trimmed) ? trimmed : null;
}

function setPath(target: ThemeTokens, path: readonly string[], value: string): void {
  let node = target as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] as string] = value;
}

function cloneTokens(tokens: ThemeTokens): ThemeTokens {
  return JSON.parse(JSON.stringify(tokens)) as ThemeTokens;
}

/**
 * Applies one configured value: a leaf named by its path in any spelling (`fontSizeLarge`,
 * `font-size-large`, `fontSize.large`), or an object whose keys name leaves under the matched
 * node (`fontSize` = `{"large": "1.25rem"}`).
 */
function apply(tokens: ThemeTokens, groups: (keyof ThemeTokens)[], name: string, value: unknown) {
  const normalized = normalizeName(name);
  const alias = groups.includes('color') ? COLOR_ALIASES[normalized] : undefined;
  const key = alias ? normalizeName(alias) : normalized;
  for (const group of groups) {
    for (const leaf of leavesOf(tokens, group)) {
      const full = normalizeName(leaf.path.join(''));
      const withoutGroup = normalizeName(leaf.path.slice(1).join(''));
      if (key === full || key === withoutGroup) {
        const css = tokenValue(leaf.path, value);
        if (css !== null) setPath(tokens, leaf.path, css);
        return;
      }
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [child, childValue] of Object.entries(value)) {
      apply(tokens, groups, `${name}.${child}`, childValue);
    }
  }
}

/**
 * Builds the theme tokens from the bundled theme configuration: each item of a theme category
 * whose name matches a token sets it (its `value`, else its `defaultValue`, parsed as JSON).
 * Unknown names and unsafe values are ignored, so a stray setting can never break the stylesheet.
 * Pure: the same items always give the same tokens.
 */
export function tokensFromConfiguration(
  items: readonly Pick<ConfigurationItem, 'category' | 'name' | 'value' | 'defaultValue'>[],
  base: ThemeTokens = defaultTokens,
): ThemeTokens {
  const tokens = cloneTokens(base);
  for (const item of items) {
    const groups = CATEGORY_GROUPS[item.category];
    if (!groups) continue;
    const value = parseValue(item.value) ?? parseValue(item.defaultValue);
    if (value === undefined) continue;
    apply(tokens, groups, item.name, value);
  }
  // `neutral` is Braid's name for `text`; a configuration that sets one sets both.
  if (tokens.color.text !== base.color.text) tokens.color.neutral = tokens.color.text;
  else if (tokens.color.neutral !== base.color.neutral) tokens.color.text = tokens.color.neutral;
  return tokens;
}

/** A deep partial of the tokens, for per-organization overrides. */
export type TokenOverrides = {
  [G in keyof ThemeTokens]?: ThemeTokens[G] extends Record<string, string>
    ? Partial<ThemeTokens[G]>
    : { [K in keyof ThemeTokens[G]]?: Partial<ThemeTokens[G][K]> };
};

/** Merges overrides onto tokens without mutating either. */
export function mergeTokens(tokens: ThemeTokens, overrides: TokenOverrides = {}): ThemeTokens {
  const out = cloneTokens(tokens);
  const merge = (target: Record<string, unknown>, source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      if (typeof value === 'object' && value !== null && typeof target[key] === 'object') {
        merge(target[key] as Record<string, unknown>, value as Record<string, unknown>);
      } else if (typeof value === 'string' && key in target) {
        target[key] = value;
      }
    }
  };
  merge(out as unknown as Record<string, unknown>, overrides as Record<string, unknown>);
  return out;
}
