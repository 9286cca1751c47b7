import { describe, expect, it } from 'vitest';
import { isTrackingParameter, withoutParameters } from './tracking-parameters';

describe('tracking parameters', () => {
  it('knows the campaign and click identifiers, in any case', () => {
    for (const name of ['utm_source', 'utm_campaign', 'UTM_Medium', 'fbclid', 'gclid', 'mc_cid'])
      expect(isTrackingParameter(name), name).toBe(true);
  });

  it('leaves the parameters a page reads alone', () => {
    for (const name of ['q', 'page', 'lang', 'category', 'preview', 'to', 'utm', 'ref', 'code'])
      expect(isTrackingParameter(name), name).toBe(false);
  });

  it('removes them from a query, keeping the rest in order and as encoded', () => {
    expect(withoutParameters('?utm_source=facebook&fbclid=IwAR0abc')).toBe('');
    expect(withoutParameters('?q=bus%20routes&fbclid=x&page=2')).toBe('?q=bus%20routes&page=2');
    expect(withoutParameters('lang=es&utm_medium=social')).toBe('?lang=es');
    expect(withoutParameters('?utm%5Fsource=x&q=a+b')).toBe('?q=a+b');
  });

  it('removes the parameters it is given instead', () => {
    expect(withoutParameters('?lang=es&q=bus&lang=fr', (name) => name === 'lang')).toBe('?q=bus');
    expect(withoutParameters('?preview', (name) => name === 'preview')).toBe('');
  });

  it('keeps every parameter of a query without them', () => {
    expect(withoutParameters('')).toBe('');
    expect(withoutParameters('?')).toBe('');
    expect(withoutParameters('?q=%E0%A4%A&&page=2')).toBe('?q=%E0%A4%A&page=2');
  });
});
