import { describe, expect, it } from 'vitest';
import { below, breakpointFor, mq } from './breakpoints';

describe('breakpoints', () => {
  it('writes min-width queries at 768, 1024 and 1224 pixels', () => {
    expect(mq.sm).toBe('screen and (min-width: 768px)');
    expect(mq.md).toBe('screen and (min-width: 1024px)');
    expect(mq.lg).toBe('screen and (min-width: 1224px)');
  });

  it('writes max-width queries that never overlap the min-width ones', () => {
    expect(below.md).toBe('screen and (max-width: 1023.98px)');
  });

  it('names the breakpoint a width falls in, with no upper bound past lg', () => {
    expect(breakpointFor(360)).toBe('xs');
    expect(breakpointFor(768)).toBe('sm');
    expect(breakpointFor(1023)).toBe('sm');
    expect(breakpointFor(1024)).toBe('md');
    expect(breakpointFor(1224)).toBe('lg');
    expect(breakpointFor(4000)).toBe('lg');
  });
});
