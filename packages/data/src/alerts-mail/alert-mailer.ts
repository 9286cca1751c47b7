/**
 * The e-mail channel of alerts (docs/alerts.md): the double opt-in message and one alert
 * revision to one confirmed subscriber, over SMTP with nodemailer, or kept as `.eml` files in
 * `<outboxDir>/alerts/` where no SMTP server is configured, so the demo works end to end.
 * Every sentence comes from the caller, already in the subscriber's language.
 */
import type { z } from 'zod';
import type { Logger } from '../resilience/logger';
import { composeAlert, composeConfirmation } from './compose';
import { type MailTransport, outboxTransport, smtpTransport } from './transports';
import {
  type AlertMailInput,
  alertMailInputSchema,
  type ConfirmationInput,
  confirmationInputSchema,
  type MailOutcome,
} from './words';

export { maskAddress } from './mask-address';
export type {
  AlertMailInput,
  AlertMailWords,
  ConfirmationInput,
  ConfirmationWords,
  MailOutcome,
  MailWords,
} from './words';
export { alertMailWordsSchema, confirmationWordsSchema } from './words';

/** Sends the two kinds of alert e-mail. */
export interface AlertMailer {
  /** Sends the double opt-in message; nothing else is sent to the address before it is followed. */
  sendConfirmation(input: ConfirmationInput): Promise<MailOutcome>;
  /** Sends one alert revision to one confirmed subscriber. */
  sendAlert(input: AlertMailInput): Promise<MailOutcome>;
  /** Where messages go: `smtp` or `outbox` (the demo's folder). */
  readonly mode: 'smtp' | 'outbox';
  /** Closes pooled SMTP connections. */
  close(): Promise<void>;
}

/** How long each stage of an SMTP exchange may stay silent before the try counts as temporary. */
export interface SmtpTimeouts {
  /** Until the TCP (or TLS) connection is made. */
  connectionMs: number;
  /** Until the server's 220 greeting, after connecting. */
  greetingMs: number;
  /** Any silence once talking. */
  socketMs: number;
}

/**
 * Short enough that a hanging server never holds the delivery queue for long, long enough for a
 * slow but working relay (most answer within a second; a greeting delayed by a tarpit is ~5 s).
 */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

/** Options of {@link createAlertMailer}. */
export interface AlertMailerOptions {
  /** `smtp://` or `smtps://`, credentials allowed; null: write to `outboxDir`. */
  smtpUrl: string | null;
  /** `address` or `Name <address>`. */
  from: string;
  /** The outbox folder (`.eml` files go to its `alerts/`); used only without `smtpUrl`. */
  outboxDir: string | null;
  logger: Logger;
  timeouts?: Partial<SmtpTimeouts>;
  /** SMTP connections kept open at once (default 3). */
  maxConnections?: number;
  now?: () => Date;
}

/** The mailer over SMTP, or over the outbox folder when `smtpUrl` is null. */
export function createAlertMailer(options: AlertMailerOptions): AlertMailer {
  const from = parseFrom(options.from);
  let transport: MailTransport;
  if (options.smtpUrl) {
    transport = smtpTransport({
      url: options.smtpUrl,
      timeouts: { ...DEFAULT_SMTP_TIMEOUTS, ...options.timeouts },
      maxConnections: options.maxConnections ?? 3,
    });
  } else if (options.outboxDir) {
    transport = outboxTransport({ dir: options.outboxDir, now: options.now });
  } else {
    throw new Error('createAlertMailer: an SMTP URL or an outbox folder is needed');
  }
  return {
    mode: transport.mode,
    async sendConfirmation(input) {
      const parsed = parseInput(confirmationInputSchema, input, 'sendConfirmation');
      if ('ok' in parsed) return parsed;
      return transport.send(composeConfirmation(parsed, from), options.logger);
    },
    async sendAlert(input) {
      const parsed = parseInput(alertMailInputSchema, input, 'sendAlert');
      if ('ok' in parsed) return parsed;
      return transport.send(composeAlert(parsed, from), options.logger);
    },
    close: () => transport.close(),
  };
}

/** The sender, as nodemailer's address object; throws naming what is wrong. */
function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(?:(.*?)\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))\s*$/.exec(from);
  const address = match?.[2] ?? match?.[3];
  if (!match || !address) {
    throw new Error('createAlertMailer: from must be an address or "Name <address>"');
  }
  return { name: (match[1] ?? '').replace(/^"|"$/g, ''), address };
}

/**
 * The input parsed. A stored address that is no address is the subscriber's problem and answers a
 * permanent failure; any other bad field is the caller's bug and throws, naming the field (never
 * echoing a value).
 */
function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  method: string,
): z.output<Schema> | (MailOutcome & { ok: false }) {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'input';
  if (field === 'to') {
    return { ok: false, temporary: false, code: null, problem: 'not an e-mail address' };
  }
  throw new Error(`${method}: ${field} ${issue?.message ?? 'is invalid'}`);
}
