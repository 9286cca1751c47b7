import { describe, expect, it } from 'vitest';
import { message, notification } from '../../test/fixtures';
import type { NotificationImportance, NotificationType } from '../entities/notification';
import { DEFAULT_DISPLAY_RULES } from './default-display-rules';
import { applyDisplayRules } from './display-rules';
import { notificationFromMessage } from './from-message';
import { notificationTone, tonePalette } from './tone';

const subject = (
  type: NotificationType,
  importance: NotificationImportance,
  tags: string[] = [],
  categories: string[] = [],
) => ({ type, importance, tags, categories });

describe('notification tone', () => {
  it('tells a closure, a delay and an opening apart though the rules give two the same importance', () => {
    const styled = (tag: string) =>
      applyDisplayRules(
        notification({ categories: ['Delays and Closures'], tags: [tag] }),
        DEFAULT_DISPLAY_RULES,
      );
    const closed = styled('Weather Status Closed');
    const delayed = styled('Weather Status Delayed');
    expect(closed.importance).toBe(delayed.importance);
    expect(notificationTone(closed)).toBe('closed');
    expect(notificationTone(delayed)).toBe('delayed');
    expect(notificationTone(styled('Weather Status Normal'))).toBe('open');
  });

  it('draws a closure in the emergency palette, a delay as an alert and an opening as success', () => {
    expect(tonePalette('closed')).toBe('emergency');
    expect(tonePalette('delayed')).toBe('alert');
    expect(tonePalette('open')).toBe('success');
  });

  it('gives every other notification its importance, for palette and word alike', () => {
    for (const importance of ['info', 'alert', 'emergency', 'success'] as const) {
      expect(notificationTone(subject('banner', importance))).toBe(importance);
      expect(tonePalette(importance)).toBe(importance);
    }
  });

  it('reads the weather-status terms in categories too, whatever their case', () => {
    expect(notificationTone(subject('status', 'alert', [], [' WEATHER STATUS DELAYED ']))).toBe(
      'delayed',
    );
  });

  it('lets the most serious status win when a notice carries several', () => {
    expect(
      notificationTone(
        subject('status', 'alert', ['Weather Status Normal', 'Weather Status Closed']),
      ),
    ).toBe('closed');
  });

  it('keeps the importance of a status notice without a weather term, and of a banner with one', () => {
    expect(notificationTone(subject('status', 'info', ['Buses']))).toBe('info');
    expect(notificationTone(subject('banner', 'alert', ['Weather Status Closed']))).toBe('alert');
  });

  it('takes a message with a weather-status tag through the configured rules to its tone', () => {
    const styled = notificationFromMessage(
      message({ categories: ['Delays and Closures'], tags: ['Weather Status Closed'] }),
    );
    expect(styled.type).toBe('status');
    expect(notificationTone(styled)).toBe('closed');
  });
});
