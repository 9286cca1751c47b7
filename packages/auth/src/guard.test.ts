import { describe, expect, it } from 'vitest';
import {
  authStateForPublicOrganization,
  decideAuthPage,
  decideIntranetAccess,
  type GuardDecision,
} from './guard';

const allow: GuardDecision = { action: 'allow' };
const toAuth: GuardDecision = { action: 'redirect', to: '/auth' };
const home: GuardDecision = { action: 'redirect', to: '/' };
const unauthorized: GuardDecision = { action: 'unauthorized' };

// Every path kind × signed in or not × API request or not.
const table: [path: string, signedIn: boolean, api: boolean, expected: GuardDecision][] = [
  ['/', false, false, toAuth],
  ['/', false, true, unauthorized],
  ['/', true, false, allow],
  ['/', true, true, allow],
  ['/announcements/spring-concert', false, false, toAuth],
  ['/announcements/spring-concert', false, true, unauthorized],
  ['/announcements/spring-concert', true, false, allow],
  ['/announcements/spring-concert', true, true, allow],
  ['/search?q=budget', false, false, toAuth],
  ['/search?q=budget', true, false, allow],
  ['/api/notifications', false, false, unauthorized],
  ['/api/notifications', false, true, unauthorized],
  ['/api/notifications', true, false, allow],
  ['/api/notifications', true, true, allow],
  ['/api', false, false, unauthorized],
  ['/apiary', false, false, toAuth],
  ['/auth', false, false, allow],
  ['/auth', false, true, allow],
  ['/auth', true, false, home],
  ['/auth', true, true, home],
  ['/auth/', true, false, home],
  ['/auth?retry', false, false, allow],
  ['/auth/callback', false, false, allow],
  ['/auth/callback', false, true, allow],
  ['/auth/callback', true, false, allow],
  ['/auth/callback', true, true, allow],
  ['/auth/sign-out', false, false, allow],
  ['/auth/sign-out', false, true, allow],
  ['/auth/sign-out', true, false, allow],
  ['/auth/sign-out', true, true, allow],
  ['/auth/other', false, false, toAuth],
  ['/healthz', false, false, allow],
  ['/healthz', false, true, allow],
];

describe('intranet guard', () => {
  it.each(table)('%s (signed in: %s, API: %s)', (path, signedIn, api, expected) => {
    expect(decideIntranetAccess(path, { isAuthenticated: signedIn }, api)).toEqual(expected);
  });

  it('never loops: following its redirects always reaches an allowed page', () => {
    for (const [path, signedIn, api] of table) {
      let current = path;
      const seen = new Set<string>();
      for (;;) {
        const decision = decideIntranetAccess(current, { isAuthenticated: signedIn }, api);
        if (decision.action !== 'redirect') break;
        expect(seen.has(decision.to)).toBe(false);
        seen.add(decision.to);
        current = decision.to;
      }
      expect(seen.size).toBeLessThanOrEqual(1);
    }
  });
});

describe('auth page', () => {
  const none = { error: null };
  const retryable = { error: { retryable: true } };
  const aborted = { error: { retryable: false } };
  const cases: [string, { error: { retryable: boolean } | null }, string, string][] = [
    ['no error', none, '', 'start-sign-in'],
    ['no error, retry', none, 'retry', 'start-sign-in'],
    ['retryable error', retryable, '', 'show-error'],
    ['retryable error, retry clicked', retryable, 'retry', 'start-sign-in'],
    ['aborted sign-in', aborted, '', 'show-error'],
    ['aborted sign-in, retry', aborted, 'retry', 'show-error'],
    ['signed out', none, 'signedOut', 'show-signed-out'],
    ['signed out, sign in again', none, 'signedOut&retry', 'start-sign-in'],
  ];
  it.each(cases)('%s', (_name, state, search, expected) => {
    expect(decideAuthPage(state, new URLSearchParams(search))).toBe(expected);
  });
});

describe('public organizations', () => {
  it('count the visitor as signed in, outside any leadership group', () => {
    expect(authStateForPublicOrganization()).toEqual({
      isAuthenticated: true,
      authProcessComplete: true,
      isInLeadershipGroup: false,
    });
  });
});
