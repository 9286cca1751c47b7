/** An sRGB colour with 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a string is a `#rgb` or `#rrggbb` colour (the only colour form tokens accept). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** Parses `#rgb` or `#rrggbb`; throws on anything else so a bad colour never reaches CSS. */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** Formats a colour as lower-case `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Normalises any accepted hex form to lower-case `#rrggbb`. */
export function normalizeHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Mixes `amount` (0–1) of `other` into `color`, in sRGB, as CSS `color-mix(in srgb)` does. */
export function mix(color: string, other: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(other);
  const t = Math.min(1, Math.max(0, amount));
  return toHex({
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
  });
}

/** Mixes black into a colour. */
export function darken(color: string, amount: number): string {
  return mix(color, '#000000', amount);
}

/** Mixes white into a colour. */
export function lighten(color: string, amount: number): string {
  return mix(color, '#ffffff', amount);
}
