/** Simple, accessible SVG badges for the demo organizations (served as `/brand/<abbr>-logo.svg`). */
import type { Organization } from '@district/core/entities/organization';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The file name a logo is served under, matching `logoImageUrl` (`/brand/<abbr>-logo.svg`). */
export function logoPath(organization: Organization): string {
  return `/brand/${organization.abbreviation.toLowerCase()}-logo.svg`;
}

/**
 * A round badge in the organization's colours with its abbreviation: white text on the dark
 * primary colour (contrast at least 4.5:1), a ring in the secondary colour, and a `<title>` so
 * screen readers announce the organization's name.
 */
export function logoSvg(organization: Organization): string {
  const id = `logo-${organization.abbreviation.toLowerCase()}`;
  const label = escapeXml(organization.abbreviation.slice(0, 4));
  const size = label.length > 3 ? 22 : 28;
  const title = escapeXml(`${organization.title} logo`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${title}</title>`,
    `<circle cx="48" cy="48" r="46" fill="${organization.secondaryColor}"/>`,
    `<circle cx="48" cy="48" r="39" fill="${organization.primaryColor}"/>`,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="'Atkinson Hyperlegible', Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${label}</text>`,
    '</svg>',
  ].join('');
}
