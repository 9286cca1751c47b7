/**
 * The site search (SPEC 7.7): page and message results combined by score, file results and group
 * (contact) results, each group degrading on its own.
 */

import type { Group } from '@district/core/entities/group';
import {
  combineSiteSearchResults,
  messageSearchResult,
  pageSearchResult,
  publishDateFormatter,
  type SiteSearchResult,
  siteSearchQueries,
} from '@district/core/search/site-search';
import { describeError } from '@district/data/resilience/logger';
import { searchFiles, searchMessages, searchPages } from '@district/data/search/documents';
import { loadShared } from './chrome.server';
import { type FileItem, fileItem } from './feeds.server';
import { withPlaceholders } from './placeholders.server';
import type { RequestContext } from './request-context.server';
import { TranslationBatch } from './translation.server';
import { writingFor } from './written.server';

/** Longest query we search for; longer input is cut (and never reflected raw). */
export const MAX_QUERY_LENGTH = 200;

/** The four result groups. */
export interface SearchData {
  query: string;
  results: SiteSearchResult[];
  files: FileItem[];
  groups: Group[];
  /** Groups whose service failed: the page says so for that group only. */
  failed: ('results' | 'files' | 'groups')[];
}

/** Runs the site search for `q`. */
export async function loadSearch(ctx: RequestContext, rawQuery: string): Promise<SearchData> {
  const { services } = ctx;
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  const empty: SearchData = { query, results: [], files: [], groups: [], failed: [] };
  if (query === '') return empty;
  const organization = await loadShared(ctx).organization;
  const queries = siteSearchQueries({
    keywords: query,
    organization: organization ?? { id: services.org.organizationId, parentOrganization: null },
    includeDistrictSearchResults: services.org.includeDistrictSearchResults,
    now: ctx.now,
    excludeLeadership: ctx.excludeLeadership,
  });
  const call = { logger: services.logger, signal: ctx.request.signal };
  const failed: SearchData['failed'] = [];
  const guard = <T>(group: SearchData['failed'][number], promise: Promise<T>, fallback: T) =>
    promise.catch((error) => {
      services.logger.error({ searchGroup: group, ...describeError(error) }, 'Search group failed');
      if (!failed.includes(group)) failed.push(group);
      return fallback;
    });
  // The date is part of the result's text, which the translation batch below translates as a
  // whole: written in the content's source language, it stays consistent with the text when the
  // text stays English, and is translated with it when it is not.
  const formatDate = publishDateFormatter('en', services.org.timeZone);
  const [pages, messages, files, groups] = await Promise.all([
    guard('results', searchPages(services.search, queries.pages, call), null),
    guard('results', searchMessages(services.search, queries.messages, call), null),
    guard('files', searchFiles(services.search, queries.files, call), null),
    queries.groups
      ? guard(
          'groups',
          services.cms.getGroups(queries.groups, { signal: ctx.request.signal }),
          [] as Group[],
        )
      : Promise.resolve([] as Group[]),
  ]);
  const results = combineSiteSearchResults(
    (pages?.hits ?? []).map(pageSearchResult),
    (messages?.hits ?? []).map((hit) =>
      messageSearchResult(
        // A result shows no body: only its title and summary are filled.
        { ...hit, document: withPlaceholders({ ...hit.document, bodyHtml: null }, organization) },
        formatDate,
      ),
    ),
  );
  await new TranslationBatch().addAll(results, ['title', 'metaDescription']).run(ctx);
  const writing = writingFor(ctx);
  const fileItems = files?.hits.map((hit) => fileItem(hit.document, writing)) ?? [];
  return { query, results, files: fileItems, groups, failed };
}
