import { pageSchema } from '@district/core/entities/page';
import {
  messageRevision,
  pageRevision,
  reviewState,
} from '@district/core/languages/reviewed-translations';
import { describe, expect, it } from 'vitest';
import { createDemoContent, DEMO_DISTRICT } from './content';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const bundle = createDemoContent({ now: NOW, organizationIds: [DEMO_DISTRICT.organizationId] });
const district = (path: string) => {
  const page = bundle.pages.find(
    (p) => p.path.path === path && p.ownerOrganizationId === DEMO_DISTRICT.organizationId,
  );
  if (!page) throw new Error(`No district page ${path}`);
  return pageSchema.parse(page);
};

describe('the demo district’s reviewed translations', () => {
  it('has current Spanish and Vietnamese for the enrolment and closure-day pages', () => {
    for (const path of ['/register', '/school-closures']) {
      const page = district(path);
      for (const language of ['es', 'vi'])
        expect(
          reviewState(page.translations, language, pageRevision(page)).state,
          `${path} ${language}`,
        ).toBe('current');
      expect(reviewState(page.translations, 'ar', pageRevision(page)).state).toBe('machine');
    }
  });

  it('has current reviews of the enrolment page’s kindergarten message', () => {
    const [entry] = district('/register').messages;
    const message = entry?.message;
    expect(message?.slug).toBe('kindergarten-registration');
    expect(reviewState(message?.translations, 'es', messageRevision(message!)).state).toBe(
      'current',
    );
  });

  it('has one Spanish review made stale by a later English edit, reviewed before now', () => {
    const page = district('/food-and-nutrition-services/free-and-reduced');
    const state = reviewState(page.translations, 'es', pageRevision(page));
    expect(state.state).toBe('stale');
    if (state.state === 'stale')
      expect(Date.parse(state.translation.reviewedAt)).toBeLessThan(NOW.getTime());
    // Put the English back as it was at the review, and the review is current again.
    const before = {
      ...page,
      bodyHtml: page.bodyHtml?.replace('every school year.', 'every August.') ?? null,
    };
    expect(reviewState(page.translations, 'es', pageRevision(before)).state).toBe('current');
  });

  it('keeps the names machine translation keeps: the contact’s name, phone and address', () => {
    const body = district('/register').translations?.find((t) => t.language === 'es')?.bodyHtml;
    expect(body).toContain('Enrollment Center');
    expect(body).toContain('mailto:enroll@meadowlarkvalley.org');
  });
});
