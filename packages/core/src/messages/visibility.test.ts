import { describe, expect, it } from 'vitest';
import { message } from '../../test/fixtures';
import { isMessageVisible, visibleMessages } from './visibility';

const now = new Date('2024-02-01T10:00:00Z');

describe('message visibility', () => {
  it('shows a published message whose publish time has passed and that never expires', () => {
    expect(isMessageVisible(message({ expireDateTime: null }), now)).toBe(true);
  });

  it('hides a message whose status is not Published', () => {
    expect(isMessageVisible(message({ status: 'Draft' }), now)).toBe(false);
    expect(isMessageVisible(message({ status: 'published' }), now)).toBe(false);
  });

  it('shows a message published exactly now', () => {
    expect(isMessageVisible(message({ publishDateTime: now.toISOString() }), now)).toBe(true);
  });

  it('hides a message published in the future', () => {
    expect(isMessageVisible(message({ publishDateTime: '2024-02-01T10:00:01Z' }), now)).toBe(false);
  });

  it('hides a message that expires exactly now', () => {
    expect(isMessageVisible(message({ expireDateTime: now.toISOString() }), now)).toBe(false);
  });

  it('shows a message that expires later than now', () => {
    expect(isMessageVisible(message({ expireDateTime: '2024-02-01T10:00:01Z' }), now)).toBe(true);
  });

  it('hides a message that has expired', () => {
    expect(isMessageVisible(message({ expireDateTime: '2024-01-31T00:00:00Z' }), now)).toBe(false);
  });

  it('hides a message whose dates cannot be read', () => {
    expect(isMessageVisible(message({ publishDateTime: 'soon' }), now)).toBe(false);
    expect(isMessageVisible(message({ expireDateTime: 'never' }), now)).toBe(false);
  });

  it('follows the injected clock, not the machine clock', () => {
    const later = message({ publishDateTime: '2030-01-01T00:00:00Z' });
    expect(isMessageVisible(later, now)).toBe(false);
    expect(isMessageVisible(later, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('keeps only the visible messages, in order', () => {
    const list = [
      message({ id: 'a' }),
      message({ id: 'b', status: 'Archived' }),
      message({ id: 'c', expireDateTime: '2099-01-01T00:00:00Z' }),
    ];
    expect(visibleMessages(list, now).map((m) => m.id)).toEqual(['a', 'c']);
  });
});
