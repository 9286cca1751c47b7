/**
 * The CMS GraphQL adapter of the CMS port (docs/behaviour.md#graphql), with graphql-request. Every
 * answer is parsed with core's schemas: an invalid item of a list is dropped and reported (kind,
 * id, first issue; once a while), an invalid page rejects.
 * A GraphQL failure is rethrown as an Error carrying the server's messages.
 */
import { organizationConfiguration } from '@district/core/configuration/ownership';
import {
  type OwnedConfigurationItem,
  ownedConfigurationItemSchema,
} from '@district/core/entities/configuration';
import { type Group, groupSchema } from '@district/core/entities/group';
import { type MenuItem, menuItemSchema } from '@district/core/entities/menu';
import { type Organization, organizationSchema } from '@district/core/entities/organization';
import { type Page, type PageRef, pageRefSchema, pageSchema } from '@district/core/entities/page';
import { type Person, personSchema } from '@district/core/entities/person';
import { ClientError, GraphQLClient } from 'graphql-request';
import { z } from 'zod';
import { fetchWithTimeout, ResponseFormatError } from '../http/fetch-json';
import { recordUpstreamStatus, timeUpstreamCall } from '../http/upstream-calls';
import type { CallOptions, CmsPort, GroupQuery, PeopleQuery } from '../ports';
import { reportInvalidDocument } from '../resilience/invalid-documents';
import { consoleLogger, type Logger } from '../resilience/logger';
import {
  CONFIGURATION_QUERY,
  GROUPS_QUERY,
  LIST_PAGES_QUERY,
  MENUS_QUERY,
  ORGANIZATIONS_QUERY,
  PAGE_BY_PATH_QUERY,
  PEOPLE_QUERY,
} from './queries';

/** A failed GraphQL call: the server's error messages, and the HTTP status when there was one. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly messages: string[],
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/** Settings of the adapter. */
export interface GraphqlCmsOptions {
  endpoint: string;
  /** `GRAPHQL_TOKEN`, sent as `Authorization: Bearer` when set. */
  token?: string | null;
  timeoutMs?: number;
  logger?: Logger;
}

/** The `order_by` of the people query: `{lastName: asc}` unless the caller says otherwise. */
export function peopleOrderBy(query: PeopleQuery): Record<string, 'asc' | 'desc'> {
  const order = query.orderBy ?? { field: 'lastName', direction: 'asc' };
  return { [order.field]: order.direction };
}

/** A list that restricts: given and not empty. */
function restricts(list: readonly string[] | undefined): list is string[] {
  return list !== undefined && list.length > 0;
}

/**
 * The `where` of the people query (docs/behaviour.md#graphql): public people (unless
 * `includeNonPublic`), so the limit counts people a feed may show, then one clause per list that is
 * given and not empty. A missing or empty list restricts nothing (an unconfigured feed is
 * unrestricted); sent as is, `_in: []` or `_has_keys_any: []` would match no one.
 */
export function peopleWhere(query: PeopleQuery): Record<string, unknown> {
  const clauses: Record<string, unknown>[] = [];
  if (!query.includeNonPublic) clauses.push({ isPublic: { _eq: true } });
  if (restricts(query.groups)) clauses.push({ groups: { groupId: { _in: query.groups } } });
  if (restricts(query.jobTitles))
    clauses.push({ employee: { jobTitles: { _has_keys_any: query.jobTitles } } });
  if (restricts(query.allowList)) clauses.push({ id: { _in: query.allowList } });
  return { _and: clauses };
}

/** Escapes LIKE wildcards so a keyword is matched literally inside `%…%`. */
export function ilikeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The `where` of the groups query: the organization, and the title containing any keyword; with
 * `ids`, those groups, and the keywords only when there are any.
 */
export function groupsWhere(query: GroupQuery): Record<string, unknown> {
  const words = query.keywords.map((word) => word.trim()).filter((word) => word !== '');
  const titles = words.map((word) => ({ title: { _ilike: ilikeContains(word) } }));
  if (restricts(query.ids))
    return {
      ownerOrganizationId: { _eq: query.organizationId },
      id: { _in: query.ids },
      ...(titles.length > 0 ? { _or: titles } : {}),
    };
  return { ownerOrganizationId: { _eq: query.organizationId }, _or: titles };
}

function errorMessages(error: ClientError): string[] {
  return (error.response.errors ?? []).map((item) => item.message);
}

/** Turns graphql-request's errors into one Error with the server's messages. */
function toRequestError(error: unknown): unknown {
  if (!(error instanceof ClientError)) return error;
  const status = error.response.status;
  const messages = errorMessages(error);
  const retryAfter = error.response.headers?.get?.('retry-after') ?? null;
  const message =
    messages.length > 0
      ? `GraphQL request failed: ${messages.join('; ')}`
      : `GraphQL request failed with status ${status}`;
  return new GraphQLRequestError(message, status, messages, retryAfter);
}

/** Creates the adapter. */
export function createGraphqlCms(options: GraphqlCmsOptions): CmsPort {
  const logger = options.logger ?? consoleLogger;
  const client = new GraphQLClient(options.endpoint, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    fetch: async (url, init) => {
      const response = await fetchWithTimeout(String(url), {
        ...init,
        timeoutMs: options.timeoutMs,
      } as Parameters<typeof fetchWithTimeout>[1]);
      recordUpstreamStatus(response.status);
      return response;
    },
  });

  async function request(
    document: string,
    variables: Record<string, unknown>,
    callOptions: CallOptions | undefined,
  ): Promise<Record<string, unknown>> {
    // Timed as one call: the answer, its GraphQL errors and its data.
    return timeUpstreamCall('POST', async () => {
      try {
        const data = await client.request<Record<string, unknown>>({
          document,
          variables,
          signal: callOptions?.signal,
        });
        if (!data || typeof data !== 'object')
          throw new ResponseFormatError('The CMS answered no data');
        return data;
      } catch (error) {
        throw toRequestError(error);
      }
    });
  }

  /**
   * Parses each item of a list; invalid ones are dropped and reported (once a while, see
   * invalid-documents.ts), never crash a page.
   */
  function parseList<T>(field: string, value: unknown, schema: z.ZodType<T>): T[] {
    if (!Array.isArray(value)) throw new ResponseFormatError(`The CMS answer has no ${field} list`);
    return value.flatMap((item, index) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      reportInvalidDocument(logger, 'Dropped an invalid CMS item', {
        kind: field,
        document: item,
        error: parsed.error,
        context: { index },
      });
      return [];
    });
  }

  return {
    async getOrganizations(callOptions) {
      const data = await request(ORGANIZATIONS_QUERY, {}, callOptions);
      return parseList<Organization>('organizations', data.organizations, organizationSchema);
    },

    async getMenus(organizationId, callOptions) {
      const data = await request(MENUS_QUERY, { organizationId }, callOptions);
      return parseList<MenuItem>('menuItems', data.menuItems, menuItemSchema);
    },

    async getPageByPath(organizationId, path, callOptions): Promise<Page | null> {
      const data = await request(PAGE_BY_PATH_QUERY, { organizationId, path }, callOptions);
      const pages = z.array(z.unknown()).safeParse(data.pages);
      if (!pages.success) throw new ResponseFormatError('The CMS answer has no pages list');
      const [first] = pages.data;
      if (first === undefined) return null;
      const page = pageSchema.safeParse(first);
      if (!page.success) {
        const issues = page.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        logger.error({ organizationId, path, issues }, 'The CMS answered an invalid page');
        throw new ResponseFormatError(
          `The CMS answered an invalid page at ${path}: ${issues.join('; ')}`,
        );
      }
      return page.data;
    },

    async listPages(organizationId, callOptions) {
      const data = await request(LIST_PAGES_QUERY, { organizationId }, callOptions);
      return parseList<PageRef>('pages', data.pages, pageRefSchema);
    },

    async getConfiguration(organizationId, callOptions) {
      const data = await request(CONFIGURATION_QUERY, { organizationId }, callOptions);
      const rows = parseList<OwnedConfigurationItem>(
        'configurations',
        data.configurations,
        ownedConfigurationItemSchema,
      );
      return organizationConfiguration(rows, organizationId);
    },

    async getPeople(query, callOptions): Promise<Person[]> {
      // blockList (docs/behaviour.md#graphql): we remove those people (by their CMS `id`, the
      // key of the allow list too) after the query, asking for as many more as could be removed
      // so the feed still fills its limit.
      const blocked = new Set(query.blockList ?? []);
      const variables = {
        limit: query.limit + blocked.size,
        order_by: peopleOrderBy(query),
        where: peopleWhere(query),
      };
      const data = await request(PEOPLE_QUERY, variables, callOptions);
      const people = parseList<Person>('people', data.people, personSchema);
      return people.filter((person) => !blocked.has(person.id)).slice(0, query.limit);
    },

    async getGroups(query, callOptions): Promise<Group[]> {
      const where = groupsWhere(query);
      // "Title contains any of no words" matches nothing: answer that without a call.
      if (Array.isArray(where._or) && where._or.length === 0) return [];
      const data = await request(GROUPS_QUERY, { where, limit: query.limit }, callOptions);
      return parseList<Group>('groups', data.groups, groupSchema);
    },
  };
}
