import { describe, expect, it } from 'vitest';
import { buildNotificationSearch } from '../search/builders';
import {
  type DistrictConfigInput,
  defineDistrict,
  mergeOrgConfig,
  notificationWildcard,
} from './org-config';

const district: DistrictConfigInput = {
  name: 'Juniper Ridge Unified School District',
  brand: 'jrusd',
  districtSlug: 'juniper-ridge',
  districtDomain: 'JuniperRidge.org',
  externalSites: {
    calendar: 'https://calendar.juniperridge.org',
    files: 'https://files.juniperridge.org',
    directory: 'https://directory.juniperridge.org',
    schools: 'https://schools.juniperridge.org',
    boundaryMaps: 'https://maps.juniperridge.org',
    boardDocuments: 'https://board.juniperridge.org',
    boardMeetings: 'https://meetings.juniperridge.org',
    recruiting: 'https://jobs.juniperridge.org',
  },
  timeZone: 'America/Los_Angeles',
};

describe('district configuration', () => {
  it("gives every app the district's values: the app folder holds only its organization id", () => {
    const org = mergeOrgConfig(defineDistrict(district), { organizationId: 'jr-high' });
    expect(org).toMatchObject({
      organizationId: 'jr-high',
      name: 'Juniper Ridge Unified School District',
      brand: 'jrusd',
      timeZone: 'America/Los_Angeles',
      includeDistrictSearchResults: true,
    });
    expect(org.externalSites.calendar).toBe('https://calendar.juniperridge.org');
  });

  it('lets an app override one value, and one external site while keeping the others', () => {
    const org = mergeOrgConfig(district, {
      organizationId: 'jr-high',
      includeDistrictSearchResults: false,
      externalSites: { calendar: 'https://calendar.jrhs.org' },
    });
    expect(org.includeDistrictSearchResults).toBe(false);
    expect(org.externalSites.calendar).toBe('https://calendar.jrhs.org');
    expect(org.externalSites.files).toBe('https://files.juniperridge.org');
  });

  it('refuses a bad district value, naming the field', () => {
    expect(() => defineDistrict({ ...district, brand: 'Juniper Ridge' })).toThrow(/brand/);
    expect(() =>
      defineDistrict({ ...district, externalSites: { ...district.externalSites, files: 'nope' } }),
    ).toThrow(/externalSites[\s\S]*files|files/);
  });

  it('takes an interpreter line, refusing a phone or e-mail that is not one', () => {
    const interpreter = { phone: '(719) 555-0148', email: 'interpreters@juniperridge.org' };
    expect(defineDistrict({ ...district, interpreter }).interpreter).toEqual(interpreter);
    expect(defineDistrict(district).interpreter).toBeUndefined();
    expect(() =>
      defineDistrict({ ...district, interpreter: { ...interpreter, phone: 'call us' } }),
    ).toThrow(/interpreter\.phone/);
    expect(() =>
      defineDistrict({ ...district, interpreter: { ...interpreter, email: 'nope' } }),
    ).toThrow(/interpreter\.email/);
  });

  it('needs an organization id from the app', () => {
    expect(() => mergeOrgConfig(district, { organizationId: '' })).toThrow(/organizationId/);
  });
});

describe('notification wildcard destination', () => {
  it('is *.{districtDomain} unless configured', () => {
    expect(notificationWildcard(mergeOrgConfig(district, { organizationId: 'x' }))).toBe(
      '*.juniperridge.org',
    );
  });

  it('is sent exactly as the CMS writes it when configured', () => {
    const org = mergeOrgConfig(
      { ...district, wildcardDestination: '*asd20.org' },
      { organizationId: 'x' },
    );
    expect(notificationWildcard(org)).toBe('*asd20.org');
    const query = buildNotificationSearch({
      now: new Date('2024-02-01T10:00:00Z'),
      host: 'www.asd20.org:443',
      districtDomain: org.districtDomain,
      wildcardDestination: notificationWildcard(org),
    });
    expect(JSON.stringify(query.filter)).toContain('["www.asd20.org","*asd20.org"]');
  });
});
