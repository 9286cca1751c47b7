import { describe, expect, it } from 'vitest';
import { notification } from '../../test/fixtures';
import { NOTIFICATION_CATEGORIES } from '../constants';
import { DEFAULT_DISPLAY_RULES } from './default-display-rules';
import { applyDisplayRules, selectDisplayRule } from './display-rules';

const style = (categories: string[], tags: string[] = []) => {
  const { importance, icon, type } = applyDisplayRules(
    notification({ categories, tags }),
    DEFAULT_DISPLAY_RULES,
  );
  return { importance, icon, type };
};

describe('default display rules', () => {
  it('holds the 12 rows of docs/behaviour.md#display-rules in order', () => {
    expect(
      DEFAULT_DISPLAY_RULES.map((r) => [r.terms.join('|'), r.type, r.importance, r.icon]),
    ).toEqual([
      ['weather status normal', 'status', 'success', 'weather-sun'],
      ['weather status delayed', 'status', 'alert', 'weather-snow'],
      ['weather status closed', 'status', 'alert', 'weather-snow'],
      ['weather closure', 'banner', 'alert', null],
      ['urgent alert', 'banner', 'alert', null],
      ['emergency alert', 'banner', 'emergency', null],
      ['important notice', 'floating', 'info', null],
      ['inline notice', 'inline', 'info', null],
      ['info alert', 'banner', 'info', null],
      ['inline notice - red', 'inline', 'emergency', null],
      ['inline notice - yellow', 'inline', 'alert', null],
      ['floating notice', 'floating', 'info', null],
    ]);
  });

  it('matches the category "Weather Status Normal" with the row "weather status normal"', () => {
    expect(style(['Weather Status Normal'])).toEqual({
      importance: 'success',
      icon: 'weather-sun',
      type: 'status',
    });
  });

  it('styles snow delays and closures with the snow icon', () => {
    expect(style(['Weather Status Delayed'])).toMatchObject({
      importance: 'alert',
      icon: 'weather-snow',
    });
    expect(style(['weather status closed'])).toMatchObject({ importance: 'alert', type: 'status' });
  });

  it('styles each notification category that has a row', () => {
    expect(style(['Emergency Alert'])).toMatchObject({ importance: 'emergency', type: 'banner' });
    expect(style(['Urgent Alert'])).toMatchObject({ importance: 'alert', type: 'banner' });
    expect(style(['Important Notice'])).toMatchObject({ importance: 'info', type: 'floating' });
    expect(style(['Info Alert'])).toMatchObject({ importance: 'info', type: 'banner' });
  });

  it('tells a red inline notice from a plain one', () => {
    expect(style(['Inline Notice - Red'])).toMatchObject({
      importance: 'emergency',
      type: 'inline',
    });
    expect(style(['Inline Notice - Yellow'])).toMatchObject({
      importance: 'alert',
      type: 'inline',
    });
    expect(style(['Inline Notice'])).toMatchObject({ importance: 'info', type: 'inline' });
  });

  it('prefers a rule matched in both categories and tags over one matched once', () => {
    const rule = selectDisplayRule(DEFAULT_DISPLAY_RULES, {
      categories: ['Info Alert', 'Emergency Alert'],
      tags: ['emergency alert'],
    });
    expect(rule?.terms).toEqual(['emergency alert']);
  });

  it('leaves Delays and Closures, which has no row, at the defaults', () => {
    expect(NOTIFICATION_CATEGORIES).toContain('Delays and Closures');
    expect(style(['Delays and Closures'])).toEqual({
      importance: 'info',
      icon: null,
      type: 'floating',
    });
  });
});
