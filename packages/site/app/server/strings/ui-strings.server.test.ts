import { describe, expect, it } from 'vitest';
import { TranslationBatch } from '../translation/translation.server';
import {
  addUiLabels,
  CONTENT_LABELS,
  HAND_WRITTEN_LABELS,
  labelsInEnglish,
  placeholdersOf,
  settleLabels,
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

  it('keeps every placeholder in every hand-written language', () => {
    expect(placeholdersOf(UI_STRINGS.hideNotifications)).toBe('count');
    expect(placeholdersOf(UI_STRINGS.sendMessage)).toBe('name');
    for (const [code, labels] of Object.entries(HAND_WRITTEN_LABELS)) {
      for (const key of Object.keys(UI_STRINGS) as (keyof typeof UI_STRINGS)[]) {
        expect(placeholdersOf(labels[key]), `${code} ${key}`).toBe(placeholdersOf(UI_STRINGS[key]));
      }
    }
  });

  it('drops a machine translation that lost or renamed a placeholder, for the English string', () => {
    const machine = {
      ...UI_STRINGS,
      hideNotifications: 'Benachrichtigungen ausblenden ({Anzahl})',
      dismissNotification: 'Benachrichtigung schließen',
      menu: 'Menü',
      showDismissedNotifications: 'Ausgeblendete anzeigen ({count})',
    };
    const settled = settleLabels(machine, 'de', 'translated');
    expect(settled.hideNotifications).toBe(UI_STRINGS.hideNotifications);
    expect(settled.dismissNotification).toBe(UI_STRINGS.dismissNotification);
    expect(settled.menu).toBe('Menü');
    expect(settled.showDismissedNotifications).toBe('Ausgeblendete anzeigen ({count})');
    // The dropped ones are marked English.
    expect(labelsInEnglish(settled, 'de')).toContain('hideNotifications');
  });

  it('keeps the content’s strings in English where the content is, and nothing else', () => {
    const spanish = HAND_WRITTEN_LABELS.es as NonNullable<typeof HAND_WRITTEN_LABELS.es>;
    for (const status of ['unavailable', 'failed'] as const) {
      const settled = settleLabels(spanish, 'es', status);
      for (const key of CONTENT_LABELS) expect(settled[key], key).toBe(UI_STRINGS[key]);
      expect(settled.hideNotifications).toBe('Ocultar {count} avisos');
      expect(settled.menu).toBe('Menú');
      // Inside content marked English as a whole: nothing to mark one by one.
      expect(labelsInEnglish(settled, 'es', status)).toEqual([]);
    }
    expect(settleLabels(spanish, 'es', 'translated')).toEqual(spanish);
    expect(settleLabels(spanish, 'es', 'translated').relatedPages).toBe('Páginas relacionadas');
    expect(settleLabels({ ...UI_STRINGS }, 'en', 'original')).toEqual(UI_STRINGS);
  });
});
