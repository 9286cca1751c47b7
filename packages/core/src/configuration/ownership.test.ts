import { describe, expect, it } from 'vitest';
import type { OwnedConfigurationItem } from '../entities/configuration';
import { getConfigurationSetting } from './lookup';
import { organizationConfiguration } from './ownership';

const SCHOOL = 'school-1';
const OTHER = 'school-2';

function row(name: string, value: string, owner: string | null): OwnedConfigurationItem {
  return { category: 'color', name, defaultValue: null, value, ownerOrganizationId: owner };
}

describe('organizationConfiguration', () => {
  const rows = [
    row('brand', '"#000001"', null),
    row('accent', '"#000002"', null),
    // Listed after the district's row on purpose: the order rows arrive in must not matter.
    row('brand', '"#0000aa"', SCHOOL),
    row('brand', '"#0000bb"', OTHER),
    row('focus', '"#0000cc"', OTHER),
  ];

  it("lets an organization's own item shadow the district-wide one of the same name", () => {
    const items = organizationConfiguration(rows, SCHOOL);
    expect(getConfigurationSetting(items, 'color', 'brand')).toBe('#0000aa');
    expect(getConfigurationSetting(items, 'color', 'accent')).toBe('#000002');
    expect(items.filter((item) => item.name === 'brand')).toHaveLength(1);
  });

  it("leaves out other organizations' items and answers in ConfigurationItem's shape", () => {
    const items = organizationConfiguration(rows, SCHOOL);
    expect(items.map((item) => item.name).sort()).toEqual(['accent', 'brand']);
    expect(items.every((item) => !('ownerOrganizationId' in item))).toBe(true);
  });

  it('gives an organization with nothing of its own the district-wide items', () => {
    const items = organizationConfiguration(rows, 'district');
    expect(getConfigurationSetting(items, 'color', 'brand')).toBe('#000001');
    expect(items).toHaveLength(2);
  });

  it('takes rows without an owner field as district-wide (the bundled content)', () => {
    const items = organizationConfiguration(
      [{ category: 'color', name: 'brand', defaultValue: null, value: '"#111111"' }],
      SCHOOL,
    );
    expect(getConfigurationSetting(items, 'color', 'brand')).toBe('#111111');
  });
});
