/**
 * A test CMS: graphql-yoga on 127.0.0.1 executing schema.graphql over in-memory rows, with the
 * Hasura semantics the adapter relies on (`where` bool_exp, `order_by`, `limit`). It records each
 * operation (document, variables, headers) so tests can assert the exact requests of
 * docs/behaviour.md#graphql.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';

type Row = Record<string, unknown>;

/** The tables of the test CMS. Menu items are flat; children are found by `parentMenuItemId`. */
export interface FakeCmsData {
  organizations?: Row[];
  menuItems?: Row[];
  pages?: Row[];
  configurations?: Row[];
  people?: Row[];
  groups?: Row[];
}

/** One GraphQL operation as the server received it. */
export interface RecordedOperation {
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Options of {@link startFakeCms}. */
export interface FakeCmsOptions {
  /** When set, requests must carry `Authorization: Bearer {token}`. */
  token?: string;
  /** When set, every root field answers a GraphQL error with this message. */
  failWith?: string;
}

/** A running test CMS. */
export interface FakeCms {
  endpoint: string;
  operations: RecordedOperation[];
  close(): Promise<void>;
}

/** The schema the site assumes, as SDL. */
export const CMS_SCHEMA_SDL = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

function likeToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const character = pattern[i]!;
    if (character === '\\' && i + 1 < pattern.length) {
      source += pattern[i + 1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
    } else if (character === '%') source += '.*';
    else if (character === '_') source += '.';
    else source += character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'is');
}

function compare(value: unknown, expression: Row): boolean {
  return Object.entries(expression).every(([op, operand]) => {
    switch (op) {
      case '_eq':
        return value === operand;
      case '_neq':
        return value !== operand;
      case '_in':
        return (operand as unknown[]).includes(value);
      case '_nin':
        return !(operand as unknown[]).includes(value);
      case '_is_null':
        return (value === null || value === undefined) === operand;
      case '_gt':
        return (value as number) > (operand as number);
      case '_gte':
        return (value as number) >= (operand as number);
      case '_lt':
        return (value as number) < (operand as number);
      case '_lte':
        return (value as number) <= (operand as number);
      case '_like':
      case '_ilike': {
        if (typeof value !== 'string') return false;
        const regExp = likeToRegExp(operand as string);
        return op === '_like' ? new RegExp(regExp.source, 's').test(value) : regExp.test(value);
      }
      case '_has_keys_any':
        return Array.isArray(value) && (operand as string[]).some((key) => value.includes(key));
      case '_has_key':
        return Array.isArray(value) && value.includes(operand);
      default:
        throw new GraphQLError(`Unsupported operator ${op}`);
    }
  });
}

/** Whether a row matches a Hasura `bool_exp`. */
export function matchesWhere(row: Row, where: Row | null | undefined): boolean {
  if (!where) return true;
  return Object.entries(where).every(([key, expression]) => {
    if (key === '_and') return (expression as Row[]).every((part) => matchesWhere(row, part));
    // Hasura treats an empty `_or` as true; the adapter never sends one.
    if (key === '_or') {
      const parts = expression as Row[];
      return parts.length === 0 || parts.some((part) => matchesWhere(row, part));
    }
    if (key === '_not') return !matchesWhere(row, expression as Row);
    const value = row[key];
    const exp = expression as Row;
    const isComparison = Object.keys(exp).every(
      (op) => op.startsWith('_') && !['_and', '_or', '_not'].includes(op),
    );
    if (isComparison) return compare(value, exp);
    if (Array.isArray(value)) return value.some((item) => matchesWhere(item as Row, exp));
    if (value && typeof value === 'object') return matchesWhere(value as Row, exp);
    return false;
  });
}

function orderRows(rows: Row[], orderBy: Row[] | Row | null | undefined): Row[] {
  const keys = (Array.isArray(orderBy) ? orderBy : orderBy ? [orderBy] : []).flatMap((entry) =>
    Object.entries(entry),
  );
  return [...rows].sort((a, b) => {
    for (const [field, direction] of keys) {
      const left = a[field] as string | number | null;
      const right = b[field] as string | number | null;
      if (left === right) continue;
      const order = left === null ? -1 : right === null ? 1 : left < right ? -1 : 1;
      return String(direction).startsWith('desc') ? -order : order;
    }
    return 0;
  });
}

function select(
  rows: Row[],
  args: { where?: Row; order_by?: Row[]; limit?: number; offset?: number },
): Row[] {
  const ordered = orderRows(
    rows.filter((row) => matchesWhere(row, args.where)),
    args.order_by,
  );
  const offset = args.offset ?? 0;
  return ordered.slice(offset, args.limit === undefined ? undefined : offset + args.limit);
}

/** Starts the test CMS. */
export async function startFakeCms(
  data: FakeCmsData,
  options: FakeCmsOptions = {},
): Promise<FakeCms> {
  const operations: RecordedOperation[] = [];
  const fail = () => {
    if (options.failWith) throw new GraphQLError(options.failWith);
  };
  const table = (name: keyof FakeCmsData) => (_root: unknown, args: Row) => {
    fail();
    return select(data[name] ?? [], args);
  };
  const schema = createSchema({
    typeDefs: CMS_SCHEMA_SDL,
    resolvers: {
      query_root: {
        organizations: table('organizations'),
        menuItems: table('menuItems'),
        pages: table('pages'),
        configurations: table('configurations'),
        people: table('people'),
        groups: table('groups'),
      },
      menuItems: {
        childrenMenuItems: (parent: Row, args: Row) =>
          select(
            (data.menuItems ?? []).filter((item) => item.parentMenuItemId === parent.id),
            args,
          ),
      },
    },
  });
  const yoga = createYoga({
    schema,
    logging: false,
    maskedErrors: false,
    graphqlEndpoint: '/v1/graphql',
    context: ({ request, params }) => {
      operations.push({
        query: params.query ?? '',
        variables: (params.variables ?? {}) as Record<string, unknown>,
        headers: Object.fromEntries(request.headers.entries()),
      });
      if (options.token && request.headers.get('authorization') !== `Bearer ${options.token}`) {
        throw new GraphQLError('Missing or wrong bearer token');
      }
      return {};
    },
  });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1/graphql`,
    operations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
