/**
 * The two messages as nodemailer options: a plain-text part and an HTML part (escaped, `lang` and
 * `dir` set), the headers mail clients and providers act on (RFC 8058 one-click unsubscribe,
 * RFC 3834 `Auto-Submitted`), and a `Message-ID` stable per revision and subscription.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { maskAddress } from './mask-address';
import type { alertMailInputSchema, confirmationInputSchema } from './words';

/** A message ready for a transport, with what may be logged about it. */
export interface ComposedMail {
  kind: 'alert' | 'alert-confirmation';
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`; null: the transport makes one. */
  messageId: string | null;
  headers: Record<string, string>;
  /** For log lines: never the address in full. */
  log: Record<string, unknown>;
}

type Sender = { name: string; address: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Paragraphs from blank lines, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p style="margin:0 0 16px">${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

function link(href: string, text: string, extra = ''): string {
  return `<a href="${escapeHtml(href)}"${extra} style="color:#0b4f9c;text-decoration:underline">${escapeHtml(text)}</a>`;
}

/** One page of mail HTML: 16 px text, dark on white (15.9:1), links underlined (WCAG 1.4.1). */
function page(input: { language: string; dir: string; subject: string; content: string }) {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(input.language)}" dir="${input.dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px">',
    input.content,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const SMALL = 'margin:0 0 8px;font-size:14px;color:#4a4a4a';

/** Headers of every automatic message: no out-of-office replies, no loops (RFC 3834). */
function automaticHeaders(language: string): Record<string, string> {
  return {
    'Auto-Submitted': 'auto-generated',
    'X-Auto-Response-Suppress': 'All',
    'Content-Language': language,
  };
}

/** The double opt-in message. */
export function composeConfirmation(
  input: z.output<typeof confirmationInputSchema>,
  from: Sender,
): ComposedMail {
  const { words } = input;
  const text = [
    words.intro,
    ...input.organizationNames.map((name) => `- ${name}`),
    '',
    `${words.confirmAction}: ${input.confirmUrl}`,
    '',
    words.ignoreNote,
    '',
    '-- ',
    words.footer,
    `${words.manageAction}: ${input.manageUrl}`,
    '',
  ].join('\n');
  const content = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(words.subject)}</h1>`,
    `<p style="margin:0 0 8px">${escapeHtml(words.intro)}</p>`,
    '<ul style="margin:0 0 16px">',
    ...input.organizationNames.map(
      (name) => `<li><bdi translate="no">${escapeHtml(name)}</bdi></li>`,
    ),
    '</ul>',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${link(input.confirmUrl, words.confirmAction)}</p>`,
    `<p style="margin:0 0 24px">${escapeHtml(words.ignoreNote)}</p>`,
    '<hr style="border:0;border-top:1px solid #767676;margin:0 0 16px">',
    `<p style="${SMALL}">${escapeHtml(words.footer)}</p>`,
    `<p style="${SMALL}">${link(input.manageUrl, words.manageAction)}</p>`,
  ].join('\n');
  return {
    kind: 'alert-confirmation',
    from,
    to: input.to,
    subject: words.subject,
    text,
    html: page({ language: input.language, dir: input.dir, subject: words.subject, content }),
    messageId: null,
    headers: automaticHeaders(input.language),
    log: { kind: 'alert-confirmation', to: maskAddress(input.to), language: input.language },
  };
}

/**
 * `<id@sender's domain>`: the caller's id where it is safe in a header, else its SHA-256, so the
 * same revision to the same subscriber always carries the same Message-ID.
 */
export function messageIdOf(id: string, from: Sender): string {
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1);
  const local = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/.test(id)
    ? id
    : createHash('sha256').update(id).digest('hex');
  return `<${local}@${domain}>`;
}

/** One alert revision to one subscriber. */
export function composeAlert(
  input: z.output<typeof alertMailInputSchema>,
  from: Sender,
): ComposedMail {
  const { words } = input;
  const subject = `${input.importanceWord}: ${input.title} (${input.organizationName})`;
  const english = input.machineTranslated && input.englishUrl ? input.englishUrl : null;
  const note = input.machineTranslated
    ? english
      ? `${words.machineTranslationNote} ${words.englishAction}: ${english}`
      : words.machineTranslationNote
    : null;
  const text = [
    `${input.importanceWord} · ${input.organizationName}`,
    '',
    input.title,
    '',
    ...(note ? [note, ''] : []),
    input.body.trim(),
    '',
    `${words.detailsAction}: ${input.detailsUrl}`,
    '',
    '-- ',
    words.footer,
    `${words.manageAction}: ${input.manageUrl}`,
    `${words.unsubscribeAction}: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  const noteHtml = input.machineTranslated
    ? `<p style="margin:0 0 16px;padding:8px 12px;border-inline-start:4px solid #767676;background:#f3f3f3">${escapeHtml(words.machineTranslationNote)}${
        english ? ` ${link(english, words.englishAction, ' hreflang="en"')}` : ''
      }</p>`
    : '';
  const content = [
    `<p style="margin:0 0 8px"><strong>${escapeHtml(input.importanceWord)}</strong> · <bdi translate="no">${escapeHtml(input.organizationName)}</bdi></p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(input.title)}</h1>`,
    noteHtml,
    paragraphs(input.body),
    `<p style="margin:0 0 24px">${link(input.detailsUrl, words.detailsAction)}</p>`,
    '<hr style="border:0;border-top:1px solid #767676;margin:0 0 16px">',
    `<p style="${SMALL}">${escapeHtml(words.footer)}</p>`,
    // One link a line, 24 px apart: easy to tap on a phone (WCAG 2.5.8).
    `<p style="${SMALL};line-height:24px">${link(input.manageUrl, words.manageAction)}</p>`,
    `<p style="${SMALL};line-height:24px">${link(input.unsubscribeUrl, words.unsubscribeAction)}</p>`,
  ]
    .filter((line) => line !== '')
    .join('\n');
  const messageId = messageIdOf(input.messageId, from);
  return {
    kind: 'alert',
    from,
    to: input.to,
    subject,
    text,
    html: page({ language: input.language, dir: input.dir, subject, content }),
    messageId,
    headers: {
      ...automaticHeaders(input.language),
      // RFC 8058: a provider's "unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the URL.
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    log: {
      kind: 'alert',
      to: maskAddress(input.to),
      language: input.language,
      messageId,
    },
  };
}
