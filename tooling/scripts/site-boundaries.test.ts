/**
 * Services are passed in and the app meets the server only in `contract/`
 * (docs/decisions/023-services-and-build-contract.md).
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED, findingsIn, SERVICES_MADE_IN, siteBoundaryFindings } from './site-boundaries';

const rules = (file: string, source: string) => findingsIn(file, source).map((f) => f.rule);

describe('site boundaries', () => {
  it('finds a mock of the organization module anywhere, and a services singleton in the site', () => {
    expect(rules('apps/district/x.test.ts', "vi.mock('~org', () => ({ default: {} }));")).toEqual([
      'mocks ~org',
    ]);
    expect(rules('packages/site/app/x.test.ts', 'vi.doMock("~org", async () => {')).toEqual([
      'mocks ~org',
    ]);
    expect(rules('packages/site/app/routes/x.ts', 'const { cms } = getServices();')).toEqual([
      'calls getServices',
    ]);
    expect(rules('packages/site/app/routes/x.ts', 'const { cms } = context.services;')).toEqual([]);
  });

  it('lets only the entry read ~org and make the services', () => {
    const source = "import appOrg from '~org';\nconst services = createSiteServices(env, appOrg);";
    expect(rules(SERVICES_MADE_IN, source)).toEqual([]);
    expect(rules('packages/site/app/server/alerts/x.server.ts', source)).toEqual([
      'imports ~org',
      'makes services',
    ]);
  });

  it('finds an import across the app and the server, whatever the depth', () => {
    expect(
      rules(
        'packages/site/app/server/http/logger.server.ts',
        "import { LOG_OPTIONS } from '../../../server/logger';",
      ),
    ).toEqual(['crosses']);
    expect(
      rules('packages/site/app/entry.server.tsx', "import type { X } from '../server/page-cache';"),
    ).toEqual(['crosses']);
    // `app/server/` is the app's own server layer, not the server.
    expect(
      rules(
        'packages/site/app/routes/home.tsx',
        "import { loadPage } from '../server/pages/page.server';",
      ),
    ).toEqual([]);
    expect(
      rules(
        'packages/site/app/entry.server.tsx',
        "import type { X } from '../contract/site-build';",
      ),
    ).toEqual([]);
    expect(
      rules('packages/site/server/remix-site.ts', "import { x } from '../app/entry.server';"),
    ).toEqual(['crosses']);
    expect(
      rules('packages/site/server/site-server.test.ts', "import { x } from '../app/page-query';"),
    ).toEqual([]);
  });

  it('holds in the repository, and the allow-list names only findings that exist', () => {
    const findings = siteBoundaryFindings();
    expect(findings.filter((finding) => !finding.allowed)).toEqual([]);
    expect(findings.map(({ file, rule }) => `${file}: ${rule}`).sort()).toEqual(
      Object.keys(ALLOWED).sort(),
    );
  });
});
