/**
 * `pnpm new-org <organization-id>`: creates a thin app folder for an organization of the bundled
 * list (brand, colours, name, external links). `pnpm new-org --all` creates every missing one.
 * It refuses an unknown id or an existing folder, with a clear message.
 * `pnpm new-org --deploy-files` rewrites only the fully generated deployment files (Dockerfile,
 * .dockerignore) of every existing app folder, leaving the files meant to be edited alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import { appFolderName, renderAppFiles, renderDeployFiles } from './app-template';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function createApp(organizationId: string, appsDir: string): string {
  const organization = DEMO_ORGANIZATIONS.find((o) => o.id === organizationId);
  if (!organization) {
    throw new Error(
      `Unknown organization id "${organizationId}": it is not in the bundled organization list (packages/demo-content).`,
    );
  }
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

/** Rewrites the deployment files of every existing app folder; returns how many folders. */
function writeDeployFiles(appsDir: string): number {
  let updated = 0;
  for (const organization of DEMO_ORGANIZATIONS) {
    const folder = path.join(appsDir, appFolderName(organization));
    if (!existsSync(path.join(folder, 'package.json'))) continue;
    for (const [file, content] of Object.entries(renderDeployFiles(organization))) {
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

function main(argv: string[]): number {
  const appsDir = path.resolve(process.env.NEW_ORG_APPS_DIR ?? path.join(repoRoot, 'apps'));
  const [arg] = argv;
  if (!arg) {
    console.error('Usage: pnpm new-org <organization-id> | --all | --deploy-files');
    return 2;
  }
  try {
    if (arg === '--deploy-files') {
      const updated = writeDeployFiles(appsDir);
      console.log(`Wrote the Dockerfile and .dockerignore of ${updated} app folder(s).`);
      return 0;
    }
    if (arg === '--all') {
      let created = 0;
      for (const organization of DEMO_ORGANIZATIONS) {
        if (existsSync(path.join(appsDir, appFolderName(organization)))) continue;
        createApp(organization.id, appsDir);
        created += 1;
      }
      console.log(`Created ${created} app folder(s). Run \`pnpm install\` to link them.`);
      return 0;
    }
    const folder = createApp(arg, appsDir);
    console.log(
      `Created ${path.relative(repoRoot, folder)}. Run \`pnpm install\`, then \`pnpm --filter ./${path.relative(repoRoot, folder)} build\`.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
