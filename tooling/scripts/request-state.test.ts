/**
 * No module of the site app carries request state between modules (docs/decisions/
 * 018-one-request-scope.md): a request's shared work hangs off its scope on the load context.
 */
import { describe, expect, it } from 'vitest';
import { carriersIn, NOT_REQUEST_STATE, requestStateCarriers } from './request-state';

describe('module-level request state in the site app', () => {
  it('finds the kinds of carrier the scope replaced, at the top level only', () => {
    const source = [
      'const sessionOf = perRequest<Promise<Session | null>>();',
      'export const byRequest = new WeakMap<object, Data>();',
      'const failedRequests = new WeakSet<object>();',
      'let namesSource: ((ctx: RequestContext) => Promise<string[]>) | null = null;',
      'function perRequest() {',
      '  const values = new WeakMap<object, number>();',
      '}',
      'const names = new Map<string, string>();',
    ].join('\n');
    expect(carriersIn('x.ts', source).map(({ name, line }) => [name, line])).toEqual([
      ['sessionOf', 1],
      ['byRequest', 2],
      ['failedRequests', 3],
      ['namesSource', 4],
    ]);
  });

  it('counts none but the documented caches of configuration and services', () => {
    const carriers = requestStateCarriers();
    expect(carriers.filter((carrier) => !carrier.allowed)).toEqual([]);
    // Each allowed cache still exists: the list names no carrier that is gone.
    expect(carriers.map(({ file, name }) => `${file}: ${name}`).sort()).toEqual(
      Object.keys(NOT_REQUEST_STATE).sort(),
    );
  });
});
