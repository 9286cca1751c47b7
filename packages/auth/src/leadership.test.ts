import { describe, expect, it } from 'vitest';
import { isInLeadershipGroup } from './leadership';

describe('leadership group', () => {
  it('matches a display name containing {brand}-insider', () => {
    expect(isInLeadershipGroup(['All Staff', 'mvsd-insider'], 'mvsd')).toBe(true);
  });

  it('compares case-insensitively, anywhere in the name', () => {
    expect(isInLeadershipGroup(['The MVSD-Insider Leadership Team'], 'mvsd')).toBe(true);
    expect(isInLeadershipGroup(['Staff'], 'MVSD')).toBe(false);
    expect(isInLeadershipGroup(['mvsd-INSIDERS'], 'MvSd')).toBe(true);
  });

  it('does not match near misses or another brand', () => {
    expect(isInLeadershipGroup(['MVSD Insiders Newsletter', 'mvsdinsider'], 'mvsd')).toBe(false);
    expect(isInLeadershipGroup(['agsd-insider'], 'mvsd')).toBe(false);
    expect(isInLeadershipGroup([], 'mvsd')).toBe(false);
  });
});
