import { describe, expect, it } from 'vitest';
import { compileKeywords, escapeLuceneTerm } from './compile-lucene';

describe('Lucene keyword compilation', () => {
  it('searches the trimmed phrase or each word as a title prefix', () => {
    expect(compileKeywords({ text: '  snow day ', fuzzy: true, prefixField: 'title' })).toEqual({
      search: '"snow day" OR title:snow* OR title:day*',
      queryType: 'full',
    });
  });

  it('uses the name field for files', () => {
    expect(compileKeywords({ text: 'bus', fuzzy: true, prefixField: 'name' }).search).toBe(
      '"bus" OR name:bus*',
    );
  });

  it('searches everything for empty keywords', () => {
    expect(compileKeywords({ text: '   ', fuzzy: true, prefixField: 'title' })).toEqual({
      search: '*',
      queryType: 'full',
    });
    expect(compileKeywords({ text: '', fuzzy: false, prefixField: 'title' })).toEqual({
      search: '*',
      queryType: 'simple',
    });
  });

  it('passes simple keywords as typed', () => {
    expect(compileKeywords({ text: 'board meeting', fuzzy: false, prefixField: 'title' })).toEqual({
      search: 'board meeting',
      queryType: 'simple',
    });
  });

  it('escapes every Lucene special character in prefix words', () => {
    expect(escapeLuceneTerm('+-&&||!(){}[]^"~*?:\\/')).toBe(
      '\\+\\-\\&\\&\\|\\|\\!\\(\\)\\{\\}\\[\\]\\^\\"\\~\\*\\?\\:\\\\\\/',
    );
  });

  it('escapes quotes and backslashes inside the phrase only', () => {
    expect(
      compileKeywords({ text: 'say "hi" \\o/', fuzzy: true, prefixField: 'title' }).search,
    ).toBe('"say \\"hi\\" \\\\o/" OR title:say* OR title:\\"hi\\"* OR title:\\\\o\\/*');
  });
});
