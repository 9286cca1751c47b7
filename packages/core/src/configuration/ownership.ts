import type { ConfigurationItem, OwnedConfigurationItem } from '../entities/configuration';

const keyOf = (item: ConfigurationItem) => `${item.category}\u0000${item.name}`;

/**
 * The configuration one organization reads: its own items, then the district-wide ones it does not
 * set itself. An organization's item shadows the district's of the same category and name (a
 * school's own logo, colour or feed settings over the district's defaults); other organizations'
 * items are not part of it. Both CMS adapters answer with this, so neither depends on the order in
 * which the rows arrive.
 */
export function organizationConfiguration(
  rows: readonly (ConfigurationItem &
    Partial<Pick<OwnedConfigurationItem, 'ownerOrganizationId'>>)[],
  organizationId: string,
): ConfigurationItem[] {
  const own: ConfigurationItem[] = [];
  const districtWide: ConfigurationItem[] = [];
  for (const { ownerOrganizationId, ...item } of rows) {
    if (ownerOrganizationId === organizationId) own.push(item);
    else if (ownerOrganizationId === null || ownerOrganizationId === undefined)
      districtWide.push(item);
  }
  const shadowed = new Set(own.map(keyOf));
  return [...own, ...districtWide.filter((item) => !shadowed.has(keyOf(item)))];
}
