/** The chrome's own strings (the catalogs' `ui.` group): hand-written, else machine-translated. */
import type { TranslationBatch, TranslationStatus } from '../translation/translation.server';
import {
  CATALOGS,
  catalogGroup,
  ENGLISH_CATALOG,
  formatMessage,
  type GroupKey,
  labelOf,
  messageArguments,
} from './catalog.server';

/** Every interface string of the chrome, in English (the catalog's `ui.` group). */
export const UI_STRINGS: Readonly<UiLabels> = labelsOf('en');

/** The name of an interface string; the notice toggle's ICU plural comes as two labels. */
export type UiStringKey = GroupKey<'ui'> | 'hideOneNotification';

/** The interface strings in the reader's language. */
export type UiLabels = Record<UiStringKey, string>;

/** Strings inside the page content: English wherever the content is, as its region is `lang="en"`. */
export const CONTENT_LABELS: readonly UiStringKey[] = [
  'learnMore',
  'related',
  'relatedPages',
  'relatedLinks',
  'atAGlance',
  'breadcrumb',
  'listUnavailable',
  'addToCalendar',
  'allDay',
  'sendMessage',
  'updated',
  'nothingToShow',
  'subscribe',
  'calendarApp',
  'subscribeCalendarApp',
  'subscribeGoogleCalendar',
  'subscribeOutlook',
  'newsReader',
  'subscribeNews',
  'phone',
  'feedAnnouncements',
  'feedMoreAnnouncements',
  'feedStories',
  'feedMoreStories',
  'feedEvents',
  'feedFullCalendar',
  'feedFiles',
  'feedMoreFiles',
  'feedPeople',
  'feedFullDirectory',
];

// Shown only when there is no translation service: machine translation cannot provide it.
const HAND_WRITTEN_ONLY: readonly UiStringKey[] = [
  'translationUnavailable',
  'translationUnavailableShort',
];

function labelsOf(languageCode: string): UiLabels {
  const english = catalogGroup(ENGLISH_CATALOG, 'ui');
  const own = catalogGroup(CATALOGS[languageCode] ?? {}, 'ui');
  const labels: Record<string, string> = {};
  for (const [key, message] of Object.entries(english)) labels[key] = labelOf(own[key] ?? message);
  labels.hideOneNotification = formatMessage(languageCode, 'ui.hideNotifications', { count: 1 });
  return labels as UiLabels;
}

// A language missing any `ui.` label is left to the machine, so the chrome reads in one language.
const hasEveryLabel = (code: string) =>
  Object.keys(ENGLISH_CATALOG).every(
    (key) => !key.startsWith('ui.') || CATALOGS[code]?.[key] !== undefined,
  );

/** The languages whose people-written catalog has every label: no English button, even offline. */
export const HAND_WRITTEN_LABELS: Readonly<Record<string, UiLabels>> = Object.fromEntries(
  Object.keys(CATALOGS)
    .filter((code) => code !== 'en' && hasEveryLabel(code))
    .map((code) => [code, labelsOf(code)]),
);

/** The interface strings for `languageCode`: hand-written, else English with the keys to translate. */
export function uiLabels(
  languageCode: string,
  { machine }: { machine: boolean },
): { labels: UiLabels; untranslated: UiStringKey[] } {
  const handWritten = HAND_WRITTEN_LABELS[languageCode];
  if (handWritten) return { labels: { ...handWritten }, untranslated: [] };
  const labels: UiLabels = { ...UI_STRINGS };
  if (languageCode === 'en' || !machine) return { labels, untranslated: [] };
  const untranslated = (Object.keys(UI_STRINGS) as UiStringKey[]).filter(
    (key) => !HAND_WRITTEN_ONLY.includes(key),
  );
  return { labels, untranslated };
}

/** The interface strings for the request's language; the machine's are translated in `batch`. */
export function addUiLabels(
  batch: TranslationBatch,
  languageCode: string,
  { machine }: { machine: boolean },
): UiLabels {
  const { labels, untranslated } = uiLabels(languageCode, { machine });
  batch.add(labels, untranslated);
  return labels;
}

/** The labels still English in a page of another language, for `lang="en"` marks (WCAG 3.1.2). */
export function labelsInEnglish(
  labels: UiLabels,
  languageCode: string,
  contentTranslation: TranslationStatus = 'translated',
): UiStringKey[] {
  if (languageCode === 'en') return [];
  const contentInEnglish = contentTranslation !== 'translated';
  return (Object.keys(UI_STRINGS) as UiStringKey[]).filter(
    (key) => labels[key] === UI_STRINGS[key] && !(contentInEnglish && CONTENT_LABELS.includes(key)),
  );
}

/** The sorted `{name}` placeholders of a template; an unparsable ICU label gets a unique mark. */
export function placeholdersOf(template: string): string {
  if (/^\{\w+,\s*plural,/.test(template)) return messageArguments(template) ?? '\u0000unparsable';
  return [...template.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

// Each string's English placeholders, read once rather than on every page.
const ENGLISH_PLACEHOLDERS = (Object.keys(UI_STRINGS) as UiStringKey[]).map(
  (key) => [key, placeholdersOf(UI_STRINGS[key])] as const,
);

/** The labels as shown: a translation that lost a placeholder falls back to English. */
export function settleLabels(
  labels: UiLabels,
  languageCode: string,
  contentTranslation: TranslationStatus,
): UiLabels {
  const settled = { ...labels };
  for (const [key, placeholders] of ENGLISH_PLACEHOLDERS) {
    if (settled[key] !== UI_STRINGS[key] && placeholdersOf(settled[key]) !== placeholders)
      settled[key] = UI_STRINGS[key];
  }
  if (languageCode !== 'en' && contentTranslation !== 'translated') {
    for (const key of CONTENT_LABELS) settled[key] = UI_STRINGS[key];
  }
  return settled;
}
