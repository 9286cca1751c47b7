import { describe, expect, it } from 'vitest';
import { message } from '../../test/fixtures';
import { messageSchema } from '../entities/message';
import { applyPlaceholders, substitutePlaceholders } from './placeholders';

const context = {
  organization: { title: 'Aspen Grove Elementary', phone: '555-0101', enrollment: 412 },
  page: { title: 'Snow Days', path: { path: '/snow-days' } },
  school: 'Aspen Grove',
};

describe('placeholders', () => {
  it('replaces $word with the string value at the top of the context', () => {
    expect(substitutePlaceholders('Welcome to $school!', context)).toBe('Welcome to Aspen Grove!');
  });

  it('replaces $path.sub with the string value at that path', () => {
    expect(substitutePlaceholders('Call $organization.phone', context)).toBe('Call 555-0101');
    expect(substitutePlaceholders('See $page.path.path', context)).toBe('See /snow-days');
  });

  it('treats a trailing dot as punctuation, not part of the path', () => {
    expect(substitutePlaceholders('Welcome to $organization.title.', context)).toBe(
      'Welcome to Aspen Grove Elementary.',
    );
  });

  it('leaves a placeholder that resolves to a number as written', () => {
    expect(substitutePlaceholders('We have $organization.enrollment students', context)).toBe(
      'We have $organization.enrollment students',
    );
  });

  it('leaves a placeholder that resolves to an object as written', () => {
    expect(substitutePlaceholders('$organization', context)).toBe('$organization');
  });

  it('leaves a placeholder that does not resolve as written', () => {
    expect(substitutePlaceholders('$organization.mission and $nothing', context)).toBe(
      '$organization.mission and $nothing',
    );
  });

  it('never reads inherited properties', () => {
    expect(substitutePlaceholders('$constructor.name', context)).toBe('$constructor.name');
  });

  it('only matches letters and dots: digits end a placeholder', () => {
    expect(substitutePlaceholders('$5 and $school2', context)).toBe('$5 and Aspen Grove2');
  });

  it('substitutes in title, summary and bodyHtml of a message', () => {
    const result = applyPlaceholders(
      message({
        title: '$school closed',
        summary: 'Call $organization.phone',
        bodyHtml: '<p>$page.title</p>',
        slug: '$school',
      }),
      context,
    );
    expect(result.title).toBe('Aspen Grove closed');
    expect(result.summary).toBe('Call 555-0101');
    expect(result.bodyHtml).toBe('<p>Snow Days</p>');
    expect(result.slug).toBe('$school');
  });

  it('leaves the empty summary and body of a message the CMS wrote with nulls empty', () => {
    const read = messageSchema.parse({ ...message(), summary: null, bodyHtml: null });
    const result = applyPlaceholders(read, context);
    expect(result.summary).toBe('');
    expect(result.bodyHtml).toBe('');
  });
});
