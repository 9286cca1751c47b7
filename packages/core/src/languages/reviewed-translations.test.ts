import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../entities/page';
import {
  englishRevision,
  messageRevision,
  pageRevision,
  pageTranslationSchema,
  reviewState,
} from './reviewed-translations';

const english = {
  title: 'Register for School',
  metaDescription: null,
  bodyHtml: '<p>Bring proof.</p>',
};

describe('reviewed translations', () => {
  it('names an English revision by the SHA-256 of its fields as a JSON array, missing as ""', () => {
    const expected = createHash('sha256')
      .update(JSON.stringify(['Register for School', '', '<p>Bring proof.</p>']), 'utf8')
      .digest('hex');
    expect(pageRevision(english)).toBe(expected);
    expect(englishRevision(['Register for School', undefined, '<p>Bring proof.</p>'])).toBe(
      expected,
    );
    expect(
      messageRevision({
        title: 'Register for School',
        summary: '',
        bodyHtml: '<p>Bring proof.</p>',
      }),
    ).toBe(expected);
  });

  it('gives another revision when any English field changes, even by a letter', () => {
    expect(pageRevision({ ...english, bodyHtml: '<p>Bring proofs.</p>' })).not.toBe(
      pageRevision(english),
    );
    expect(pageRevision({ ...english, metaDescription: 'New' })).not.toBe(pageRevision(english));
  });

  it('serves the latest review of the language while it translates the English as it is', () => {
    const revision = pageRevision(english);
    const older = {
      language: 'es',
      reviewedAt: '2026-01-01T00:00:00Z',
      sourceRevision: '0'.repeat(64),
    };
    const newer = { language: 'es', reviewedAt: '2026-03-01T00:00:00Z', sourceRevision: revision };
    expect(reviewState([older, newer], 'es', revision)).toEqual({
      state: 'current',
      translation: newer,
    });
    expect(reviewState([newer, older], 'es', revision).state).toBe('current');
    expect(reviewState([older], 'es', revision)).toEqual({ state: 'stale', translation: older });
    expect(reviewState([newer], 'vi', revision)).toEqual({ state: 'machine' });
    expect(reviewState(undefined, 'es', revision)).toEqual({ state: 'machine' });
  });

  it('refuses a review without a language code, a date or a revision hash, naming the fault', () => {
    const review = {
      language: 'es',
      reviewedAt: '2026-03-01T09:00:00Z',
      sourceRevision: pageRevision(english),
      title: 'Inscribirse en la escuela',
    };
    expect(pageTranslationSchema.parse(review).bodyHtml).toBeNull();
    expect(() => pageTranslationSchema.parse({ ...review, language: 'Spanish' })).toThrow(
      /language code/,
    );
    expect(() => pageTranslationSchema.parse({ ...review, sourceRevision: 'v2' })).toThrow(
      /SHA-256/,
    );
    expect(() => pageTranslationSchema.parse({ ...review, reviewedAt: 'last week' })).toThrow();
  });

  it('reads a page whose CMS answers no translations, or null, as having none', () => {
    const page = {
      id: 'p',
      title: 't',
      slug: 's',
      path: { path: '/s' },
      pageType: { slug: 'wayfinding-page' },
      ownerOrganizationId: 'o',
    };
    expect(pageSchema.parse(page).translations).toBeUndefined();
    // The same as the embedded CMS, which leaves the field out: the two adapters answer alike.
    expect(pageSchema.parse({ ...page, translations: null }).translations).toBeUndefined();
  });
});
