/**
 * An alert e-mail's sentences in the subscriber's language: hand-written where catalogs have them,
 * else translated with the alert's words. Names are filled in first, so they stay as written.
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

/** The sentences for `languageCode`, with the English fields a machine should translate. */
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
