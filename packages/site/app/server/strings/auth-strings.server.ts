/**
 * The intranet's sign-in page's words (`/auth`). The identity provider's messages stay as
 * written (English); the development notice is for developers and stays English too.
 */
import type { GroupKey } from './catalog.server';
import { catalogTable, type StringTable } from './route-strings.server';

type Key = GroupKey<'auth'>;

/** Read from the catalogs' `auth.` group (catalogs/<code>.json). */
export const AUTH_STRINGS: StringTable<Key> = catalogTable('auth');
