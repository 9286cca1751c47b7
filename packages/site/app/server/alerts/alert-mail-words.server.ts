/**
 * The sentences of an alert e-mail around its title and body, in the subscriber's language: the
 * catalogs' `alerts.mail…` messages where people wrote them, else English, handed to the
 * caller's translation batch (the machine translates them with the alert's own words, once per
 * language and revision). Names are filled in before translating, so they are kept as written.
 */
import type { AlertMailWords } from '@district/data/alerts-mail/alert-mailer';
import { CATALOGS, formatMessage } from '../strings/catalog.server';

/** The catalog key of each sentence. */
const KEYS: Readonly<Record<keyof AlertMailWords, string>> = {
  detailsAction: 'alerts.mailDetailsAction',
  machineTranslationNote: 'alerts.mailMachineTranslationNote',
  englishAction: 'alerts.mailEnglishAction',
  manageAction: 'alerts.mailManageAction',
  unsubscribeAction: 'alerts.mailUnsubscribeAction',
  footer: 'alerts.mailFooter',
};

type Field = keyof AlertMailWords;

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
  for (const [field, key] of Object.entries(KEYS) as [Field, string][]) {
    const written = own[key] !== undefined;
    words[field] = formatMessage(written ? languageCode : 'en', key, {
      organization: options.organization,
    });
    if (!written && options.machine) untranslated.push(field);
  }
  return { words, untranslated };
}
