/**
 * The interface's own strings: the labels, buttons and headings of the chrome, read from the
 * catalogs' `ui.` group (catalog.server.ts). A reader in another language gets them from that
 * language's catalog where there is one (written by people, and there even when the translation
 * service is not), else by machine translation in the chrome's batch, kept in the translation memory like any other fragment.
 */
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

/**
 * The name of an interface string. The notice toggle's count is one ICU plural in the catalogs
 * (`ui.hideNotifications`); the chrome gets it as two labels, the one-notice form apart.
 */
export type UiStringKey = GroupKey<'ui'> | 'hideOneNotification';

/** The interface strings in the reader's language. */
export type UiLabels = Record<UiStringKey, string>;

/**
 * The strings shown inside the page content (the related-pages aside, feed panels, page messages).
 * Where the content stayed in English (no translation service, or it failed), they stay English
 * too: the content region is marked `lang="en"` as a whole, and a heading in another language
 * inside it would be mislabelled (WCAG 3.1.2).
 */
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

// The labels of a language's catalog (English's for any it lacks, in a partial catalog).
function labelsOf(languageCode: string): UiLabels {
  const english = catalogGroup(ENGLISH_CATALOG, 'ui');
  const own = catalogGroup(CATALOGS[languageCode] ?? {}, 'ui');
  const labels: Record<string, string> = {};
  for (const [key, message] of Object.entries(english)) labels[key] = labelOf(own[key] ?? message);
  labels.hideOneNotification = formatMessage(languageCode, 'ui.hideNotifications', { count: 1 });
  return labels as UiLabels;
}

// Whether a catalog has the whole `ui.` group: a language missing any is left to the machine, so
// the chrome still reads in one language.
const hasEveryLabel = (code: string) =>
  Object.keys(ENGLISH_CATALOG).every(
    (key) => !key.startsWith('ui.') || CATALOGS[code]?.[key] !== undefined,
  );

/**
 * The languages whose catalog (catalogs/<code>.json, written by people) has every label, the ones
 * most families of the district read: a reader in one of them meets no English button, even without the
 * translation service.
 */
export const HAND_WRITTEN_LABELS: Readonly<Record<string, UiLabels>> = Object.fromEntries(
  Object.keys(CATALOGS)
    .filter((code) => code !== 'en' && hasEveryLabel(code))
    .map((code) => [code, labelsOf(code)]),
);

/**
 * The interface strings for `languageCode`: the hand-written ones when we have them, else English
 * with the keys a machine should translate (none for English, or when `machine` is false because
 * no translation service is configured).
 */
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

/**
 * The interface strings for the request's language; those left to the machine are registered in
 * `batch`, which translates them in place when it runs (they stay English if it fails).
 */
export function addUiLabels(
  batch: TranslationBatch,
  languageCode: string,
  { machine }: { machine: boolean },
): UiLabels {
  const { labels, untranslated } = uiLabels(languageCode, { machine });
  batch.add(labels, untranslated);
  return labels;
}

/**
 * The labels still in English in a page of another language (no hand-written string, and machine
 * translation off or failed), so the page can mark them `lang="en"` (WCAG 3.1.2). The content's
 * own strings are left out where the content stayed English: its region is marked as a whole.
 */
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

/**
 * The `{name}` placeholders of a template, sorted (the same set in every language); an ICU plural
 * label gives its argument names, or a mark no other template has when it does not parse.
 */
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

/**
 * The labels as the page shows them, once the request's translation status is known: a machine
 * translation that lost or renamed a placeholder (`{count}`) is dropped for the English string,
 * and the content's own strings are English wherever the content is (see CONTENT_LABELS).
 */
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
