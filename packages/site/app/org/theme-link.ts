import type { Organization } from '@district/core/entities/organization';

/**
 * The address of an organization's colour stylesheet (`/brand/<abbr>-theme.css`), versioned by
 * its two colours: a colour changed in the CMS is a new address, so browsers may keep each one
 * for a year.
 */
export function orgThemeHref(
  organization: Pick<Organization, 'abbreviation' | 'primaryColor' | 'secondaryColor'>,
): string {
  return `/brand/${organization.abbreviation.trim().toLowerCase()}-theme.css?v=${orgThemeVersion(organization)}`;
}

/** The version a theme's address carries: its two colours, `173f5f-f6b93b`. */
export function orgThemeVersion(
  organization: Pick<Organization, 'primaryColor' | 'secondaryColor'>,
): string {
  return [organization.primaryColor, organization.secondaryColor]
    .map((color) => color.replace('#', '').toLowerCase())
    .join('-');
}
