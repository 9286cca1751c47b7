import { describe, expect, it } from 'vitest';
import { markTranslation } from './fake-translator';

describe('the fake translator', () => {
  it('marks every text node and keeps the tags as they were', () => {
    expect(markTranslation('<p>Hello <a href="/x">there</a></p>', 'es')).toBe(
      '<p>[es] Hello <a href="/x">[es] there</a></p>',
    );
  });

  it('leaves text inside translate="no" alone, as the real service does', () => {
    expect(
      markTranslation(
        '<p>Call <span translate="no">Aspen <b>Grove</b> Elementary</span> today<br>now</p>',
        'ar',
      ),
    ).toBe(
      '<p>[ar] Call <span translate="no">Aspen <b>Grove</b> Elementary</span>[ar]  today<br>[ar] now</p>',
    );
  });

  it('translates again inside translate="yes" under a translate="no" element', () => {
    expect(
      markTranslation('<div translate="no">CORA <em translate="yes">program</em></div>', 'es'),
    ).toBe('<div translate="no">CORA <em translate="yes">[es] program</em></div>');
  });
});
