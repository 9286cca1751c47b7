/**
 * Where composed messages go: an SMTP server (nodemailer's pooled SMTP transport, every stage
 * timed out) or the outbox folder (nodemailer's stream transport writes the `.eml`).
 */
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { keepOutboxFile, outboxFileName } from '../outbox/outbox';
import { describeError, type Logger } from '../resilience/logger';
import type { SmtpTimeouts } from './alert-mailer';
import type { ComposedMail } from './compose';
import { maskAddress } from './mask-address';
import type { MailOutcome } from './words';

/** Sends composed messages somewhere. */
export interface MailTransport {
  mode: 'smtp' | 'outbox';
  send(mail: ComposedMail, logger: Logger): Promise<MailOutcome>;
  close(): Promise<void>;
}

function mailOptions(mail: ComposedMail, date?: Date) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(date ? { date } : {}),
  };
}

/** Addresses in a server's answer (many echo the recipient) shown masked. */
function maskAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (address) => maskAddress(address));
}

/**
 * Whether the server may have taken the message: no answer, and the failure came once talking
 * (silence or a dropped connection), not while connecting, greeting or starting TLS. A server
 * keeps a message only once it answers the final `.`, but that answer is what a time-out loses.
 */
function uncertainOf(failure: {
  responseCode?: unknown;
  code?: unknown;
  message?: unknown;
  timeoutType?: unknown;
  originalCode?: unknown;
}): boolean {
  if (typeof failure.responseCode === 'number') return false;
  if (failure.code === 'ETIMEDOUT') return failure.timeoutType === 'SOCKET_TIMEOUT';
  const refused = failure.originalCode === 'ECONNREFUSED' || failure.originalCode === 'ENOTFOUND';
  if (failure.code === 'ESOCKET') return !refused;
  return failure.code === 'ECONNECTION' && !refused && /closed/i.test(String(failure.message));
}

/** SMTP stages at which a 5xx refuses our server's set-up (sender, credentials), not the address. */
const OUR_SIDE = /^(EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM)/i;

/**
 * An SMTP answer or failure as a {@link MailOutcome}: 4xx, no connection and time-outs are
 * temporary; 5xx to the recipient or the message is permanent. A 5xx to our sender or our
 * credentials is counted temporary: the fault is the deployment's, and ending every family's
 * subscription over a wrong password would be worse than retrying.
 */
export function outcomeOfSmtpError(error: unknown): MailOutcome & { ok: false } {
  const failure = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
    response?: unknown;
    message?: unknown;
    timeoutType?: unknown;
    originalCode?: unknown;
  };
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const command = typeof failure.command === 'string' ? failure.command : '';
  const said = typeof failure.response === 'string' ? failure.response : String(failure.message);
  const problem = maskAddresses(
    [typeof failure.code === 'string' ? failure.code : null, command || null, said]
      .filter(Boolean)
      .join(' '),
  ).slice(0, 500);
  const permanent =
    code !== null &&
    code >= 500 &&
    code < 600 &&
    failure.code !== 'EAUTH' &&
    !OUR_SIDE.test(command);
  return { ok: false, temporary: !permanent, code, problem, uncertain: uncertainOf(failure) };
}

/**
 * The SMTP URL's parts: `smtps://` is TLS from the start (465), `smtp://` upgrades with STARTTLS
 * (587). Credentials never cross the network in clear: with a user, `smtp://` requires STARTTLS
 * unless the server is on this machine (a local relay, a test's server).
 */
export function smtpConnectionOf(url: string): {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  auth?: { user: string; pass: string };
} {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP URL must be an smtp:// or smtps:// URL');
  }
  const secure = parsed.protocol === 'smtps:';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const user = decodeURIComponent(parsed.username);
  const local = host === 'localhost' || host === '::1' || /^127\./.test(host);
  return {
    host,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && user !== '' && !local,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
  };
}

/** A pooled SMTP transport; each stage of the exchange has its own time-out. */
export function smtpTransport(options: {
  url: string;
  timeouts: SmtpTimeouts;
  maxConnections: number;
}): MailTransport {
  const transporter = nodemailer.createTransport({
    ...smtpConnectionOf(options.url),
    pool: true,
    maxConnections: options.maxConnections,
    connectionTimeout: options.timeouts.connectionMs,
    greetingTimeout: options.timeouts.greetingMs,
    socketTimeout: options.timeouts.socketMs,
    // Nodemailer's own log would print addresses in full.
    logger: false,
    debug: false,
  });
  return {
    mode: 'smtp',
    async send(mail, logger) {
      try {
        await transporter.sendMail(mailOptions(mail));
        logger.info(mail.log, 'alert e-mail sent');
        return { ok: true };
      } catch (error) {
        const outcome = outcomeOfSmtpError(error);
        logger.warn(
          {
            ...mail.log,
            temporary: outcome.temporary,
            code: outcome.code,
            problem: outcome.problem,
          },
          'alert e-mail not sent',
        );
        return outcome;
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** Keeps each message as an `.eml` file in `<dir>/alerts/`, readable by any mail client. */
export function outboxTransport(options: { dir: string; now?: () => Date }): MailTransport {
  const now = options.now ?? (() => new Date());
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const folder = join(options.dir, 'alerts');
  return {
    mode: 'outbox',
    async send(mail, logger) {
      const sentAt = now();
      try {
        const built = await builder.sendMail(mailOptions(mail, sentAt));
        await keepOutboxFile(
          folder,
          outboxFileName(mail.kind, sentAt, 'eml'),
          built.message as Buffer,
        );
        logger.info({ ...mail.log, outbox: folder }, 'alert e-mail kept in the outbox');
        return { ok: true };
      } catch (error) {
        logger.error({ ...mail.log, ...describeError(error) }, 'alert e-mail not kept');
        return {
          ok: false,
          temporary: true,
          code: null,
          problem: 'the outbox folder could not be written',
        };
      }
    },
    async close() {},
  };
}
