// Where things are, from this file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);
/** The production server every Remix app is measured through (@district/site-server's `build`). */
export const SERVE_JS = path.join(REPO_ROOT, 'packages', 'site-server', 'dist', 'src', 'serve.js');
/** The district app. */
export const DISTRICT_APP = path.join(REPO_ROOT, 'apps', 'district');
