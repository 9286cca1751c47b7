/**
 * `pnpm new-org <organization-id>…`: creates a thin app folder for an organization of the
 * district's own data: an exported list (`--organizations <file.json>`), else the CMS when
 * `GRAPHQL_ENDPOINT` is set, else the bundled demo list (organization-source.ts). The folder
 * holds the organization's id and nothing district-wide: the district's values come from
 * packages/district-config, the name, colours and logo from the organization's record.
 * `pnpm new-org --all` creates every missing one. An unknown id, an invalid record or an existing
 * folder is refused with a message naming it.
 * `pnpm new-org --deploy-files` rewrites only the fully generated deployment files (Dockerfile,
 * .dockerignore) of every existing app folder, leaving the files meant to be edited alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Organization } from '@district/core/entities/organization';
import { appFolderName, renderAppFiles, renderDeployFiles } from './app-template';
import { inheritedEnvironment, scriptVariablesFrom } from './env';
import {
  invalidMessage,
  loadOrganizationSource,
  type OrganizationSource,
} from './organization-source';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE =
  'Usage: pnpm new-org <organization-id>… | --all | --deploy-files [--organizations <file.json>]';

/** The organization the id names in the source, or an Error saying why there is none. */
function findOrganization(source: OrganizationSource, id: string): Organization {
  const organization = source.organizations.find((o) => o.id === id);
  if (organization) return organization;
  const invalid = source.invalid.find((record) => record.id === id);
  if (invalid) throw new Error(invalidMessage(invalid, source.description));
  throw new Error(`Unknown organization id "${id}": it is not in ${source.description}.`);
}

function createApp(organization: Organization, appsDir: string): string {
  const folder = path.join(appsDir, appFolderName(organization));
  if (existsSync(folder)) {
    throw new Error(
      `The folder ${path.relative(repoRoot, folder)} already exists; not overwriting it.`,
    );
  }
  for (const [file, content] of Object.entries(renderAppFiles(organization))) {
    const target = path.join(folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  formatWithBiome(folder);
  return folder;
}

const ORGANIZATION_ID = /organizationId:\s*['"]([^'"]+)['"]/;

/** Rewrites the deployment files of every existing app folder; returns how many folders. */
function writeDeployFiles(appsDir: string, source: OrganizationSource): number {
  let updated = 0;
  const folders = existsSync(appsDir) ? readdirSync(appsDir, { withFileTypes: true }) : [];
  for (const entry of folders) {
    const folder = path.join(appsDir, entry.name);
    if (!entry.isDirectory() || !existsSync(path.join(folder, 'package.json'))) continue;
    const configFile = path.join(folder, 'org.config.ts');
    const id = existsSync(configFile)
      ? (ORGANIZATION_ID.exec(readFileSync(configFile, 'utf8'))?.[1] ?? '')
      : '';
    // The title only names the app in the Dockerfile's first comment.
    const title = source.organizations.find((o) => o.id === id)?.title ?? entry.name;
    for (const [file, content] of Object.entries(renderDeployFiles({ id, title }, entry.name))) {
      writeFileSync(path.join(folder, file), content);
    }
    updated += 1;
  }
  return updated;
}

/** Lays the generated files out in the house style, so lint passes without hand edits. */
function formatWithBiome(folder: string) {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  if (!existsSync(biome)) return;
  try {
    execFileSync(biome, ['format', '--write', folder], { cwd: repoRoot, stdio: 'ignore' });
  } catch {
    // Formatting is a courtesy: an unformatted app still builds.
  }
}

interface Arguments {
  ids: string[];
  all: boolean;
  deployFiles: boolean;
  organizationsFile?: string;
}

function parseArguments(argv: string[]): Arguments | string {
  const parsed: Arguments = { ids: [], all: false, deployFiles: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--all') parsed.all = true;
    else if (arg === '--deploy-files') parsed.deployFiles = true;
    else if (arg === '--organizations' || arg.startsWith('--organizations=')) {
      const file = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (!file) return '--organizations needs a file: --organizations <file.json>';
      parsed.organizationsFile = path.resolve(file);
    } else if (arg.startsWith('--')) return `Unknown option ${arg}.`;
    else parsed.ids.push(arg);
  }
  const modes = [parsed.ids.length > 0, parsed.all, parsed.deployFiles].filter(Boolean).length;
  return modes === 1 ? parsed : '';
}

async function main(argv: string[]): Promise<number> {
  const appsDir = path.resolve(
    scriptVariablesFrom().NEW_ORG_APPS_DIR ?? path.join(repoRoot, 'apps'),
  );
  const args = parseArguments(argv);
  if (typeof args === 'string') {
    if (args) console.error(args);
    console.error(USAGE);
    return 2;
  }
  try {
    const source = await loadOrganizationSource({
      organizationsFile: args.organizationsFile,
      env: inheritedEnvironment(),
    });
    if (args.deployFiles) {
      const updated = writeDeployFiles(appsDir, source);
      console.log(`Wrote the Dockerfile and .dockerignore of ${updated} app folder(s).`);
      return 0;
    }
    if (args.all) {
      let created = 0;
      for (const organization of source.organizations) {
        if (existsSync(path.join(appsDir, appFolderName(organization)))) continue;
        createApp(organization, appsDir);
        created += 1;
      }
      // The valid records got their folders; each invalid one is named, and the run fails.
      for (const record of source.invalid)
        console.error(invalidMessage(record, source.description));
      console.log(`Created ${created} app folder(s). Run \`pnpm install\` to link them.`);
      return source.invalid.length > 0 ? 1 : 0;
    }
    // Every id is checked before any folder is written: a typo creates nothing.
    const organizations = args.ids.map((id) => findOrganization(source, id));
    for (const organization of organizations) {
      const folder = path.relative(repoRoot, createApp(organization, appsDir));
      console.log(
        `Created ${folder} for ${organization.title}. Run \`pnpm install\`, then \`pnpm --filter ./${folder} build\`.`,
      );
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
