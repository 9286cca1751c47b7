import { describe, expect, it } from 'vitest';
import type { ConfigurationItem } from '../entities/configuration';
import type { ConfigurationValue } from '../entities/page';
import {
  findConfigurationValue,
  getConfigurationSetting,
  groupConfiguration,
  parseJson,
} from './lookup';

function item(
  category: string,
  name: string,
  value: string | null,
  defaultValue: string | null = null,
): ConfigurationItem {
  return { category, name, value, defaultValue };
}
function override(category: string, name: string, value: string | null): ConfigurationValue {
  return { configurationCategory: category, configurationName: name, value };
}

const items = [
  item('websiteFeed', 'storyFeeds', '[{"title":"News"}]'),
  item('websiteFeed', 'eventFeeds', null, '[{"title":"Default events"}]'),
  item('websiteFeed', 'fileFeeds', '   '),
  item('color', 'primary', '"#1d4ed8"'),
  item('color', 'bare', '#123456'),
  item('websiteHeader', 'sticky', 'true'),
  item('notifications', 'displayRules', '[]'),
  item('website', 'empty', '{}'),
];

describe('configuration lookup', () => {
  it('parses a setting found by category and name as JSON', () => {
    expect(getConfigurationSetting(items, 'websiteFeed', 'storyFeeds')).toEqual([
      { title: 'News' },
    ]);
    expect(getConfigurationSetting(items, 'websiteHeader', 'sticky')).toBe(true);
  });

  it("falls back to the definition's defaultValue when the value is unset", () => {
    expect(getConfigurationSetting(items, 'websiteFeed', 'eventFeeds')).toEqual([
      { title: 'Default events' },
    ]);
  });

  it('defaults to an empty list when nothing is set and the caller gives no default', () => {
    expect(getConfigurationSetting(items, 'websiteFeed', 'peopleFeeds')).toEqual([]);
  });

  it("uses the caller's default for a missing or empty value", () => {
    const fallback = { defaultValue: ['fallback'] };
    expect(getConfigurationSetting(items, 'websiteFeed', 'peopleFeeds', fallback)).toEqual([
      'fallback',
    ]);
    expect(getConfigurationSetting(items, 'websiteFeed', 'fileFeeds', fallback)).toEqual([
      'fallback',
    ]);
    expect(getConfigurationSetting(items, 'notifications', 'displayRules', fallback)).toEqual([
      'fallback',
    ]);
    expect(getConfigurationSetting(items, 'website', 'empty', fallback)).toEqual(['fallback']);
  });

  it("uses the caller's default when the value is not JSON", () => {
    expect(getConfigurationSetting(items, 'color', 'bare', { defaultValue: 'none' })).toBe('none');
  });

  it("lets a page's configurationValues entry override by matching category and name", () => {
    const pageValues = [
      override('websiteFeed', 'eventFeeds', 'ignored'),
      override('websiteFeed', 'storyFeeds', '[{"title":"Page stories"}]'),
    ];
    expect(getConfigurationSetting(items, 'websiteFeed', 'storyFeeds', { pageValues })).toEqual([
      { title: 'Page stories' },
    ]);
    expect(findConfigurationValue(items, 'websiteFeed', 'eventFeeds', pageValues)).toBe('ignored');
  });

  it('ignores a page override whose value is blank', () => {
    const pageValues = [
      override('websiteFeed', 'storyFeeds', ''),
      override('websiteFeed', 'storyFeeds', null),
    ];
    expect(findConfigurationValue(items, 'websiteFeed', 'storyFeeds', pageValues)).toBe(
      '[{"title":"News"}]',
    );
  });

  it('applies a page override even where no definition exists', () => {
    const pageValues = [override('websitePage', 'hideTitle', 'true')];
    expect(getConfigurationSetting(items, 'websitePage', 'hideTitle', { pageValues })).toBe(true);
  });

  it('groups settings by category, then name, page overrides applied', () => {
    const grouped = groupConfiguration(items, [override('color', 'primary', '"#000000"')]);
    expect(grouped.color).toEqual({ primary: '#000000', bare: '#123456' });
    expect(grouped.websiteHeader).toEqual({ sticky: true });
    expect(grouped.websiteFeed?.storyFeeds).toEqual([{ title: 'News' }]);
    expect(grouped.websiteFeed).not.toHaveProperty('fileFeeds');
  });

  it('parses JSON without throwing', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
  });
});
