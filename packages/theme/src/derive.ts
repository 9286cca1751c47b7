/**
 * Derived colours (Braid's habit): an organization supplies two brand colours, and every colour
 * drawn on or beside them is worked out here, nudged darker or lighter until each text pair meets
 * WCAG AA. An editor can pick any colours; they cannot pick an unreadable page.
 */
import { darken, lighten, mix, normalizeHex } from './color';
import { type ContrastKind, contrastRatio, MINIMUM_CONTRAST } from './contrast';
import { type ColorTokens, defaultTokens } from './tokens';

/** The two colours an organization record carries (docs/behaviour.md#entity-organization). */
export interface OrganizationColors {
  primaryColor: string;
  secondaryColor: string;
}

// Mixing in steps of half a percent keeps the nudged colour as close to the editor's as the
// ratio allows; 200 steps of a few contrast sums costs microseconds at build time.
const STEPS = 200;

/**
 * Returns `color`, or the colour nearest to it (mixed towards black or white, whichever needs the
 * smaller change) that reaches `minimum` against every one of `against`.
 */
export function ensureContrast(color: string, against: readonly string[], minimum: number): string {
  const worst = (c: string) => Math.min(...against.map((other) => contrastRatio(c, other)));
  const start = normalizeHex(color);
  if (worst(start) >= minimum) return start;
  let best = start;
  let bestRatio = worst(start);
  for (let step = 1; step <= STEPS; step += 1) {
    const t = step / STEPS;
    for (const candidate of [darken(start, t), lighten(start, t)]) {
      const ratio = worst(candidate);
      if (ratio >= minimum) return candidate;
      if (ratio > bestRatio) {
        best = candidate;
        bestRatio = ratio;
      }
    }
  }
  return best;
}

/** Picks, of the candidates, the text colour that reads best on `background`. */
export function readableOn(background: string, candidates: readonly string[]): string {
  let best = normalizeHex(candidates[0] ?? '#ffffff');
  for (const candidate of candidates) {
    if (contrastRatio(candidate, background) > contrastRatio(best, background)) {
      best = normalizeHex(candidate);
    }
  }
  return best;
}

/** A background and the text drawn on it, nudged until they meet the minimum together. */
function backgroundWithText(
  background: string,
  textCandidates: readonly string[],
): { background: string; hover: string; contrast: string } {
  const bg = normalizeHex(background);
  const contrast = readableOn(bg, textCandidates);
  const safe = ensureContrast(bg, [contrast], MINIMUM_CONTRAST.text);
  // Hover moves the background further from its text, so the pair only gets stronger.
  const contrastIsLight = contrastRatio(contrast, '#000000') > contrastRatio(contrast, '#ffffff');
  const moved = contrastIsLight ? darken(safe, 0.16) : lighten(safe, 0.2);
  const hover = moved === safe ? mix(safe, contrast, 0.08) : moved;
  return {
    background: safe,
    hover: ensureContrast(hover, [contrast], MINIMUM_CONTRAST.text),
    contrast,
  };
}

/**
 * Makes a palette safe: every pair in {@link COLOR_PAIRS} is brought up to its minimum by nudging
 * the foreground (or, for a brand background, the background) as little as needed.
 */
export function safeColors(colors: ColorTokens): ColorTokens {
  const c = { ...colors };
  const surfaces = [c.surface, c.surfaceRaised];
  const textCandidates = ['#ffffff', c.text];

  const brand = backgroundWithText(c.brand, [c.brandContrast, ...textCandidates]);
  c.brand = brand.background;
  c.brandHover = brand.hover;
  c.brandContrast = brand.contrast;
  const accent = backgroundWithText(c.accent, [c.accentContrast, ...textCandidates]);
  c.accent = accent.background;
  c.accentHover = accent.hover;
  c.accentContrast = accent.contrast;

  // Pale backgrounds first, against the configured text; text is then only ever pushed further
  // from them, so both orders of the pair stay readable.
  c.brandSoft = ensureContrast(c.brandSoft, [c.text], MINIMUM_CONTRAST.text);
  c.criticalSoft = ensureContrast(c.criticalSoft, [c.text], MINIMUM_CONTRAST.text);
  c.cautionSoft = ensureContrast(c.cautionSoft, [c.text], MINIMUM_CONTRAST.text);
  c.positiveSoft = ensureContrast(c.positiveSoft, [c.text], MINIMUM_CONTRAST.text);
  c.infoSoft = ensureContrast(c.infoSoft, [c.text], MINIMUM_CONTRAST.text);
  const softs = [c.brandSoft, c.criticalSoft, c.cautionSoft, c.positiveSoft, c.infoSoft];

  c.text = ensureContrast(c.text, [...surfaces, ...softs], MINIMUM_CONTRAST.text);
  c.neutral = c.text;
  c.textMuted = ensureContrast(c.textMuted, surfaces, MINIMUM_CONTRAST.text);
  c.link = ensureContrast(c.link, [...surfaces, c.brandSoft], MINIMUM_CONTRAST.text);
  c.linkHover = ensureContrast(c.linkHover, [...surfaces, c.brandSoft], MINIMUM_CONTRAST.text);

  for (const tone of ['critical', 'caution', 'positive', 'info'] as const) {
    c[tone] = ensureContrast(c[tone], [...surfaces, c[`${tone}Soft`]], MINIMUM_CONTRAST.text);
  }
  c.criticalContrast = readableOn(c.critical, [c.criticalContrast, ...textCandidates]);
  c.critical = ensureContrast(c.critical, [c.criticalContrast], MINIMUM_CONTRAST.text);

  c.focus = ensureContrast(c.focus, [...surfaces, c.brandSoft], MINIMUM_CONTRAST.nonText);
  c.borderStrong = ensureContrast(c.borderStrong, surfaces, MINIMUM_CONTRAST.nonText);
  return c;
}

/**
 * Derives a full palette from an organization's two colours: `brand` and `accent` are the
 * editor's colours (nudged only if no text colour can read on them), and everything drawn on or
 * beside them (hover, soft tint, link, contrast text) follows from them.
 */
export function deriveColors(
  org: OrganizationColors,
  base: ColorTokens = defaultTokens.color,
): ColorTokens {
  const brand = normalizeHex(org.primaryColor);
  const accent = normalizeHex(org.secondaryColor);
  // A link in the brand's hue keeps the site on-brand; safeColors darkens it for the surfaces.
  const link = brand;
  return safeColors({
    ...base,
    brand,
    accent,
    // Reset to the readable candidates so a previous brand's contrast choice is not inherited.
    brandContrast: '#ffffff',
    accentContrast: '#ffffff',
    brandSoft: lighten(brand, 0.9),
    link,
    linkHover: darken(link, 0.25),
  });
}

/** A pair of colour tokens drawn one on the other, and what the pair draws. */
export interface ColorPair {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  kind: ContrastKind;
}

const text = (foreground: keyof ColorTokens, background: keyof ColorTokens): ColorPair => ({
  foreground,
  background,
  kind: 'text',
});
const nonText = (foreground: keyof ColorTokens, background: keyof ColorTokens): ColorPair => ({
  foreground,
  background,
  kind: 'nonText',
});

/** Every pair the components draw; the theme test checks each one for every organization. */
export const COLOR_PAIRS: readonly ColorPair[] = [
  text('text', 'surface'),
  text('text', 'surfaceRaised'),
  text('neutral', 'surface'),
  text('text', 'brandSoft'),
  text('text', 'criticalSoft'),
  text('text', 'cautionSoft'),
  text('text', 'positiveSoft'),
  text('text', 'infoSoft'),
  text('textMuted', 'surface'),
  text('textMuted', 'surfaceRaised'),
  text('link', 'surface'),
  text('link', 'surfaceRaised'),
  text('link', 'brandSoft'),
  text('linkHover', 'surface'),
  text('linkHover', 'surfaceRaised'),
  text('brandContrast', 'brand'),
  text('brandContrast', 'brandHover'),
  text('accentContrast', 'accent'),
  text('accentContrast', 'accentHover'),
  text('critical', 'surface'),
  text('critical', 'criticalSoft'),
  text('criticalContrast', 'critical'),
  text('caution', 'surface'),
  text('caution', 'cautionSoft'),
  text('positive', 'surface'),
  text('positive', 'positiveSoft'),
  text('info', 'surface'),
  text('info', 'infoSoft'),
  nonText('focus', 'surface'),
  nonText('focus', 'surfaceRaised'),
  nonText('focus', 'brandSoft'),
  nonText('borderStrong', 'surface'),
  nonText('borderStrong', 'surfaceRaised'),
];

/** One checked pair with its ratio. */
export interface PairCheck extends ColorPair {
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** Measures every pair of {@link COLOR_PAIRS} (or the given pairs) in a palette. */
export function checkColorPairs(
  colors: ColorTokens,
  pairs: readonly ColorPair[] = COLOR_PAIRS,
): PairCheck[] {
  return pairs.map((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    const minimum = MINIMUM_CONTRAST[pair.kind];
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
}
