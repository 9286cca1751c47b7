import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, outboxFileName } from './outbox';

const MESSAGE = {
  recipientId: 'staff-42',
  senderEmail: 'parent@example.org',
  senderName: '../../etc/passwd',
  messageBody: 'Hello there',
};

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'outbox-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('outbox', () => {
  it('keeps a sent e-mail as one JSON file, creating the folder', async () => {
    const dir = join(root, 'nested', '.outbox');
    const outbox = createOutbox({ dir, now: () => new Date('2026-11-26T07:05:09.123Z') });
    await outbox.email.send(MESSAGE);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-11-26T07-05-09-123Z-email-[0-9a-f-]{36}\.json$/);
    const entry = JSON.parse(await readFile(join(dir, files[0] ?? ''), 'utf8'));
    expect(entry).toEqual({ kind: 'email', sentAt: '2026-11-26T07:05:09.123Z', message: MESSAGE });
  });

  it('refuses an incomplete e-mail with the sender’s message and writes nothing', async () => {
    const outbox = createOutbox({ dir: root });
    await expect(outbox.email.send({ ...MESSAGE, messageBody: '   ' })).rejects.toThrow(
      'The emailMessage object is invalid, cannot not send email.',
    );
    expect(await readdir(root)).toEqual([]);
  });

  it('keeps each message apart, also two sent in the same millisecond', async () => {
    const outbox = createOutbox({ dir: root, now: () => new Date(0) });
    await Promise.all([outbox.email.send(MESSAGE), outbox.email.send(MESSAGE)]);
    expect(await readdir(root)).toHaveLength(2);
  });

  it('keeps an accessibility issue with only the fields of the form object', async () => {
    const outbox = createOutbox({ dir: root });
    await outbox.accessibilityForm.submit({
      pageUrl: '/calendar',
      description: 'The date picker traps focus.',
      assistiveTechnology: 'NVDA',
    });
    const [file] = await readdir(root);
    expect(file).toMatch(/-accessibility-issue-[0-9a-f-]{36}\.json$/);
    const entry = JSON.parse(await readFile(join(root, file ?? ''), 'utf8'));
    expect(entry.message).toEqual({
      pageUrl: '/calendar',
      description: 'The date picker traps focus.',
      assistiveTechnology: 'NVDA',
    });
  });

  it('names files from the time and a random id only, never from what was typed', () => {
    expect(outboxFileName('email', new Date('2026-01-02T03:04:05.006Z'))).toMatch(
      /^2026-01-02T03-04-05-006Z-email-[0-9a-f-]{36}\.json$/,
    );
  });
});
