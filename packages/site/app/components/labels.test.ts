import { describe, expect, it } from 'vitest';
import { fillLabel } from './labels';

describe('fillLabel', () => {
  it('fills each placeholder, wherever the language puts it', () => {
    expect(fillLabel('Hide notifications ({count})', { count: 2 })).toBe('Hide notifications (2)');
    expect(fillLabel('给{name}发送消息', { name: 'Lydia Chen' })).toBe('给Lydia Chen发送消息');
  });

  it('leaves a placeholder it has no value for as written, and reads no markup', () => {
    expect(fillLabel('Send {name} a message', {})).toBe('Send {name} a message');
    expect(fillLabel('Dismiss notification: {title}', { title: '<b>{count}</b>' })).toBe(
      'Dismiss notification: <b>{count}</b>',
    );
  });
});
