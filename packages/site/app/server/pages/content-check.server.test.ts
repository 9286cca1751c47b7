import { describe, expect, it } from 'vitest';
import { checkMessageContent, checkPageContent } from './content-check.server';

describe('preview content check', () => {
  it('checks the page body and each message, with ids unique across them', () => {
    const checked = checkPageContent({ title: 'Meals', bodyHtml: '<p><a href="/a">here</a></p>' }, [
      { id: 'm1', heading: 'Menus', bodyContent: '<h2>Soon</h2><p><a href="/b">more</a></p>' },
      { id: 'm2', heading: 'Prices', bodyContent: '<p>All meals are free.</p>' },
    ]);
    expect(
      checked.report.sections.map((s) => [s.kind, s.title, s.findings.map((f) => f.target)]),
    ).toEqual([
      ['page', 'Meals', ['check-0-1']],
      ['message', 'Menus', ['check-1-1', 'check-1-2']],
      ['message', 'Prices', []],
    ]);
    // A message on a page sits under its h2: its own h2 is marked and becomes an h3.
    expect(checked.messageHtml.get('m1')).toContain('<h3 id="check-1-1" data-check="">Soon</h3>');
    expect(checked.pageHtml).toBe('<p><a href="/a" id="check-0-1" data-check="">here</a></p>');
  });

  it('checks a message on its own page under the page’s h1', () => {
    const checked = checkMessageContent({ heading: 'Menus', bodyContent: '<h2>Soon</h2>' });
    expect(checked.report.sections[0]?.findings).toEqual([]);
    expect(checked.html).toBe('<h2>Soon</h2>');
  });
});
