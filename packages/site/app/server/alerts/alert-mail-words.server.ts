/**
 * The sentences of an alert e-mail around its title and body, in the subscriber's language: the
 * catalogs' `alerts.mail…` messages where people wrote them, else English, handed to the
 * caller's translation batch (the machine translates them with the alert's own words, once per
 * language and revision). Names are filled in before translating, so they are kept as written.
 */
import type { AlertMailWords } from '@district/data/alerts-mail/alert-mailer';
import { CATALOGS, ENGLISH_CATALOG } from '../strings/catalog.server';

/**
 * The English sentences, used until the English catalog has them (the `alerts.` group): the
 * catalog key of each is `alerts.mail` followed by the capitalised field name.
 */
const ENGLISH: AlertMailWords = {
  detailsAction: 'Read this alert on the website',
  machineTranslationNote:
    'This alert was translated by machine and may contain mistakes. The English is the official version.',
  englishAction: 'Read the original in English',
  manageAction: 'Change these alerts',
  unsubscribeAction: 'Stop these alerts',
  footer: 'You receive this e-mail because you asked for alerts from {organization}.',
};

type Field = keyof AlertMailWords;
const FIELDS = Object.keys(ENGLISH) as Field[];

/** The catalog key of a field: `alerts.mailDetailsAction`. */
export const mailWordKey = (field: Field) =>
  `alerts.mail${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/**
 * The sentences for `languageCode`, with the fields still in English that a machine should
 * translate (none for English, or when `machine` is false: no translation service).
 */
export function alertMailWords(
  languageCode: string,
  options: { machine: boolean; organization: string },
): { words: AlertMailWords; untranslated: Field[] } {
  const own = CATALOGS[languageCode] ?? {};
  const words = {} as AlertMailWords;
  const untranslated: Field[] = [];
  for (const field of FIELDS) {
    const key = mailWordKey(field);
    const message = own[key] ?? ENGLISH_CATALOG[key] ?? ENGLISH[field];
    words[field] = message.replaceAll('{organization}', options.organization);
    if (own[key] === undefined && languageCode !== 'en' && options.machine) {
      untranslated.push(field);
    }
  }
  return { words, untranslated };
}
