/**
 * The outbox: the e-mail sender and the accessibility form behind their ports, keeping each
 * message as one JSON file in a local folder instead of posting it to a service. It is what the
 * forms use where no SEND_EMAIL_ENDPOINT / ACCESSIBILITY_FORM_ENDPOINT is configured but an
 * outbox is (config.ts: `outboxDir`), so the demo district's forms work end to end with no
 * configuration, and a developer reads what was sent in the folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateEmailMessage } from '@district/core/email/validate';
import { accessibilityIssueSchema } from '@district/core/entities/email';
import type { AccessibilityFormPort, EmailPort } from '../ports';

/** What one outbox file holds. */
export interface OutboxEntry {
  kind: 'email' | 'accessibility-issue';
  /** ISO 8601, when it was kept. */
  sentAt: string;
  /**
   * The e-mail message object (docs/behaviour.md#send-email) or the accessibility form object
   * (docs/behaviour.md#accessibility-issue), as posted.
   */
  message: Record<string, unknown>;
}

/** Settings of the outbox. */
export interface OutboxOptions {
  /** The folder (created on the first message). */
  dir: string;
  now?: () => Date;
}

/**
 * A file name that is safe on every file system and never comes from what a visitor typed:
 * `{time}-{kind}-{uuid}.json`, the time first so a listing sorts by when it was sent.
 */
export function outboxFileName(
  kind: OutboxEntry['kind'] | 'alert' | 'alert-confirmation',
  sentAt: Date,
  extension: 'json' | 'eml' = 'json',
): string {
  const time = sentAt.toISOString().replace(/[:.]/g, '-');
  return `${time}-${kind}-${randomUUID()}.${extension}`;
}

/** Keeps one file in `dir` (created if missing), whole or not at all. */
export async function keepOutboxFile(
  dir: string,
  name: string,
  contents: string | Uint8Array,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Written under a dot name, then renamed: a reader of the folder never sees half a message.
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, contents, { flag: 'wx' });
  await rename(partial, join(dir, name));
}

/** Creates the outbox's two ports over one folder. */
export function createOutbox(options: OutboxOptions): {
  email: EmailPort;
  accessibilityForm: AccessibilityFormPort;
} {
  const now = options.now ?? (() => new Date());
  async function keep(kind: OutboxEntry['kind'], message: Record<string, unknown>) {
    const sentAt = now();
    const name = outboxFileName(kind, sentAt);
    const entry: OutboxEntry = { kind, sentAt: sentAt.toISOString(), message };
    await keepOutboxFile(options.dir, name, `${JSON.stringify(entry, null, 2)}\n`);
  }
  return {
    email: {
      async send(message) {
        // The sender's own check (docs/behaviour.md#email-validation): "The emailMessage object is
        // invalid, cannot not send email." before anything is written, as the remote sender throws
        // it before any call.
        const valid = validateEmailMessage(message);
        await keep('email', {
          recipientId: valid.recipientId,
          senderEmail: valid.senderEmail,
          senderName: valid.senderName,
          messageBody: valid.messageBody,
        });
      },
    },
    accessibilityForm: {
      async submit(issue) {
        await keep('accessibility-issue', accessibilityIssueSchema.parse(issue));
      },
    },
  };
}
