import { describe, expect, it } from 'vitest';
import { calendarText, htmlToPlainText, stripInvalidXmlChars } from './plain-text.server';

describe('plain text for machine-read formats', () => {
  it('removes characters XML 1.0 forbids and keeps tabs, line breaks and emoji', () => {
    expect(stripInvalidXmlChars('a\u0000b\u000bc\u0008\td\ne\r😀\ud800\uffff')).toBe(
      'abc\td\ne\r😀',
    );
  });

  it('turns CR and CRLF into LF and drops other controls in calendar text', () => {
    expect(calendarText('one\r\ntwo\rthree\u0007\tfour')).toBe('one\ntwo\nthree\tfour');
  });

  it('flattens HTML to readable text with line breaks at block ends', () => {
    expect(
      htmlToPlainText(
        '<h2>Field&nbsp;Day</h2><p>Bring <b>water</b> &amp; a hat.<br>Starts at 9.</p><ul><li>K–2</li><li>3–5</li></ul>',
      ),
    ).toBe('Field Day\nBring water & a hat.\nStarts at 9.\n• K–2\n• 3–5');
  });

  it('drops scripts, styles and comments, and decodes numeric entities', () => {
    expect(
      htmlToPlainText('<style>p{}</style><script>alert(1)</script><!-- x -->&#233;t&#xE9;'),
    ).toBe('été');
    expect(htmlToPlainText(null)).toBe('');
  });
});
