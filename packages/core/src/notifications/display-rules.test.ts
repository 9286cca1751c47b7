import { describe, expect, it } from 'vitest';
import { notification } from '../../test/fixtures';
import type { DisplayRule } from '../entities/configuration';
import {
  applyDisplayRules,
  countMatches,
  displayStyle,
  notificationType,
  selectDisplayRule,
} from './display-rules';

function rule(terms: string[], overrides: Partial<DisplayRule> = {}): DisplayRule {
  return { terms, type: null, importance: null, icon: null, color: null, ...overrides };
}

describe('display rules', () => {
  it('matches terms case-insensitively against categories', () => {
    expect(countMatches(rule(['urgent alert']), { categories: ['Urgent Alert'], tags: [] })).toBe(
      1,
    );
  });

  it('counts a term hit once in the categories and once in the tags', () => {
    expect(
      countMatches(rule(['urgent alert']), {
        categories: ['Urgent Alert', 'URGENT ALERT'],
        tags: ['urgent alert'],
      }),
    ).toBe(2);
  });

  it('matches whole values, not substrings', () => {
    expect(
      countMatches(rule(['inline notice']), { categories: ['Inline Notice - Red'], tags: [] }),
    ).toBe(0);
  });

  it('qualifies a rule only when its count is at least its number of terms', () => {
    const twoTerms = rule(['weather', 'closure'], { type: 'banner' });
    expect(selectDisplayRule([twoTerms], { categories: ['Weather'], tags: [] })).toBeNull();
    expect(selectDisplayRule([twoTerms], { categories: ['Weather'], tags: ['Closure'] })).toBe(
      twoTerms,
    );
  });

  it('lets one term hit in both lists satisfy a two-term rule (docs/behaviour.md#display-rules)', () => {
    const twoTerms = rule(['weather', 'closure']);
    expect(selectDisplayRule([twoTerms], { categories: ['Weather'], tags: ['weather'] })).toBe(
      twoTerms,
    );
  });

  it('never qualifies a rule with no terms', () => {
    expect(selectDisplayRule([rule([])], { categories: ['Anything'], tags: [] })).toBeNull();
  });

  it('picks the rule with the most matches', () => {
    const categoryOnly = rule(['info alert'], { importance: 'info', type: 'banner' });
    const both = rule(['urgent alert'], { importance: 'alert', type: 'banner' });
    const subject = { categories: ['Info Alert', 'Urgent Alert'], tags: ['Urgent Alert'] };
    expect(selectDisplayRule([categoryOnly, both], subject)).toBe(both);
  });

  it('keeps the first rule in configured order on a tie', () => {
    const first = rule(['info alert'], { icon: 'first' });
    const second = rule(['urgent alert'], { icon: 'second' });
    const subject = { categories: ['Urgent Alert', 'Info Alert'], tags: [] };
    expect(selectDisplayRule([first, second], subject)).toBe(first);
  });

  it('sets importance, icon, colour and type from the chosen rule', () => {
    const result = applyDisplayRules(notification({ categories: ['Weather Status Closed'] }), [
      rule(['weather status closed'], {
        type: 'status',
        importance: 'alert',
        icon: 'weather-snow',
        color: '#1d4ed8',
      }),
    ]);
    expect(result).toMatchObject({
      importance: 'alert',
      icon: 'weather-snow',
      color: '#1d4ed8',
      type: 'status',
    });
  });

  it('defaults importance to info and type to floating when the rule sets none', () => {
    expect(displayStyle(rule(['x']))).toEqual({
      importance: 'info',
      icon: null,
      color: null,
      type: 'floating',
    });
  });

  it('defaults everything when no rule qualifies', () => {
    const result = applyDisplayRules(
      notification({ categories: ['Lunch Menu'], importance: 'emergency', type: 'banner' }),
      [rule(['urgent alert'], { importance: 'alert' })],
    );
    expect(result).toMatchObject({ importance: 'info', type: 'floating', icon: null, color: null });
  });

  it('counts a notification with no type as floating', () => {
    expect(notificationType({ type: null })).toBe('floating');
    expect(notificationType({})).toBe('floating');
    expect(notificationType({ type: 'banner' })).toBe('banner');
  });
});
