import { describe, expect, it } from 'vitest';
import type { DisplayRule } from '../entities/configuration';
import { DEFAULT_DISPLAY_RULES } from '../notifications/default-display-rules';
import { type AlertMessage, RETURN_TO_OPEN_WINDOW_MS, selectAlerts } from './selection';
import { alertSettingsSchema } from './settings';

const NOW = new Date('2026-01-12T13:00:00Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();

function notice(overrides: Partial<AlertMessage> & { id: string }): AlertMessage {
  return {
    title: `Notice ${overrides.id}`,
    summary: 'Details',
    status: 'Published',
    publishDateTime: at(-1),
    expireDateTime: at(10),
    categories: [],
    tags: [],
    destinations: ['*.meadowlarkvalley.org'],
    ownerOrganizationId: 'district',
    links: [],
    ...overrides,
  };
}

const defaults = alertSettingsSchema.parse({});
const select = (
  messages: AlertMessage[],
  options: { categories?: string[]; rules?: readonly DisplayRule[] } = {},
) =>
  selectAlerts({
    messages,
    rules: options.rules ?? DEFAULT_DISPLAY_RULES,
    settings: options.categories ? alertSettingsSchema.parse(options) : defaults,
    now: NOW,
  }).map((a) => `${a.notice.id}:${a.tone}:${a.reason}`);

describe('alert selection', () => {
  it('selects notices in the three default categories and no other', () => {
    expect(
      select([
        notice({ id: 'emergency', categories: ['Emergency Alert'], publishDateTime: at(-1) }),
        notice({ id: 'urgent', categories: ['Urgent Alert'], publishDateTime: at(-2) }),
        notice({ id: 'closure', categories: ['Delays and Closures'], publishDateTime: at(-3) }),
        notice({ id: 'important', categories: ['Important Notice'] }),
        notice({ id: 'info', categories: ['Info Alert'] }),
      ]),
    ).toEqual(['emergency:emergency:category', 'urgent:alert:category', 'closure:info:category']);
  });

  it('uses the district configuration’s list instead of the default', () => {
    expect(
      select(
        [
          notice({ id: 'info', categories: ['Info Alert'] }),
          notice({ id: 'urgent', categories: ['Urgent Alert'] }),
        ],
        { categories: ['info alert'] },
      ),
    ).toEqual(['info:info:category']);
  });

  it('selects closed and delayed status notices whatever their category', () => {
    expect(
      select([
        notice({ id: 'closed', categories: ['Important Notice'], tags: ['Weather Status Closed'] }),
        notice({
          id: 'delayed',
          categories: ['Info Alert'],
          tags: ['Weather Status Delayed'],
          publishDateTime: at(-2),
        }),
      ]),
    ).toEqual(['closed:closed:status', 'delayed:delayed:status']);
  });

  it('selects the return to open only after a closure or delay', () => {
    const open = notice({
      id: 'open',
      categories: ['Delays and Closures'],
      tags: ['Weather Status Normal'],
    });
    // An ordinary morning: "schools are open" is no alert, even in an alert category.
    expect(select([open])).toEqual([]);
    const closure = notice({
      id: 'closed',
      categories: ['Delays and Closures'],
      tags: ['Weather Status Closed'],
      publishDateTime: at(-30),
      expireDateTime: at(-18),
    });
    expect(select([open, closure])).toEqual(['open:open:status']);
    const longAgo = {
      ...closure,
      publishDateTime: at(-200),
      expireDateTime: new Date(
        Date.parse(open.publishDateTime) - RETURN_TO_OPEN_WINDOW_MS - 1,
      ).toISOString(),
    };
    expect(select([open, longAgo])).toEqual([]);
  });

  it('never selects a notice before it is published or after it expires', () => {
    expect(
      select([
        notice({ id: 'expired', categories: ['Emergency Alert'], expireDateTime: at(-0.01) }),
        notice({
          id: 'ends-now',
          categories: ['Emergency Alert'],
          expireDateTime: NOW.toISOString(),
        }),
        notice({ id: 'scheduled', categories: ['Emergency Alert'], publishDateTime: at(1) }),
        notice({ id: 'draft', categories: ['Emergency Alert'], status: 'Draft' }),
        notice({ id: 'live', categories: ['Emergency Alert'], expireDateTime: null }),
      ]),
    ).toEqual(['live:emergency:category']);
  });

  it('reads importance from the configured display rules', () => {
    const rules: DisplayRule[] = [
      { terms: ['urgent alert'], type: 'banner', importance: 'emergency', icon: null, color: null },
    ];
    expect(select([notice({ id: 'u', categories: ['Urgent Alert'] })], { rules })).toEqual([
      'u:emergency:category',
    ]);
  });
});

describe('alert settings', () => {
  it('defaults to the three alert categories', () => {
    expect(defaults.categories).toEqual(['Emergency Alert', 'Urgent Alert', 'Delays and Closures']);
  });

  it('refuses a category listed twice', () => {
    const result = alertSettingsSchema.safeParse({ categories: ['Urgent Alert', 'urgent alert'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('listed twice');
  });
});
