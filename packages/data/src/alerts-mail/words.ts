/**
 * What the alert mailer is handed: the sentences of each message (already in the subscriber's
 * language, names filled in by the caller), the links, and what it answers.
 */
import { z } from 'zod';

const sentence = z.string().trim().min(1, 'must not be blank').max(1_000, 'is too long');
const link = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The sentences of the double opt-in message. */
export const confirmationWordsSchema = z.object({
  /** The subject line: "Confirm your closure alerts". */
  subject: sentence,
  /** The first line: "You asked for alerts from these schools:" (the names follow as a list). */
  intro: sentence,
  /** The confirmation link's text: "Confirm my alerts". */
  confirmAction: sentence,
  /** "Nothing is sent to you until you confirm. If you did not ask, ignore this e-mail." */
  ignoreNote: sentence,
  /** The manage link's text: "Change or end these alerts". */
  manageAction: sentence,
  /** Who sends it and why, the last line: "Sent by Springfield Public Schools." */
  footer: sentence,
});

/** The sentences of an alert message around its title and body. */
export const alertMailWordsSchema = z.object({
  /** The details link's text: "Read this alert on the website". */
  detailsAction: sentence,
  /** Said before the body when `machineTranslated`: "This alert was translated by a machine." */
  machineTranslationNote: sentence,
  /** The English link's text: "Read the original in English". */
  englishAction: sentence,
  /** The manage link's text: "Change these alerts". */
  manageAction: sentence,
  /** The unsubscribe link's text: "Stop these alerts". */
  unsubscribeAction: sentence,
  /** Why it came, the last line: "You receive this because you asked for alerts from …". */
  footer: sentence,
});

/** The sentences of the double opt-in message. */
export type ConfirmationWords = z.infer<typeof confirmationWordsSchema>;
/** The sentences of an alert message. */
export type AlertMailWords = z.infer<typeof alertMailWordsSchema>;
/** Every sentence of both messages, already in the subscriber's language. */
export interface MailWords {
  confirmation: ConfirmationWords;
  alert: AlertMailWords;
}

const address = z.email({ error: 'must be an e-mail address' });
const language = z
  .string()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'must be a language code like es or zh-Hant');
const dir = z.enum(['ltr', 'rtl'], { error: 'must be ltr or rtl' });

/** `sendConfirmation`'s input. */
export const confirmationInputSchema = z.object({
  to: address,
  language,
  dir,
  confirmUrl: link,
  manageUrl: link,
  organizationNames: z.array(sentence).min(1, 'must name at least one organization'),
  words: confirmationWordsSchema,
});

/** `sendAlert`'s input. */
export const alertMailInputSchema = z.object({
  to: address,
  language,
  dir,
  /**
   * Stable per revision and subscription, so a repeat is recognisable (`Message-ID`): letters,
   * digits and `.-_+` are used as given, anything else is hashed.
   */
  messageId: z.string().min(1, 'must not be empty').max(200, 'is too long'),
  title: sentence,
  body: z.string().trim().min(1, 'must not be blank').max(20_000, 'is too long'),
  importanceWord: sentence,
  organizationName: sentence,
  detailsUrl: link,
  englishUrl: link.nullable(),
  manageUrl: link,
  /** The one-click target (RFC 8058): a POST to it ends the subscription. */
  unsubscribeUrl: z.url({ protocol: /^https$|^http$/, error: 'must be an http(s) URL' }),
  machineTranslated: z.boolean(),
  words: alertMailWordsSchema,
});

/** What `sendConfirmation` is given. */
export type ConfirmationInput = z.input<typeof confirmationInputSchema>;
/** What `sendAlert` is given. */
export type AlertMailInput = z.input<typeof alertMailInputSchema>;

/**
 * How a send ended. `temporary`: try again later (an SMTP 4xx, no connection, a time-out, our
 * own server refusing our sender or credentials); otherwise the address itself was refused
 * (5xx to the recipient or the message), and the subscription may be ended after a few.
 * `uncertain`: the connection was lost or went silent once set up, possibly after the server
 * took the message, so a retry may deliver it twice.
 */
export type MailOutcome =
  | { ok: true }
  | { ok: false; temporary: boolean; code: number | null; problem: string; uncertain?: boolean };
