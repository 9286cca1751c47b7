/**
 * A local SMTP server for tests: the `smtp-server` library on 127.0.0.1 and a free port, refusing
 * what a real one refuses (a recipient it is told to refuse, a temporary 451 on demand, a message
 * over its size limit) and recording every accepted message as `mailparser` reads it back
 * (headers, text, HTML). It can also accept connections and never greet, like a hung relay.
 * It closes itself after `lifetimeMs`, whatever the test does.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A message the server accepted, parsed. */
export interface ReceivedMail {
  id: string;
  /** The SMTP envelope: `MAIL FROM` and every accepted `RCPT TO`. */
  envelope: { from: string; to: string[] };
  /** Each header by lower-case name, unfolded, as sent (the last one where a name repeats). */
  headers: Record<string, string>;
  subject: string;
  messageId: string | null;
  /** The plain-text part. */
  text: string | null;
  /** The HTML part. */
  html: string | null;
  /** The whole message as received. */
  raw: string;
  receivedAt: number;
}

/** An answer a test imposes: the next `times` times (default: every time). */
export interface SmtpFault {
  /** An SMTP code: 4xx temporary, 5xx permanent. */
  code: number;
  message?: string;
  times?: number;
}

/** Settings of {@link startSmtpServer}. */
export interface SmtpServerOptions {
  /** Largest message accepted, in bytes (default 1 MiB); a larger one is refused with 552. */
  maxMessageBytes?: number;
  /** It closes itself after this long (default 10 minutes). */
  lifetimeMs?: number;
  /** Messages kept for inspection, oldest forgotten first (default 10,000). */
  maxRecords?: number;
  /** Credentials it requires (`AUTH PLAIN`/`LOGIN`); none: anyone may send. */
  auth?: { user: string; pass: string };
}

/** A running local SMTP server. */
export interface LocalSmtpServer {
  /** `smtp://127.0.0.1:<port>` (with the credentials when it requires them): an `SMTP_URL`. */
  url: string;
  port: number;
  /** Accepted messages, oldest first. */
  messages: ReceivedMail[];
  /** Refuses `RCPT TO:<address>` with `fault.code` (e.g. 550: no such mailbox). */
  refuseRecipient(address: string, fault: SmtpFault): void;
  /** Refuses the next messages at the end of `DATA` (e.g. 451: try again later). */
  failMessages(fault: SmtpFault): void;
  /** While on, new connections are accepted and never greeted. */
  hang(on: boolean): void;
  /**
   * While on, a message is kept (it is in `messages`) but the final `.` is never answered: the
   * server took it and the sender cannot know.
   */
  hangAfterMessages(on: boolean): void;
  /** Answers once `count` messages have been accepted; rejects after `timeoutMs` (default 10 s). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Settles once the server has closed, by `close()` or at the end of its lifetime. */
  closed: Promise<void>;
  /** Forgets faults, hangs and recorded messages. */
  reset(): void;
  close(): Promise<void>;
}

type Pending = { count: number; resolve: (mail: ReceivedMail[]) => void };

function smtpError(fault: SmtpFault, fallback: string): Error {
  return Object.assign(new Error(fault.message ?? fallback), { responseCode: fault.code });
}

/** Takes one use of a fault; null when there is none left. */
function take(fault: SmtpFault | undefined): SmtpFault | null {
  if (!fault) return null;
  if (fault.times === undefined) return fault;
  if (fault.times <= 0) return null;
  fault.times -= 1;
  return fault;
}

function headersOf(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const colon = line.indexOf(':');
    headers[key.toLowerCase()] = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<LocalSmtpServer> {
  const maxRecords = options.maxRecords ?? 10_000;
  const messages: ReceivedMail[] = [];
  const refusedRecipients = new Map<string, SmtpFault>();
  let messageFault: SmtpFault | undefined;
  let hanging = false;
  let hangingAfterMessages = false;
  const hung = new Set<(error: Error) => void>();
  const pending = new Set<Pending>();

  function settle() {
    for (const waiter of pending) {
      if (messages.length >= waiter.count) {
        pending.delete(waiter);
        waiter.resolve(messages.slice());
      }
    }
  }

  const server = new SMTPServer({
    authOptional: !options.auth,
    // No certificate here: nodemailer would refuse a self-signed one on STARTTLS.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    size: options.maxMessageBytes ?? 1024 * 1024,
    rejectOversized: true,
    disableReverseLookup: true,
    closeTimeout: 2_000,
    logger: false,
    onConnect(_session: SMTPServerSession, callback: (error?: Error | null) => void) {
      if (!hanging) return callback();
      // Never greeted; on close it is refused, so nothing is left open.
      const refuse = (error: Error) => callback(error);
      hung.add(refuse);
    },
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(
        Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }),
      );
    },
    onRcptTo(address, _session, callback) {
      const fault = take(refusedRecipients.get(address.address.toLowerCase()));
      if (fault) return callback(smtpError(fault, 'Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(); // rejectOversized answers 552 itself
        const fault = take(messageFault);
        if (fault) return callback(smtpError(fault, 'Try again later'));
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            messages.push({
              id: randomUUID(),
              envelope: {
                from: from ? from.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              headers: headersOf(parsed.headerLines),
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? null,
              text: parsed.text ?? null,
              html: typeof parsed.html === 'string' ? parsed.html : null,
              raw: raw.toString('utf8'),
              receivedAt: Date.now(),
            });
            if (messages.length > maxRecords) messages.shift();
            settle();
            if (hangingAfterMessages) hung.add((error) => callback(error));
            else callback();
          },
          (error: Error) =>
            callback(smtpError({ code: 554 }, `Unreadable message: ${error.message}`)),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client's reset must not crash the test run.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';

  let closing: Promise<void> | null = null;
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  function close(): Promise<void> {
    closing ??= new Promise<void>((resolve) => {
      clearTimeout(lifetime);
      for (const refuse of hung) refuse(Object.assign(new Error('Closing'), { responseCode: 421 }));
      hung.clear();
      for (const waiter of pending) waiter.resolve(messages.slice());
      pending.clear();
      server.close(() => {
        markClosed();
        resolve();
      });
    });
    return closing;
  }
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 10 * 60_000);
  lifetime.unref();

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    messages,
    closed,
    refuseRecipient(address, fault) {
      refusedRecipients.set(address.toLowerCase(), { ...fault });
    },
    failMessages(fault) {
      messageFault = { ...fault };
    },
    hang(on) {
      hanging = on;
    },
    hangAfterMessages(on) {
      hangingAfterMessages = on;
    },
    waitForMessages(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages.slice());
      return new Promise<ReceivedMail[]>((resolve, reject) => {
        const waiter: Pending = {
          count,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          pending.delete(waiter);
          reject(
            new Error(`${messages.length} of ${count} messages arrived within ${timeoutMs} ms`),
          );
        }, timeoutMs);
        pending.add(waiter);
      });
    },
    reset() {
      hanging = false;
      hangingAfterMessages = false;
      messages.length = 0;
      refusedRecipients.clear();
      messageFault = undefined;
    },
    close,
  };
}
