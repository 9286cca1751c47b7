/**
 * Ports: the interfaces every external service sits behind (ARCHITECTURE.md, Ports and adapters).
 * Each has a remote adapter speaking the real protocol and, where one makes sense, an embedded
 * adapter over the bundled demo content. The site wires them from configuration (config.ts).
 */

import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { AccessibilityIssue, EmailMessage } from '@district/core/entities/email';
import type { Group } from '@district/core/entities/group';
import type { MenuItem } from '@district/core/entities/menu';
import type { Organization } from '@district/core/entities/organization';
import type { Page, PageRef } from '@district/core/entities/page';
import type { Person } from '@district/core/entities/person';
import type { SearchQuery, SearchResult } from '@district/core/search/query';

/** Per-call options every port method accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** `no-store` skips cached answers (preview mode); see resilience/resilient-reader.ts. */
  cache?: 'default' | 'no-store';
  /**
   * How fresh a cached answer must be for this read, where a cache applies (resilient-reader.ts):
   * notifications, for one, are never served stale while they revalidate.
   */
  freshness?: { ttlMs?: number; staleWhileRevalidateMs?: number };
}

/** A raw search document; typed parsing per index happens in search/documents.ts. */
export type RawDocument = Record<string, unknown>;

/** Search over the four indexes (docs/behaviour.md#search-index-query). */
export interface SearchPort {
  search(query: SearchQuery, options?: CallOptions): Promise<SearchResult<RawDocument>>;
}

/**
 * People query (`people`, docs/behaviour.md#graphql). Answers public people only (`isPublic`), so
 * that `limit` counts the people a feed may show, unless `includeNonPublic` is set.
 */
export interface PeopleQuery {
  limit: number;
  /** Default `lastName asc`. */
  orderBy?: { field: string; direction: 'asc' | 'desc' };
  groups?: string[];
  jobTitles?: string[];
  allowList?: string[];
  /** Removed from the result, after the query (docs/behaviour.md#graphql). */
  blockList?: string[];
  /**
   * Also people who are not public. Only for a lookup that must see them (the contact form
   * refusing a hidden recipient), never for anything shown to a visitor.
   */
  includeNonPublic?: boolean;
}

/**
 * Group (contact) query (`groups`, docs/behaviour.md#graphql): title ilike any keyword, limit 2 by
 * default.
 */
export interface GroupQuery {
  organizationId: string;
  keywords: string[];
  limit: number;
  /**
   * Only groups with these ids (the contact form checking its recipient); with ids, no keywords
   * restrict nothing. Not in the query of docs/behaviour.md#graphql: our addition.
   */
  ids?: string[];
}

/** The CMS: organizations, menus, pages, configuration, people and groups. */
export interface CmsPort {
  getOrganizations(options?: CallOptions): Promise<Organization[]>;
  /** The root menus of an organization, each with nested children. */
  getMenus(organizationId: string, options?: CallOptions): Promise<MenuItem[]>;
  /** The page at `path` (`/` is the home page), or null. */
  getPageByPath(organizationId: string, path: string, options?: CallOptions): Promise<Page | null>;
  /** Every published page of the organization (for the sitemap and link checks). */
  listPages(organizationId: string, options?: CallOptions): Promise<PageRef[]>;
  /**
   * The organization's configuration (theme, display rules, feeds, logos…): its own items, then the
   * district-wide ones it does not set itself (core's `organizationConfiguration`).
   */
  getConfiguration(organizationId: string, options?: CallOptions): Promise<ConfigurationItem[]>;
  getPeople(query: PeopleQuery, options?: CallOptions): Promise<Person[]>;
  getGroups(query: GroupQuery, options?: CallOptions): Promise<Group[]>;
}

/** Machine translation (docs/behaviour.md#translation): texts in, texts out, same order. */
export interface TranslationPort {
  translate(texts: string[], to: string, options?: CallOptions): Promise<string[]>;
}

/** Contact e-mail sender (docs/behaviour.md#send-email). */
export interface EmailPort {
  send(message: EmailMessage, options?: CallOptions): Promise<void>;
}

/** Accessibility issue form (docs/behaviour.md#accessibility-issue). */
export interface AccessibilityFormPort {
  submit(issue: AccessibilityIssue, options?: CallOptions): Promise<void>;
}

/** Microsoft Graph profile (docs/behaviour.md#directory-api). */
export interface DirectoryProfile {
  id: string;
  displayName: string;
  mail: string | null;
  userPrincipalName: string | null;
  jobTitle: string | null;
}

/** Microsoft Graph directory API (docs/behaviour.md#directory-api). */
export interface DirectoryPort {
  getProfile(accessToken: string, options?: CallOptions): Promise<DirectoryProfile>;
  /** Every group display name of the user, following `@odata.nextLink`. */
  getMemberOf(
    accessToken: string,
    options?: CallOptions,
  ): Promise<{ id: string; displayName: string }[]>;
}
