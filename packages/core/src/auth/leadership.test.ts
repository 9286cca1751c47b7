import { describe, expect, it } from 'vitest';
import { DISTRICT_ID, INTRANET_ID } from '../../test/fixtures';
import { initialAuthFlags, isInLeadershipGroup } from './leadership';

describe('leadership membership', () => {
  it('is granted by a group whose name contains {brand}-insider, any case', () => {
    expect(isInLeadershipGroup(['All Staff', 'MVSD-Insider Cabinet'], 'mvsd')).toBe(true);
    expect(isInLeadershipGroup(['team mvsd-insiders'], 'mvsd')).toBe(true);
  });

  it('is not granted by other groups', () => {
    expect(isInLeadershipGroup(['All Staff', 'mvsd insider'], 'mvsd')).toBe(false);
    expect(isInLeadershipGroup([], 'mvsd')).toBe(false);
  });
});

describe('initial auth flags', () => {
  it('treats a public organization visitor as authenticated at once', () => {
    expect(initialAuthFlags(DISTRICT_ID)).toEqual({
      isAuthenticated: true,
      authProcessComplete: true,
      isInLeadershipGroup: false,
    });
  });

  it('starts the intranet signed out with the auth process pending', () => {
    expect(initialAuthFlags(INTRANET_ID)).toEqual({
      isAuthenticated: false,
      authProcessComplete: false,
      isInLeadershipGroup: false,
    });
  });
});
