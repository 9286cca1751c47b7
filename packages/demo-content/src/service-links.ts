/**
 * Pages that name one of the district's external services (the recruiting site, the board
 * document portal…) must link it where they name it: a reader told to "apply through the
 * recruiting site" with nowhere to click is at a dead end.
 */
import type { ExternalSites } from '@district/core/org/org-config';

/** The words content uses for each external service (lower case, matched in the page's text). */
export const SERVICE_PHRASES: Readonly<Record<keyof ExternalSites, readonly string[]>> = {
  calendar: ['calendar site', 'online calendar', 'district calendar'],
  files: ['documents site', 'document library', 'files site'],
  directory: ['staff directory', 'directory site'],
  schools: ['schools site', 'school finder'],
  boundaryMaps: ['boundary map'],
  boardDocuments: ['board document portal', 'board documents portal'],
  boardMeetings: ['board meetings service', 'meetings service', 'watch meetings'],
  recruiting: ['recruiting site', 'job openings', 'open positions'],
};

/** One service a page names without linking it. */
export interface UnlinkedService {
  service: keyof ExternalSites;
  phrase: string;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * The services a page's HTML names without a link to them (`href` starting with the service's URL
 * from `sites`). A page that names the recruiting site twice and links it once is fine.
 */
export function unlinkedServices(html: string, sites: ExternalSites): UnlinkedService[] {
  const words = text(html);
  const found: UnlinkedService[] = [];
  for (const [service, phrases] of Object.entries(SERVICE_PHRASES) as [
    keyof ExternalSites,
    readonly string[],
  ][]) {
    const phrase = phrases.find((p) => words.includes(p));
    if (!phrase) continue;
    const url = sites[service];
    if (!html.includes(`href="${url}`)) found.push({ service, phrase });
  }
  return found;
}
