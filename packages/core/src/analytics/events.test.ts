import { describe, expect, it } from 'vitest';
import { searchedEvent } from './events';

describe('analytics events', () => {
  it('records a site search as Searched in Website Search, labelled with the keywords', () => {
    expect(searchedEvent('bus routes')).toEqual({
      action: 'Searched',
      category: 'Website Search',
      label: 'bus routes',
    });
  });
});
