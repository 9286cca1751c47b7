import { describe, expect, it } from 'vitest';
import type { ConfigurationItem } from '../entities/configuration';
import { organizationLogoUrl, websiteLogos } from './logos';

const organization = {
  title: 'Meadowlark Valley School District',
  abbreviation: 'MVSD',
  logoImageUrl: '/logos/mvsd.svg',
};
const logo = (name: string, value: unknown): ConfigurationItem => ({
  category: 'websiteLogo',
  name,
  value: JSON.stringify(value),
  defaultValue: null,
});

describe('website logos', () => {
  it("falls back to the organization's logo, linking to / with its title as alt", () => {
    expect(websiteLogos(organization, [])).toEqual({
      primary: {
        logoImageUrl: '/logos/mvsd.svg',
        logoLink: '/',
        logoAlt: 'Meadowlark Valley School District',
      },
      secondary: null,
    });
  });

  it("shows an uploaded logo where the organization's record points", () => {
    const uploaded = { ...organization, logoImageUrl: 'https://cdn.juniperridge.org/jr-logo.png' };
    expect(websiteLogos(uploaded, []).primary.logoImageUrl).toBe(
      'https://cdn.juniperridge.org/jr-logo.png',
    );
  });

  it('shows the monogram when neither configuration nor organization has an image', () => {
    for (const logoImageUrl of [null, '', '  ']) {
      expect(websiteLogos({ ...organization, logoImageUrl }, []).primary).toEqual({
        logoImageUrl: '/brand/mvsd-logo.svg',
        logoLink: '/',
        logoAlt: 'Meadowlark Valley School District',
      });
    }
    expect(organizationLogoUrl({ abbreviation: 'JRHS', logoImageUrl: null })).toBe(
      '/brand/jrhs-logo.svg',
    );
  });

  it('reads primary and secondary logos from websiteLogo configuration', () => {
    const items = [
      logo('primaryLogo', {
        logoImageUrl: '/p.svg',
        logoLink: 'https://www.meadowlarkvalley.org',
        logoAlt: 'MVSD',
      }),
      logo('secondaryLogo', { logoImageUrl: '/s.svg' }),
    ];
    expect(websiteLogos(organization, items)).toEqual({
      primary: {
        logoImageUrl: '/p.svg',
        logoLink: 'https://www.meadowlarkvalley.org',
        logoAlt: 'MVSD',
      },
      secondary: {
        logoImageUrl: '/s.svg',
        logoLink: '/',
        logoAlt: 'Meadowlark Valley School District',
      },
    });
  });

  it('ignores a configured logo without an image', () => {
    const items = [
      logo('primaryLogo', { logoImageUrl: ' ', logoAlt: 'x' }),
      logo('secondaryLogo', 'oops'),
    ];
    const logos = websiteLogos(organization, items);
    expect(logos.primary?.logoImageUrl).toBe('/logos/mvsd.svg');
    expect(logos.secondary).toBeNull();
  });

  it('lets a page override a logo', () => {
    const logos = websiteLogos(
      organization,
      [],
      [
        {
          configurationCategory: 'websiteLogo',
          configurationName: 'secondaryLogo',
          value: '{"logoImageUrl":"/page.svg","logoLink":""}',
        },
      ],
    );
    expect(logos.secondary).toEqual({
      logoImageUrl: '/page.svg',
      logoLink: '/',
      logoAlt: organization.title,
    });
  });
});
