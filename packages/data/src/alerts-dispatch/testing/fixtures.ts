/**
 * What the engine's tests (and the push bench) publish: an alert revision of a closure, its
 * words in any language, and an `AlertSource` the test changes as notices are revised or
 * withdrawn.
 */
import { createHash } from 'node:crypto';
import type { AlertRevision } from '@district/core/alerts/revision';
import type { AlertSource, DispatchRevision, RenderedAlert } from '../dispatcher';

/** The organization every fixture subscriber follows. */
export const FIXTURE_ORGANIZATION = 'org-lincoln-elementary';
/** The site the fixtures' links point to. */
export const FIXTURE_SITE = 'https://www.example.org';

/** A closure notice's revision, published at `sent`, with `text` as its title. */
export function closureRevision(input: {
  noticeId: string;
  text: string;
  sent: Date;
  expires?: Date | null;
  tone?: AlertRevision['tone'];
}): AlertRevision {
  const revision = createHash('sha256').update(input.text).digest('hex').slice(0, 16);
  return {
    identifier: `${input.noticeId}-${revision}`,
    noticeId: input.noticeId,
    revision,
    organizationId: FIXTURE_ORGANIZATION,
    sent: input.sent.toISOString(),
    expires:
      input.expires === undefined
        ? new Date(input.sent.getTime() + 12 * 3_600_000).toISOString()
        : (input.expires?.toISOString() ?? null),
    msgType: 'Alert',
    references: [],
    tone: input.tone ?? 'closed',
    importance: 'emergency',
    title: input.text,
    description: 'All schools are closed today because of snow.',
    categories: ['Delays and Closures'],
    tags: [],
    detailUrl: null,
    destinations: ['*'],
  };
}

/** A revision as the engine takes it; `renders` counts the words asked per language. */
export function dispatchOf(
  revision: AlertRevision,
  renders: Map<string, number> = new Map(),
): DispatchRevision {
  return {
    revision,
    topic: 'closures',
    organizations: [FIXTURE_ORGANIZATION],
    async render(language): Promise<RenderedAlert> {
      renders.set(language, (renders.get(language) ?? 0) + 1);
      return {
        title: `[${language}] ${revision.title}`,
        body: `[${language}] ${revision.description ?? ''}`,
        importanceWord: language === 'es' ? 'Cerrado' : 'Closed',
        organizationName: 'Lincoln Elementary',
        detailsUrl: `${FIXTURE_SITE}/${language}/notices/${revision.noticeId}`,
        englishUrl: language === 'en' ? null : `${FIXTURE_SITE}/notices/${revision.noticeId}`,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        machineTranslated: language !== 'en',
        mailWords: {
          detailsAction: 'Read this alert on the website',
          machineTranslationNote: 'This alert was translated by a machine.',
          englishAction: 'Read the original in English',
          manageAction: 'Change these alerts',
          unsubscribeAction: 'Stop these alerts',
          footer: 'You receive this because you asked for alerts from Lincoln Elementary.',
        },
      };
    },
  };
}

/** A source the test sets: `current` answers what it was last given. */
export function settableSource(initial: DispatchRevision[] = []): AlertSource & {
  set(revisions: DispatchRevision[]): void;
} {
  let revisions = initial;
  return {
    current: async () => revisions,
    set(next) {
      revisions = next;
    },
  };
}
