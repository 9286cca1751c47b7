import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { documentWithoutDataStream } from './routes';

/**
 * The Nu HTML checker's jar: `VNU_JAR` when set, else the `vnu-jar` npm package when installed
 * (its `build/dist/vnu.jar`). It needs Java 11 or later on the PATH.
 */
export function vnuJar(): string | undefined {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    const jar = join(
      createRequire(import.meta.url).resolve('vnu-jar/package.json'),
      '../build/dist/vnu.jar',
    );
    return existsSync(jar) ? jar : undefined;
  } catch {
    return undefined;
  }
}

/** A document as the server wrote it, named (and, when given, addressed) for the report. */
export interface CheckedDocument {
  label: string;
  url?: string;
  html: string;
}

/**
 * The Nu HTML checker's errors over `documents`, one line each naming the document; empty when
 * every one is valid. Remix's single-fetch stream after `</html>` is left out (see
 * documentWithoutDataStream).
 */
export async function nuErrors(jar: string, documents: readonly CheckedDocument[]) {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((document, index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, documentWithoutDataStream(document.html));
      return file;
    });
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        jar,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: { type: string; url?: string; message: string; extract?: string }[];
    };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const document = documents[Number(m.url?.match(/page-(\d+)\.html$/)?.[1])];
        const name = document ? [document.label, document.url].filter(Boolean).join(' ') : m.url;
        return `${name}: ${m.message} …${m.extract ?? ''}…`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
