/** Raster images for sharing and search, which show no SVG (docs/behaviour.md#search-engines). */
import type { Organization } from '@district/core/entities/organization';
import { monogramTextColor } from '@district/core/navigation/monogram';
import { Canvas, GLYPH_HEIGHT, hasGlyph, hexRgb, textWidth } from './raster.server';

/** Open Graph's recommended size for a large preview. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The raster logo's side. */
export const LOGO_PNG_SIZE = 512;

type Drawn = Pick<Organization, 'title' | 'abbreviation' | 'primaryColor' | 'secondaryColor'>;

/** The organization's raster files under `/brand/`. */
export function sharePaths(abbreviation: string) {
  const abbr = abbreviation.trim().toLowerCase();
  return { share: `/brand/${abbr}-share.png`, logo: `/brand/${abbr}-logo.png` };
}

const RASTER = /\.(?:png|jpe?g)(?:[?#].*)?$/i;

/** Whether an image address names a PNG or JPEG (by its extension). */
export function isRasterImage(url: string | null | undefined): url is string {
  return typeof url === 'string' && RASTER.test(url.trim());
}

/** The image a page is shared with (photo when raster, else the drawn card) and its alt text. */
export function shareImage(
  organization: Pick<Organization, 'title' | 'abbreviation' | 'exteriorPhotoUrl'>,
): { url: string; alt: string } {
  if (isRasterImage(organization.exteriorPhotoUrl))
    return { url: organization.exteriorPhotoUrl, alt: organization.title };
  return { url: sharePaths(organization.abbreviation).share, alt: `${organization.title} logo` };
}

/** The organization's logo as a raster image: its own when raster, else its badge as PNG. */
export function rasterLogo(
  organization: Pick<Organization, 'abbreviation' | 'logoImageUrl'>,
): string {
  return isRasterImage(organization.logoImageUrl)
    ? organization.logoImageUrl
    : sharePaths(organization.abbreviation).logo;
}

/** The name in lines of at most `width` characters, three lines at most (the last cut with …). */
export function wrapWords(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The badge: the abbreviation on the primary colour in a ring of the secondary (as the SVG). */
function drawBadge(canvas: Canvas, cx: number, cy: number, radius: number, organization: Drawn) {
  const primary = hexRgb(organization.primaryColor);
  canvas.fillCircle(cx, cy, radius, hexRgb(organization.secondaryColor));
  canvas.fillCircle(cx, cy, radius * (39 / 46), primary);
  const label = organization.abbreviation.slice(0, 4).toUpperCase();
  const scale = Math.max(1, Math.floor((radius * 1.2) / Math.max(1, textWidth(label, 1))));
  canvas.text(
    Math.round(cx - textWidth(label, scale) / 2),
    Math.round(cy - (GLYPH_HEIGHT * scale) / 2),
    label,
    scale,
    hexRgb(monogramTextColor(organization.primaryColor)),
  );
}

/** The name's lines and dot size: the largest that fits 640 px in three lines, uncut. */
function nameLines(title: string): { lines: string[]; scale: number } {
  const written = [...title].map((char) => (hasGlyph(char) ? char : ' ')).join('');
  for (const scale of [10, 9, 8, 7, 6, 5, 4]) {
    const lines = wrapWords(written, Math.floor(640 / (6 * scale)));
    if (lines.length <= 3 && !lines.some((line) => line.endsWith('…'))) return { lines, scale };
  }
  return { lines: wrapWords(written, Math.floor(640 / 24)), scale: 4 };
}

/** The 1200×630 card: the badge on the left, the name on the primary colour, a band below. */
export function drawShareCard(organization: Drawn): Canvas {
  const { width, height } = SHARE_IMAGE;
  const canvas = new Canvas(width, height);
  canvas.fillRect(0, 0, width, height, hexRgb(organization.primaryColor));
  canvas.fillRect(0, height - 60, width, 60, hexRgb(organization.secondaryColor));
  const middle = (height - 60) / 2;
  drawBadge(canvas, 270, middle, 170, organization);
  const { lines, scale } = nameLines(organization.title);
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  const top = middle - (lines.length * lineHeight - 3 * scale) / 2;
  const ink = hexRgb(monogramTextColor(organization.primaryColor));
  lines.forEach((line, index) => {
    canvas.text(500, Math.round(top + index * lineHeight), line, scale, ink);
  });
  return canvas;
}

export function drawLogo(organization: Drawn): Canvas {
  const canvas = new Canvas(LOGO_PNG_SIZE, LOGO_PNG_SIZE);
  // White around the badge: a PNG without transparency, on any page's background.
  canvas.fillRect(0, 0, LOGO_PNG_SIZE, LOGO_PNG_SIZE, [255, 255, 255]);
  drawBadge(canvas, LOGO_PNG_SIZE / 2, LOGO_PNG_SIZE / 2, LOGO_PNG_SIZE / 2 - 8, organization);
  return canvas;
}

/** Rendered PNGs by what they are drawn from; a colour or name change draws anew. */
export class ShareImageCache {
  readonly #images = new Map<string, Buffer>();
  constructor(private readonly limit = 200) {}

  get size(): number {
    return this.#images.size;
  }

  #get(key: string, draw: () => Buffer): Buffer {
    const kept = this.#images.get(key);
    if (kept) return kept;
    const drawn = draw();
    if (this.#images.size >= this.limit) {
      const oldest = this.#images.keys().next().value;
      if (oldest !== undefined) this.#images.delete(oldest);
    }
    this.#images.set(key, drawn);
    return drawn;
  }

  share(organization: Drawn): Buffer {
    const key = JSON.stringify([
      'share',
      organization.title,
      organization.abbreviation,
      organization.primaryColor,
      organization.secondaryColor,
    ]);
    return this.#get(key, () => drawShareCard(organization).png());
  }

  logo(organization: Drawn): Buffer {
    const key = JSON.stringify([
      'logo',
      organization.title,
      organization.abbreviation,
      organization.primaryColor,
      organization.secondaryColor,
    ]);
    return this.#get(key, () => drawLogo(organization).png());
  }
}
