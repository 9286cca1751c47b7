import { z } from 'zod';
import { getConfigurationSetting } from '../configuration/lookup';
import type { ConfigurationItem } from '../entities/configuration';
import type { Organization } from '../entities/organization';
import type { ConfigurationValue } from '../entities/page';

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
 * The primary and secondary website logos. The primary comes from `websiteLogo`/`primaryLogo`,
 * else from the organization's own `logoImageUrl` (alt text: its title); the secondary only from
 * `websiteLogo`/`secondaryLogo`. Either is null when there is no image to show.
 */
export function websiteLogos(
  organization: Pick<Organization, 'title' | 'logoImageUrl'>,
  items: readonly ConfigurationItem[],
  pageValues: readonly ConfigurationValue[] = [],
): { primary: WebsiteLogo | null; secondary: WebsiteLogo | null } {
  const ownLogo: WebsiteLogo | null = organization.logoImageUrl
    ? {
        logoImageUrl: organization.logoImageUrl,
        logoLink: DEFAULT_LOGO_LINK,
        logoAlt: organization.title,
      }
    : null;
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
