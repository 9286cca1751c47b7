import { describe, expect, it } from 'vitest';
import { scriptVariablesFrom } from './env';

describe("the scripts' own variables", () => {
  it('reads where new-org writes app folders, and leaves it unset when not given', () => {
    expect(scriptVariablesFrom({ NEW_ORG_APPS_DIR: '/tmp/apps' })).toEqual({
      NEW_ORG_APPS_DIR: '/tmp/apps',
    });
    expect(scriptVariablesFrom({})).toEqual({});
  });

  it('refuses a variable set but empty, by name', () => {
    expect(() => scriptVariablesFrom({ NEW_ORG_APPS_DIR: '' })).toThrow(
      'NEW_ORG_APPS_DIR is set but empty',
    );
  });
});
