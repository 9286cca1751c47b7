import { personSchema } from '@district/core/entities/person';
import { describe, expect, it } from 'vitest';
import {
  INVALID_DOCUMENT_MEMORY,
  INVALID_DOCUMENT_QUIET_MS,
  reportInvalidDocument,
} from './invalid-documents';
import { createMemoryLogger } from './logger';

const MESSAGE = 'Dropped an invalid test document';

function invalid(document: Record<string, unknown>) {
  const parsed = personSchema.safeParse(document);
  if (parsed.success) throw new Error('expected an invalid document');
  return { kind: 'people', document, error: parsed.error };
}

const broken = (id: unknown) => invalid({ id, userId: 'u', displayName: 7 });

describe('invalid document warnings', () => {
  it('names the kind, the id and the first issue, never the document', () => {
    const logger = createMemoryLogger();
    reportInvalidDocument(logger, MESSAGE, {
      ...invalid({ id: 'p1', userId: 2, displayName: 3, biography: 'private words' }),
      context: { index: 4 },
    });
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: MESSAGE,
        context: {
          kind: 'people',
          id: 'p1',
          index: 4,
          path: 'userId',
          issue: expect.any(String),
          issueCount: 2,
        },
      },
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain('private words');
  });

  it('logs an unreadable id as null', () => {
    const logger = createMemoryLogger();
    reportInvalidDocument(logger, MESSAGE, broken({ nested: true }));
    expect(logger.entries[0]?.context).toMatchObject({ id: null, path: 'id' });
  });

  it('stays quiet about the same problem until the quiet window has passed', () => {
    const logger = createMemoryLogger();
    const start = 1_000_000;
    reportInvalidDocument(logger, MESSAGE, broken('p1'), start);
    reportInvalidDocument(logger, MESSAGE, broken('p1'), start + INVALID_DOCUMENT_QUIET_MS - 1);
    expect(logger.entries).toHaveLength(1);
    reportInvalidDocument(logger, MESSAGE, broken('p2'), start + 1);
    expect(logger.entries).toHaveLength(2);
    reportInvalidDocument(logger, MESSAGE, broken('p1'), start + INVALID_DOCUMENT_QUIET_MS);
    expect(logger.entries.map((entry) => entry.context.id)).toEqual(['p1', 'p2', 'p1']);
  });

  it('reports a document again when a different field breaks', () => {
    const logger = createMemoryLogger();
    reportInvalidDocument(logger, MESSAGE, broken('p1'), 0);
    reportInvalidDocument(
      logger,
      MESSAGE,
      invalid({ id: 'p1', userId: 'u', displayName: 'P', isPublic: 'y' }),
      1,
    );
    expect(logger.entries.map((entry) => entry.context.path)).toEqual(['displayName', 'isPublic']);
  });

  it('remembers a bounded number of problems, forgetting the oldest first', () => {
    const logger = createMemoryLogger();
    for (let n = 0; n <= INVALID_DOCUMENT_MEMORY; n += 1) {
      reportInvalidDocument(logger, MESSAGE, broken(`p${n}`), n);
    }
    expect(logger.entries).toHaveLength(INVALID_DOCUMENT_MEMORY + 1);
    // p0 was forgotten to make room; the newest is still remembered.
    reportInvalidDocument(logger, MESSAGE, broken('p0'), INVALID_DOCUMENT_MEMORY + 1);
    reportInvalidDocument(
      logger,
      MESSAGE,
      broken(`p${INVALID_DOCUMENT_MEMORY}`),
      INVALID_DOCUMENT_MEMORY + 2,
    );
    expect(logger.entries.map((entry) => entry.context.id).slice(-1)).toEqual(['p0']);
  });

  it('keeps one memory per logger', () => {
    const first = createMemoryLogger();
    const second = createMemoryLogger();
    reportInvalidDocument(first, MESSAGE, broken('p1'), 0);
    reportInvalidDocument(second, MESSAGE, broken('p1'), 0);
    expect([first.entries.length, second.entries.length]).toEqual([1, 1]);
  });
});
