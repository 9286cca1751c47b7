import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESSENTIAL_PAGES,
  essentialFirst,
  essentialPagesSchema,
  essentialRank,
} from './essential-pages';

const pages = [
  { path: '/about-us', title: 'About Us', categories: ['About Us'] },
  { path: '/safety-and-security', title: 'Safety and Security', categories: ['Safety'] },
  { path: '/register', title: 'Register for School', categories: ['Enrollment'] },
  { path: '/special-education', title: 'Special Education', categories: ['Special Education'] },
  { path: '/athletics', title: 'Athletics', categories: ['Athletics'] },
  { path: '/school-closures', title: 'School Closures and Delays', categories: ['Closures'] },
  { path: '/food-and-nutrition-services/free-and-reduced', title: 'Free and Reduced-Price Meals' },
];

describe('essential pages', () => {
  it('finds enrolment, closures, special education, meals and safety by default, in that order', () => {
    const ordered = essentialFirst(pages, DEFAULT_ESSENTIAL_PAGES);
    expect(ordered.map(({ page }) => page.path)).toEqual([
      '/register',
      '/school-closures',
      '/special-education',
      '/food-and-nutrition-services/free-and-reduced',
      '/safety-and-security',
      '/about-us',
      '/athletics',
    ]);
    expect(ordered.map(({ essential }) => essential)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('matches a path entry to that page only', () => {
    expect(essentialRank(pages[4]!, ['/athletics'])).toBe(0);
    expect(
      essentialRank({ path: '/athletics/stadiums', title: 'Stadiums' }, ['/athletics']),
    ).toBeNull();
  });

  it('takes the default when the district says nothing, and refuses a blank entry', () => {
    expect(essentialPagesSchema.parse(undefined)).toEqual([...DEFAULT_ESSENTIAL_PAGES]);
    expect(() => essentialPagesSchema.parse([' '])).toThrow(/essentialPages/);
  });
});
