/**
 * The alerts pages' words (`/alerts`, its confirm and manage pages, the confirmation message),
 * read from the catalogs' `alerts.` group (catalogs/<code>.json).
 */
import type { GroupKey } from '../strings/catalog.server';
import { catalogTable, type StringTable } from '../strings/route-strings.server';

/** An alerts string's name. */
export type AlertsStringKey = GroupKey<'alerts'>;

/** The `alerts.` group: English and every language that has it whole. */
export const ALERTS_STRINGS: StringTable<AlertsStringKey> = catalogTable('alerts');
