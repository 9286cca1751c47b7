import { describe, expect, it } from 'vitest';
import { message, page } from '../../test/fixtures';
import {
  isWayfindingPage,
  notificationPageCategories,
  pageCategoryTitles,
} from './page-categories';

describe('page categories', () => {
  it('flattens categories, including a category given as an array', () => {
    const p = page({
      categories: [
        { category: { title: 'Athletics' } },
        { category: [{ title: 'Football' }, { title: 'Athletics' }] },
      ],
    });
    expect(pageCategoryTitles(p)).toEqual(['Athletics', 'Football']);
  });

  it('recognises wayfinding pages by a type slug that begins with wayfinding', () => {
    expect(isWayfindingPage(page({ pageType: { slug: 'wayfinding-page' } }))).toBe(true);
    expect(isWayfindingPage(page({ pageType: { slug: 'wayfinding-school' } }))).toBe(true);
    expect(isWayfindingPage(page({ pageType: { slug: 'landing-page' } }))).toBe(false);
  });

  it("uses the first message's categories as the page's on a wayfinding page", () => {
    const p = page({
      pageType: { slug: 'wayfinding-page' },
      categories: [{ category: { title: 'Ignored' } }],
      messages: [
        { message: message({ categories: ['Athletics', 'Weather Status Normal'] }) },
        { message: message({ categories: ['Second'] }) },
      ],
    });
    expect(notificationPageCategories(p)).toEqual(['Athletics', 'Weather Status Normal']);
  });

  it('has no categories on a wayfinding page without messages', () => {
    expect(notificationPageCategories(page({ pageType: { slug: 'wayfinding-page' } }))).toEqual([]);
  });

  it("uses the page's own categories on other pages", () => {
    const p = page({
      categories: [{ category: { title: 'Athletics' } }],
      messages: [{ message: message({ categories: ['Other'] }) }],
    });
    expect(notificationPageCategories(p)).toEqual(['Athletics']);
  });
});
