import { describe, expect, it } from 'vitest';
import { TranslationBatch } from './translation.server';
import {
  addUiLabels,
  HAND_WRITTEN_LABELS,
  labelsInEnglish,
  UI_STRINGS,
  uiLabels,
} from './ui-strings.server';

describe('interface strings', () => {
  it('has every hand-written language in full, none left in English', () => {
    for (const [code, labels] of Object.entries(HAND_WRITTEN_LABELS)) {
      expect(Object.keys(labels).sort(), code).toEqual(Object.keys(UI_STRINGS).sort());
      expect(labelsInEnglish(labels, code), code).toEqual([]);
    }
  });

  it('uses the hand-written strings and leaves nothing to the machine for those languages', () => {
    expect(uiLabels('vi', { machine: true })).toEqual({
      labels: HAND_WRITTEN_LABELS.vi,
      untranslated: [],
    });
  });

  it('leaves every other string to the machine, except the notice only shown without one', () => {
    const { labels, untranslated } = uiLabels('de', { machine: true });
    expect(labels).toEqual(UI_STRINGS);
    expect(untranslated).toContain('changeLanguage');
    expect(untranslated).not.toContain('translationUnavailable');
    expect(uiLabels('de', { machine: false }).untranslated).toEqual([]);
    expect(uiLabels('en', { machine: true }).untranslated).toEqual([]);
  });

  it('registers the machine-translated strings in the batch', () => {
    const batch = new TranslationBatch();
    addUiLabels(batch, 'de', { machine: true });
    expect(batch.texts()).toContain(UI_STRINGS.searchSubmit);
    const none = new TranslationBatch();
    addUiLabels(none, 'es', { machine: true });
    expect(none.texts()).toEqual([]);
  });

  it('gives each label its own copy, so translating one page cannot change another', () => {
    const first = uiLabels('es', { machine: true }).labels;
    first.menu = 'changed';
    expect(uiLabels('es', { machine: true }).labels.menu).toBe('Menú');
    const german = uiLabels('de', { machine: true }).labels;
    german.menu = 'changed';
    expect(UI_STRINGS.menu).toBe('Menu');
  });
});
