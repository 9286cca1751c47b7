import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packagesBuiltForChange } from './affected-apps';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps');
const allApps = readdirSync(appsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => `@district/app-${d.name}`)
  .sort();
const appsIn = (packages: string[]) => packages.filter((p) => p.startsWith('@district/app-'));

describe('turbo builds only the apps a change affects', () => {
  it('rebuilds every app when packages/core changes', () => {
    expect(appsIn(packagesBuiltForChange('packages/core/src/constants.ts'))).toEqual(allApps);
  }, 60_000);

  it('rebuilds every app when the district configuration changes', () => {
    expect(appsIn(packagesBuiltForChange('packages/district-config/district.config.ts'))).toEqual(
      allApps,
    );
  }, 60_000);

  it('rebuilds only the district when apps/district changes', () => {
    expect(appsIn(packagesBuiltForChange('apps/district/org.config.ts'))).toEqual([
      '@district/app-district',
    ]);
  }, 60_000);
});
