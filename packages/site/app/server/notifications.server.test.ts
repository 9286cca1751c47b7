import { NOTIFICATION_CATEGORIES } from '@district/core/constants';
import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { Notification } from '@district/core/entities/notification';
import { DEFAULT_DISPLAY_RULES } from '@district/core/notifications/default-display-rules';
import { describe, expect, it } from 'vitest';
import { displayRules, pageOwnNotifications } from './notifications.server';

const rule = { terms: ['snow day'], type: 'banner', importance: 'alert', icon: null, color: null };
const configured = (rules: unknown): ConfigurationItem[] => [
  {
    category: 'notifications',
    name: 'displayRules',
    defaultValue: null,
    value: JSON.stringify(rules),
  },
];

describe('display rules', () => {
  it('reads the configured rules, else the default table', () => {
    expect(displayRules(configured([rule]))).toEqual([rule]);
    expect(displayRules([])).toEqual(DEFAULT_DISPLAY_RULES);
    expect(displayRules(configured([{ terms: 'not a list' }]))).toEqual(DEFAULT_DISPLAY_RULES);
  });

  it('validates a frozen configuration once and hands out the same frozen rules', () => {
    const configuration = Object.freeze(configured([rule]));
    const first = displayRules(configuration);
    expect(first).toEqual([rule]);
    expect(displayRules(configuration)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reads a list that can still change afresh every time', () => {
    const configuration = configured([rule]);
    expect(displayRules(configuration)).toEqual([rule]);
    configuration[0] = { ...(configuration[0] as ConfigurationItem), value: '[]' };
    expect(displayRules(configuration)).toEqual(DEFAULT_DISPLAY_RULES);
  });
});

describe('a page’s own notifications', () => {
  const notification = (id: string, categories: string[]) =>
    ({ id, categories }) as unknown as Notification;

  it('keeps those found for the page’s categories, not the site-wide ones the chrome has', () => {
    const siteWide = notification('site', [NOTIFICATION_CATEGORIES[0] as string]);
    const both = notification('both', ['Athletics', NOTIFICATION_CATEGORIES[0] as string]);
    const own = notification('own', ['Athletics']);
    expect(pageOwnNotifications([siteWide, own, both]).map((n) => n.id)).toEqual(['own']);
    expect(pageOwnNotifications([])).toEqual([]);
  });
});
