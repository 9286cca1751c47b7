/**
 * The contact and accessibility forms' words (`/contact`, `/accessibility`): labels, hints,
 * buttons and the messages of their answers. The schemas in `app/forms/<name>/` name a message by
 * its key here; form-handler.server.ts puts it in the reader's language. The catalogue's messages
 * (docs/behaviour.md#error-catalogue: the e-mail sender's and the accessibility service's) are the
 * services' words for the log: none of them is a form string, none is shown to a visitor.
 */

import type { GroupKey } from './catalog.server';
import { catalogTable, type StringTable } from './route-strings.server';

/** A form string's name; the schemas' messages are such names. */
export type FormStringKey = GroupKey<'form'>;

/** Read from the catalogs' `form.` group (catalogs/<code>.json). */
export const FORM_STRINGS: StringTable<FormStringKey> = catalogTable('form');
