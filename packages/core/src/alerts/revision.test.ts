import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_RULES } from '../notifications/default-display-rules';
import {
  alertRevision,
  cancelRevision,
  isAlertIdentifier,
  isRevisionLive,
  revisionReference,
} from './revision';
import { type AlertMessage, selectAlerts } from './selection';
import { alertSettingsSchema } from './settings';

const NOW = new Date('2026-01-12T13:00:00Z');

const base: AlertMessage = {
  id: '0b6f3c2e-1111-4aaa-8bbb-123456789abc',
  title: 'Schools closed today for snow',
  summary: 'All schools and offices are closed.',
  status: 'Published',
  publishDateTime: '2026-01-12T12:05:00Z',
  expireDateTime: '2026-01-13T06:00:00Z',
  categories: ['Delays and Closures'],
  tags: ['Weather Status Closed'],
  destinations: ['*.meadowlarkvalley.org'],
  ownerOrganizationId: 'district',
  links: [],
};

function revisionOf(message: AlertMessage, options?: Parameters<typeof alertRevision>[1]) {
  const [alert] = selectAlerts({
    messages: [message],
    rules: DEFAULT_DISPLAY_RULES,
    settings: alertSettingsSchema.parse({}),
    now: NOW,
  });
  if (!alert) throw new Error('not an alert');
  return alertRevision(alert, options);
}

describe('alert revision identity', () => {
  it('is the notice id with a hash, a valid CAP identifier', () => {
    const revision = revisionOf(base);
    expect(revision.identifier).toMatch(/^0b6f3c2e-1111-4aaa-8bbb-123456789abc-[0-9a-f]{16}$/);
    expect(isAlertIdentifier(revision.identifier)).toBe(true);
    expect(revision).toMatchObject({
      msgType: 'Alert',
      references: [],
      organizationId: 'district',
      sent: base.publishDateTime,
      expires: base.expireDateTime,
      tone: 'closed',
    });
  });

  it('stays the same when nothing a family reads changes', () => {
    const first = revisionOf(base).identifier;
    expect(revisionOf({ ...base, expireDateTime: '2026-01-13T08:00:00Z' }).identifier).toBe(first);
    expect(revisionOf({ ...base, categories: ['Delays and Closures', 'Safety'] }).identifier).toBe(
      first,
    );
    expect(revisionOf({ ...base, title: `  ${base.title} ` }).identifier).toBe(first);
  });

  it('changes with the text or the importance', () => {
    const first = revisionOf(base).identifier;
    const retitled = revisionOf({ ...base, title: 'Schools closed today and tomorrow' });
    const redescribed = revisionOf({ ...base, summary: 'All schools are closed.' });
    const delayed = revisionOf({ ...base, tags: ['Weather Status Delayed'] });
    const ids = [first, retitled.identifier, redescribed.identifier, delayed.identifier];
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => id.startsWith(base.id))).toBe(true);
  });

  it('is an Update referring to the previous revision when the caller knows it', () => {
    const first = revisionOf(base);
    const revised = revisionOf(
      { ...base, title: 'Schools closed today and tomorrow' },
      { previous: revisionReference(first), sent: '2026-01-12T12:40:00Z' },
    );
    expect(revised).toMatchObject({
      msgType: 'Update',
      references: [{ identifier: first.identifier, sent: first.sent }],
      sent: '2026-01-12T12:40:00Z',
    });
    // The same revision again is no update of itself.
    expect(revisionOf(base, { previous: revisionReference(first) }).msgType).toBe('Alert');
  });

  it('is cancelled with a new identifier that refers to the withdrawn revision', () => {
    const first = revisionOf(base);
    const cancel = cancelRevision(first, NOW);
    expect(cancel.msgType).toBe('Cancel');
    expect(cancel.identifier).not.toBe(first.identifier);
    expect(isAlertIdentifier(cancel.identifier)).toBe(true);
    expect(cancel.references).toEqual([revisionReference(first)]);
    expect(cancel.sent).toBe(NOW.toISOString());
  });

  it('is live until it expires, never after', () => {
    const revision = revisionOf(base);
    expect(isRevisionLive(revision, NOW)).toBe(true);
    expect(isRevisionLive(revision, new Date('2026-01-13T06:00:00Z'))).toBe(false);
    expect(isRevisionLive({ expires: null }, NOW)).toBe(true);
  });

  it('stands a hash in for a notice id CAP or a path cannot carry', () => {
    const odd = revisionOf({ ...base, id: 'notice 7, <draft>/2' });
    expect(isAlertIdentifier(odd.identifier)).toBe(true);
    expect(odd.noticeId).toBe('notice 7, <draft>/2');
    expect(isAlertIdentifier(cancelRevision(odd, NOW).identifier)).toBe(true);
  });

  it('refuses identifiers CAP forbids', () => {
    for (const bad of [
      'a b-0123456789abcdef',
      'a,b-0123456789abcdef',
      '<x>-0123456789abcdef',
      'x',
    ]) {
      expect(isAlertIdentifier(bad)).toBe(false);
    }
  });
});
