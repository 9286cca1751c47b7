import type { FeedKind } from '@district/core/feeds/kinds';
import { describe, expect, it } from 'vitest';
import { unknownFeedKind } from './unknown-feed-kind';

describe('the end of a switch over the feed kinds', () => {
  it('takes only a kind every case has ruled out, and names one that got through', () => {
    const kind = 'links' as FeedKind;
    // @ts-expect-error A kind no case handled is not `never`: the typecheck fails here.
    expect(() => unknownFeedKind({ kind })).toThrow('Unknown feed kind: links');
  });
});
