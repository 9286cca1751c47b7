import { z } from 'zod';
import { getConfigurationSetting } from '../configuration/lookup';
import type { ConfigurationItem } from '../entities/configuration';
import type { Organization } from '../entities/organization';
import type { ConfigurationValue } from '../entities/page';
import { monogramLogoPath } from './monogram';

/** A website logo. */
export interface WebsiteLogo {
  logoImageUrl: string;
  logoLink: string;
  logoAlt: string;
}

/** Configuration category of the logos. */
export const LOGO_CONFIGURATION_CATEGORY = 'websiteLogo';
/** Configuration names of the two logos (JSON objects `{logoImageUrl, logoLink, logoAlt}`). */
export const LOGO_CONFIGURATION_NAMES = {
  primary: 'primaryLogo',
  secondary: 'secondaryLogo',
} as const;
/** Where a logo links when it names no link. */
export const DEFAULT_LOGO_LINK = '/';

const configuredLogoSchema = z.object({
  logoImageUrl: z.string().trim().min(1),
  logoLink: z.string().nullable().optional(),
  logoAlt: z.string().nullable().optional(),
});

function configuredLogo(
  items: readonly ConfigurationItem[],
  name: string,
  pageValues: readonly ConfigurationValue[],
  fallbackAlt: string,
): WebsiteLogo | null {
  const raw = getConfigurationSetting<unknown>(items, LOGO_CONFIGURATION_CATEGORY, name, {
    defaultValue: null,
    pageValues,
  });
  const parsed = configuredLogoSchema.safeParse(raw);
  if (!parsed.success) return null;
  return {
    logoImageUrl: parsed.data.logoImageUrl,
    logoLink: parsed.data.logoLink?.trim() || DEFAULT_LOGO_LINK,
    logoAlt: parsed.data.logoAlt?.trim() || fallbackAlt,
  };
}

/**
 * The image an organization is shown with: its uploaded `logoImageUrl`, else its monogram
 * (`/brand/<abbr>-logo.svg`, drawn from its abbreviation and colours).
 */
export function organizationLogoUrl(
  organization: Pick<Organization, 'abbreviation' | 'logoImageUrl'>,
): string {
  return organization.logoImageUrl?.trim() || monogramLogoPath(organization.abbreviation);
}

/**
 * The primary and secondary website logos. The primary comes from `websiteLogo`/`primaryLogo`,
 * else from the organization's own `logoImageUrl`, else its monogram (alt text: its title); the
 * secondary only from `websiteLogo`/`secondaryLogo`, and is null when none is configured.
 */
export function websiteLogos(
  organization: Pick<Organization, 'title' | 'abbreviation' | 'logoImageUrl'>,
  items: readonly ConfigurationItem[],
  pageValues: readonly ConfigurationValue[] = [],
): { primary: WebsiteLogo; secondary: WebsiteLogo | null } {
  const ownLogo: WebsiteLogo = {
    logoImageUrl: organizationLogoUrl(organization),
    logoLink: DEFAULT_LOGO_LINK,
    logoAlt: organization.title,
  };
  return {
    primary:
      configuredLogo(items, LOGO_CONFIGURATION_NAMES.primary, pageValues, organization.title) ??
      ownLogo,
    secondary: configuredLogo(
      items,
      LOGO_CONFIGURATION_NAMES.secondary,
      pageValues,
      organization.title,
    ),
  };
}
