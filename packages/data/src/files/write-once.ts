import { randomUUID } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Puts `body` at `<dir>/<name>` with owner-only permissions unless a file is there already:
 * written whole under another name, then linked into place, so two instances starting together
 * keep one file (the second link fails and that instance reads the first one's). The caller
 * reads the file afterwards either way.
 */
export async function writeOnce(dir: string, name: string, body: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const partial = join(dir, `.${name}.${randomUUID()}`);
  await writeFile(partial, body, { mode: 0o600, flag: 'wx' });
  try {
    await link(partial, join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(partial);
  }
}
