/**
 * The forms' words: labels, hints, buttons and answers. Schemas name a message by its key here.
 * The catalogue's messages (docs/behaviour.md#error-catalogue) are for the log, never shown.
 */

import type { GroupKey } from './catalog.server';
import { catalogTable, type StringTable } from './route-strings.server';

/** A form string's name; the schemas' messages are such names. */
export type FormStringKey = GroupKey<'form'>;

/** Read from the catalogs' `form.` group (catalogs/<code>.json). */
export const FORM_STRINGS: StringTable<FormStringKey> = catalogTable('form');
