/**
 * The bundled configuration: theme (colours, typography, shape, motion, styles), the display rules
 * of docs/behaviour.md#display-rules and the default feed settings, district-wide; and each
 * school's own secondary logo. Values are JSON strings, as the CMS stores them.
 */
import type { OwnedConfigurationItem } from '@district/core/entities/configuration';
import type { Organization } from '@district/core/entities/organization';
import {
  LOGO_CONFIGURATION_CATEGORY,
  LOGO_CONFIGURATION_NAMES,
} from '@district/core/navigation/logos';
import { DEFAULT_DISPLAY_RULES } from '@district/core/notifications/default-display-rules';
import { DEMO_DISTRICT } from './district';
import { DEMO_DISTRICT_ORGANIZATION } from './organizations';

function item(
  category: string,
  name: string,
  value: unknown,
  ownerOrganizationId: string | null = null,
): OwnedConfigurationItem {
  const json = JSON.stringify(value);
  return { category, name, defaultValue: json, value: json, ownerOrganizationId };
}

/**
 * Each school's (and the intranet's) own secondary logo: the district's badge, linking to the
 * district's public site, shown in the footer.
 */
function districtLogoOf(organization: Organization): OwnedConfigurationItem {
  const district = DEMO_DISTRICT_ORGANIZATION;
  return item(
    LOGO_CONFIGURATION_CATEGORY,
    LOGO_CONFIGURATION_NAMES.secondary,
    {
      logoImageUrl: district.logoImageUrl,
      logoLink: DEMO_DISTRICT.website,
      logoAlt: district.title,
    },
    organization.id,
  );
}

/** The district's brand colours; text colours meet WCAG AA on the surfaces they are used on. */
export const DEMO_COLORS = {
  brand: '#173f5f',
  brandAccent: '#f6b93b',
  neutral: '#3d4451',
  neutralLight: '#f5f6f8',
  surface: '#ffffff',
  text: '#1d232b',
  textMuted: '#4f5866',
  link: '#1d5fa8',
  focus: '#ffbf47',
  accent: '#0f7b8a',
  critical: '#b3261e',
  caution: '#8a5a00',
  positive: '#1e7a3c',
  info: '#1d5fa8',
} as const;

/**
 * Every configuration item of the demo district: district-wide ones, then those of the
 * organizations under it (`organizations`: the bundle's).
 */
export function buildConfiguration(
  organizations: readonly Organization[],
): OwnedConfigurationItem[] {
  return [
    ...Object.entries(DEMO_COLORS).map(([name, value]) => item('color', name, value)),
    item(
      'websiteTypography',
      'fontFamily',
      '"Atkinson Hyperlegible", "Segoe UI", Arial, sans-serif',
    ),
    item(
      'websiteTypography',
      'headingFontFamily',
      '"Atkinson Hyperlegible", "Segoe UI", Arial, sans-serif',
    ),
    item('websiteTypography', 'baseFontSize', '1.0625rem'),
    item('websiteTypography', 'lineHeight', 1.55),
    // A 1.2 (minor third) scale from the base size.
    item('websiteTypography', 'scale', {
      xsmall: '0.833rem',
      small: '0.9375rem',
      standard: '1.0625rem',
      large: '1.275rem',
      xlarge: '1.53rem',
      xxlarge: '1.836rem',
      xxxlarge: '2.203rem',
    }),
    item('websiteTypography', 'fontWeights', { regular: 400, bold: 700 }),
    item('websiteShape', 'radius', {
      none: '0',
      small: '4px',
      standard: '8px',
      large: '16px',
      full: '9999px',
    }),
    item('websiteShape', 'borderWidth', { standard: '1px', large: '2px', focus: '3px' }),
    item('websiteMotion', 'duration', { fast: '120ms', standard: '200ms', slow: '320ms' }),
    item('websiteMotion', 'easing', {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      decelerate: 'cubic-bezier(0, 0, 0, 1)',
      accelerate: 'cubic-bezier(0.3, 0, 1, 1)',
    }),
    item('websiteStyles', 'maxContentWidth', '1224px'),
    item('websiteStyles', 'headerStyle', 'solid-brand'),
    item('websiteStyles', 'cardElevation', 'outlined'),
    item('websiteHeader', 'showSearch', true),
    item('websiteFooter', 'tagline', 'Where every student takes flight'),
    item('notifications', 'displayRules', DEFAULT_DISPLAY_RULES),
    item('websiteFeed', 'announcementFeeds', [{ title: 'Announcements', limit: 10 }]),
    item('websiteFeed', 'storyFeeds', [{ title: 'Stories', limit: 10 }]),
    item('websiteFeed', 'eventFeeds', [{ title: 'Events', limit: 10, groupByDate: true }]),
    item('websiteFeed', 'fileFeeds', [{ title: 'Files', limit: 10, groupByCategory: true }]),
    item('websiteFeed', 'peopleFeeds', [{ title: 'People', limit: 10 }]),
    ...organizations
      .filter(
        (organization) => organization.parentOrganization?.id === DEMO_DISTRICT.organizationId,
      )
      .map(districtLogoOf),
  ];
}
