/**
 * Where `pnpm new-org` reads a district's organizations from, in this order:
 *
 * 1. an exported list, `--organizations <file.json>`: Organization records
 *    (docs/behaviour.md#entity-organization), as a JSON array, an object with an `organizations`
 *    array, or a GraphQL answer (`data.organizations`);
 * 2. the district's CMS when `GRAPHQL_ENDPOINT` is set (`GRAPHQL_TOKEN` sent as a bearer), with the
 *    organizations query the site's CMS adapter sends;
 * 3. else the bundled demo list (packages/demo-content).
 *
 * Every record is validated with core's Organization schema: an invalid one is kept aside with
 * its id and the fields that failed, so the generator can refuse it by name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Organization, organizationSchema } from '@district/core/entities/organization';
import { createGraphqlCms } from '@district/data/cms/graphql-cms';
import { createMemoryLogger } from '@district/data/resilience/logger';
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import { z } from 'zod';

/** A record of the source that is not a valid Organization. */
export interface InvalidOrganization {
  /** Its `id`, when it has a readable one. */
  id: string | null;
  /** Its position in the source's list (0-based). */
  index: number | null;
  /** `field: problem`, one per failed field (`primaryColor: expected a #rrggbb colour`). */
  problems: string[];
}

/** The organizations of one source. */
export interface OrganizationSource {
  /** How messages name the source: `the bundled organization list (packages/demo-content)`. */
  description: string;
  organizations: Organization[];
  invalid: InvalidOrganization[];
}

// The CMS answers a list column with null when it is empty; the site's CMS adapter reads those as
// empty lists, and so does the generator.
const LIST_FIELDS = [
  'educationLevels',
  'gradeLevels',
  'administrators',
  'feederOrganizations',
  'instructionTypes',
  'offerings',
  'uniqueOfferings',
] as const;

function withEmptyLists(record: unknown): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of LIST_FIELDS) if (copy[field] === null) copy[field] = [];
  return copy;
}

function idOf(record: unknown): string | null {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
}

const problemsOf = (error: z.ZodError): string[] =>
  error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`,
  );

/** Validates a list of records: the valid ones, and the invalid ones with their problems. */
export function validateOrganizations(
  records: readonly unknown[],
): Pick<OrganizationSource, 'organizations' | 'invalid'> {
  const organizations: Organization[] = [];
  const invalid: InvalidOrganization[] = [];
  records.forEach((record, index) => {
    const parsed = organizationSchema.safeParse(withEmptyLists(record));
    if (parsed.success) organizations.push(parsed.data);
    else invalid.push({ id: idOf(record), index, problems: problemsOf(parsed.error) });
  });
  return { organizations, invalid };
}

const exportShape = z.union([
  z.array(z.unknown()),
  z.object({ organizations: z.array(z.unknown()) }).transform((file) => file.organizations),
  z
    .object({ data: z.object({ organizations: z.array(z.unknown()) }) })
    .transform((file) => file.data.organizations),
]);

/** An exported organization list (`--organizations <file.json>`). */
export function organizationsFromFile(file: string): OrganizationSource {
  const description = path.basename(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `Cannot read the organization list ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The organization list ${file} is not JSON: ${(error as Error).message}`);
  }
  const records = exportShape.safeParse(json);
  if (!records.success) {
    throw new Error(
      `The organization list ${file} holds no list of organizations: expected an array, { "organizations": [...] } or { "data": { "organizations": [...] } }.`,
    );
  }
  return { description, ...validateOrganizations(records.data) };
}

/**
 * The organizations of the district's CMS, read with the site's own CMS adapter. The adapter
 * drops an invalid record and reports it (id, field, problem): the generator keeps that report.
 */
export async function organizationsFromCms(
  endpoint: string,
  token: string | null,
): Promise<OrganizationSource> {
  const logger = createMemoryLogger();
  const cms = createGraphqlCms({ endpoint, token, logger, timeoutMs: 30_000 });
  let organizations: Organization[];
  try {
    organizations = await cms.getOrganizations();
  } catch (error) {
    throw new Error(
      `Cannot read the organizations of the CMS at ${endpoint}: ${(error as Error).message}`,
    );
  }
  const invalid = logger.entries
    .filter((entry) => entry.level === 'warn' && entry.context.kind === 'organizations')
    .map((entry) => ({
      id: typeof entry.context.id === 'string' ? entry.context.id : null,
      index: typeof entry.context.index === 'number' ? entry.context.index : null,
      problems: [`${String(entry.context.path)}: ${String(entry.context.issue)}`],
    }));
  return { description: `the CMS at ${endpoint}`, organizations, invalid };
}

/** The bundled demo district's organizations. */
export function bundledOrganizations(): OrganizationSource {
  return {
    description: 'the bundled organization list (packages/demo-content)',
    ...validateOrganizations(DEMO_ORGANIZATIONS),
  };
}

const cmsEnvironment = z.object({
  GRAPHQL_ENDPOINT: z.url({ message: 'GRAPHQL_ENDPOINT must be a URL' }).optional(),
  GRAPHQL_TOKEN: z.string().min(1).optional(),
});

/** The source the options and environment name (see the module comment for the order). */
export async function loadOrganizationSource(options: {
  organizationsFile?: string;
  env: Record<string, string | undefined>;
}): Promise<OrganizationSource> {
  if (options.organizationsFile) return organizationsFromFile(options.organizationsFile);
  const env = cmsEnvironment.safeParse({
    GRAPHQL_ENDPOINT: options.env.GRAPHQL_ENDPOINT || undefined,
    GRAPHQL_TOKEN: options.env.GRAPHQL_TOKEN || undefined,
  });
  if (!env.success) throw new Error(env.error.issues[0]?.message ?? 'Invalid CMS settings');
  if (env.data.GRAPHQL_ENDPOINT) {
    return organizationsFromCms(env.data.GRAPHQL_ENDPOINT, env.data.GRAPHQL_TOKEN ?? null);
  }
  return bundledOrganizations();
}

/** The sentence refusing an invalid record: its id (or position) and each failed field. */
export function invalidMessage(record: InvalidOrganization, source: string): string {
  const name =
    record.id !== null
      ? `The organization "${record.id}"`
      : `The organization at position ${(record.index ?? 0) + 1}`;
  return `${name} in ${source} is not a valid organization: ${record.problems.join('; ')}.`;
}
