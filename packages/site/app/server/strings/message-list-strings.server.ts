/** The announcement and story lists' words (`/announcements`, `/stories`). */
import type { GroupKey } from './catalog.server';
import { catalogTable, type StringTable } from './route-strings.server';

type Key = GroupKey<'messageList'>;

/** Read from the catalogs' `messageList.` group (catalogs/<code>.json). */
export const MESSAGE_LIST_STRINGS: StringTable<Key> = catalogTable('messageList');
