import { describe, expect, it } from 'vitest';
import { forgivenWords, spellingSuggestion } from './spelling';
import { analyzeText, editDistance } from './text-analysis';

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('kindergarden', 'kindergarten')).toBe(1);
    expect(editDistance('kindergatren', 'kindergarten')).toBe(1);
    expect(editDistance('carers', 'careers')).toBe(1);
    expect(editDistance('careers', 'careers')).toBe(0);
    expect(editDistance('kindrgardn', 'kindergarten')).toBe(3);
    expect(editDistance('kindrgardn', 'kindergarten', 1)).toBe(2);
  });

  it('splits text as the standard analyzer does', () => {
    expect(analyzeText('Snow-day  Schedule, 2025!')).toEqual(['snow', 'day', 'schedule', '2025']);
  });
});

describe('forgiving search', () => {
  it('forgives words of four letters or more, each once', () => {
    expect(forgivenWords('bus kindergarden Kindergarden')).toEqual(['kindergarden']);
    expect(forgivenWords('a bus')).toEqual([]);
  });

  it('suggests the closest title word for each misspelled word', () => {
    const titles = ['Kindergarten', 'Kindergarten registration is open', 'Garden Club'];
    expect(spellingSuggestion('kindergarden', titles)).toBe('kindergarten');
    expect(spellingSuggestion('Kindergarden registraton', titles)).toBe(
      'kindergarten registration',
    );
  });

  it('suggests nothing when every word is found or none is near', () => {
    expect(spellingSuggestion('kindergarten', ['Kindergarten'])).toBeNull();
    expect(spellingSuggestion('zzqxjv', ['Kindergarten'])).toBeNull();
    expect(spellingSuggestion('bux', ['Bus routes'])).toBeNull();
  });
});
