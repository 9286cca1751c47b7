import { describe, expect, it } from 'vitest';
import { type Organization, organizationSchema } from '../entities/organization';
import { matchOrganizations } from './organization-match';

function organization(id: string, title: string, extra: Partial<Organization> = {}): Organization {
  return organizationSchema.parse({
    id,
    title,
    abbreviation: id,
    status: 'Published',
    phone: '719-555-0100',
    website: `https://${id}.example.org`,
    primaryColor: '#1d4f91',
    secondaryColor: '#ffffff',
    ...extra,
  });
}

const organizations = [
  organization('agr', 'Aspen Grove Elementary'),
  organization('asp', 'Aspen Ridge Middle School'),
  organization('mhs', 'Meadowlark High School'),
  organization('old', 'Aspen Grove Annex', { status: 'Draft' }),
  organization('nos', 'Aspen Grove Preschool', { website: null }),
];

const titles = (keywords: string) =>
  matchOrganizations(keywords, organizations).map((o) => o.title);

describe('finding a school by its name', () => {
  it('finds the school a family names, with its phone and site', () => {
    expect(matchOrganizations('Aspen Grove', organizations)).toEqual([
      {
        id: 'agr',
        title: 'Aspen Grove Elementary',
        phone: '719-555-0100',
        website: 'https://agr.example.org',
      },
    ]);
  });

  it('forgives a slip of one letter and a word still being typed', () => {
    expect(titles('aspen grvoe')).toEqual(['Aspen Grove Elementary']);
    expect(titles('Meadowlrk high')).toEqual(['Meadowlark High School']);
    expect(titles('aspen gr')).toEqual(['Aspen Grove Elementary']);
  });

  it('lists every school a shared word names, exact ones first', () => {
    expect(titles('aspen')).toEqual(['Aspen Grove Elementary', 'Aspen Ridge Middle School']);
    expect(titles('aspen grove school')).toEqual(['Aspen Grove Elementary']);
  });

  it('finds no school for words every school shares, or for other words', () => {
    expect(titles('elementary school')).toEqual([]);
    expect(titles('kindergarten')).toEqual([]);
    expect(titles('aspen grove lunch')).toEqual([]);
  });
});
