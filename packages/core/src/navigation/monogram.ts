/**
 * The monogram badge an organization without an uploaded logo is shown with: its abbreviation in
 * a ring of its two colours, drawn from its record (served as `/brand/<abbr>-logo.svg`). Pure:
 * the site's brand route serves it, whatever content the organization comes from.
 */
import type { Organization } from '../entities/organization';

/** Where an organization's monogram is served: `/brand/<abbr>-logo.svg`. */
export function monogramLogoPath(abbreviation: string): string {
  return `/brand/${abbreviation.trim().toLowerCase()}-logo.svg`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on `background` (a `#rrggbb` colour). */
export function monogramTextColor(background: string): '#ffffff' | '#1b1f24' {
  const light = luminance(background);
  const onWhite = 1.05 / (light + 0.05);
  const onDark = (light + 0.05) / (luminance('#1b1f24') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1b1f24';
}

/**
 * A round badge with the organization's abbreviation (four letters at most) on its primary
 * colour, ringed by its secondary, with a `<title>` naming the organization for screen readers.
 * The letters are white or near-black, whichever contrasts more with the primary colour, so a
 * district with a light brand colour still gets a readable badge.
 */
export function monogramSvg(
  organization: Pick<Organization, 'title' | 'abbreviation' | 'primaryColor' | 'secondaryColor'>,
): string {
  const id = `logo-${organization.abbreviation.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
  const label = escapeXml(organization.abbreviation.slice(0, 4));
  const size = organization.abbreviation.slice(0, 4).length > 3 ? 22 : 28;
  const title = escapeXml(`${organization.title} logo`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${title}</title>`,
    `<circle cx="48" cy="48" r="46" fill="${organization.secondaryColor}"/>`,
    `<circle cx="48" cy="48" r="39" fill="${organization.primaryColor}"/>`,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="'Atkinson Hyperlegible', Arial, sans-serif" font-weight="700" font-size="${size}" fill="${monogramTextColor(organization.primaryColor)}">${label}</text>`,
    '</svg>',
  ].join('');
}
