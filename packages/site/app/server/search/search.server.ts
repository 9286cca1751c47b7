/**
 * The site search (docs/behaviour.md#site-search), each result group degrading on its own. It
 * forgives: synonyms, a fuzzy second search for "Did you mean …?", a school's name finds the school.
 */

import type { Group } from '@district/core/entities/group';
import type { Organization } from '@district/core/entities/organization';
import {
  matchOrganizations,
  type OrganizationMatch,
} from '@district/core/search/organization-match';
import {
  combineSiteSearchResults,
  messageSearchResult,
  pageSearchResult,
  publishDateFormatter,
  type SiteSearchResult,
  siteSearchForgivingQueries,
  siteSearchQueries,
} from '@district/core/search/site-search';
import { spellingSuggestion } from '@district/core/search/spelling';
import { searchFiles, searchMessages, searchPages } from '@district/data/search/documents';
import { type FileItem, fileItem } from '../../feeds/feeds.server';
import { limitCostlyRequest } from '../http/costly-requests.server';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import { loadShared } from '../pages/chrome.server';
import { withPlaceholders } from '../pages/placeholders.server';
import { writingFor } from '../pages/written.server';
import { TranslationBatch } from '../translation/translation.server';

/** Longest query we search for; longer input is cut (and never reflected raw). */
export const MAX_QUERY_LENGTH = 200;

/** The four result groups, and the schools the words name. */
export interface SearchData {
  query: string;
  /** Schools of the district whose name the words name (their name, phone and site). */
  schools: OrganizationMatch[];
  results: SiteSearchResult[];
  files: FileItem[];
  groups: Group[];
  /** The words as the titles spell them, when only the forgiving search found something; else null. */
  suggestion: string | null;
  /** Groups whose service failed: the page says so for that group only. */
  failed: ('results' | 'files' | 'groups')[];
}

/** A page result another organization owns links to that organization's site: this one lacks it. */
function onOwnersSite(
  result: SiteSearchResult,
  ownerId: string | null | undefined,
  organizations: readonly Organization[],
  ctx: RequestContext,
): SiteSearchResult {
  if (!ownerId || ownerId === ctx.services.org.organizationId) return result;
  const website = organizations.find((o) => o.id === ownerId)?.website;
  if (!website || !result.url.startsWith('/')) return result;
  return { ...result, url: `${website.replace(/\/+$/, '')}${result.url}` };
}

/** Runs the site search for `q`. */
export async function loadSearch(ctx: RequestContext, rawQuery: string): Promise<SearchData> {
  const { services } = ctx;
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  const empty: SearchData = {
    query,
    schools: [],
    results: [],
    files: [],
    groups: [],
    suggestion: null,
    failed: [],
  };
  if (query === '') return empty;
  // Three upstream searches (six when forgiving): bounded per client.
  await limitCostlyRequest(ctx, 'search');
  const shared = loadShared(ctx);
  const organization = await shared.organization;
  const options = {
    keywords: query,
    organization: organization ?? { id: services.org.organizationId, parentOrganization: null },
    includeDistrictSearchResults: services.org.includeDistrictSearchResults,
    now: ctx.now,
    excludeLeadership: ctx.excludeLeadership,
  };
  const queries = siteSearchQueries(options);
  const call = { logger: services.logger, signal: ctx.request.signal };
  const failed: SearchData['failed'] = [];
  const guard = <T>(group: SearchData['failed'][number], promise: Promise<T>, fallback: T) =>
    promise.catch((error) => {
      services.logger.error({ searchGroup: group, ...describeError(error) }, 'Search group failed');
      if (!failed.includes(group)) failed.push(group);
      return fallback;
    });
  // Written in the content's source language: the date is translated with the result's text, or
  // stays English with it.
  const formatDate = publishDateFormatter('en', services.org.timeZone);
  const [found, groups, organizations] = await Promise.all([
    Promise.all([
      guard('results', searchPages(services.search, queries.pages, call), null),
      guard('results', searchMessages(services.search, queries.messages, call), null),
      guard('files', searchFiles(services.search, queries.files, call), null),
    ]),
    queries.groups
      ? guard(
          'groups',
          services.cms.getGroups(queries.groups, { signal: ctx.request.signal }),
          [] as Group[],
        )
      : Promise.resolve([] as Group[]),
    shared.organizations,
  ]);
  let [pages, messages, files] = found;
  let suggestion: string | null = null;
  const foundNothing = [pages, messages, files].every((result) => result?.hits.length === 0);
  // The words as typed found nothing (and nothing failed): ask again, forgiving a slip per word.
  const forgiving = foundNothing ? siteSearchForgivingQueries(options) : null;
  if (forgiving) {
    const [morePages, moreMessages, moreFiles] = await Promise.all([
      guard('results', searchPages(services.search, forgiving.pages, call), null),
      guard('results', searchMessages(services.search, forgiving.messages, call), null),
      guard('files', searchFiles(services.search, forgiving.files, call), null),
    ]);
    [pages, messages, files] = [morePages, moreMessages, moreFiles];
    suggestion = spellingSuggestion(query, [
      ...(morePages?.hits ?? []).map((hit) => hit.document.title),
      ...(moreMessages?.hits ?? []).map((hit) => hit.document.title),
      ...(moreFiles?.hits ?? []).map((hit) => hit.document.name),
    ]);
  }
  // A school's name finds the school: the district's schools, matched on this side by name.
  const schools = matchOrganizations(
    query,
    organizations.filter((o) => o.educationLevels.length > 0),
  );
  const results = combineSiteSearchResults(
    (pages?.hits ?? []).map((hit) =>
      onOwnersSite(pageSearchResult(hit), hit.document.ownerOrganizationId, organizations, ctx),
    ),
    (messages?.hits ?? []).map((hit) =>
      messageSearchResult(
        // A result shows no body: only its title and summary are filled.
        { ...hit, document: withPlaceholders({ ...hit.document, bodyHtml: '' }, organization) },
        formatDate,
      ),
    ),
  );
  const writing = writingFor(ctx);
  const fileItems = files?.hits.map((hit) => fileItem(hit.document, writing)) ?? [];
  // Copies: the batch translates in place, and the CMS client may cache what it answered.
  const groupCards = groups.map((group) => ({ ...group }));
  // One batch for every word the results show; names, addresses and numbers stay as written.
  await new TranslationBatch()
    .addAll(results, ['title', 'metaDescription'])
    .addAll(fileItems, ['name'])
    .addAll(groupCards, ['title', 'description', 'officeHours', 'linkLabel'])
    .run(ctx);
  return { query, schools, results, files: fileItems, groups: groupCards, suggestion, failed };
}
