/**
 * Services are passed in and the app meets the server only in `@district/site-server/contract`
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
        "import { LOG_OPTIONS } from '../../../../site-server/src/logger';",
      ),
    ).toEqual(['crosses']);
    expect(
      rules(
        'packages/site/app/entry.server.tsx',
        "import type { X } from '@district/site-server/src/page-cache';",
      ),
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
        "import type { X } from '@district/site-server/contract';",
      ),
    ).toEqual([]);
    expect(
      rules('apps/district/vite.config.ts', "import { x } from '@district/site-server/serve';"),
    ).toEqual(['crosses']);
    expect(
      rules(
        'packages/site-server/src/remix-site.ts',
        "import { x } from '../../site/app/entry.server';",
      ),
    ).toEqual(['crosses']);
    expect(
      rules('packages/site-server/src/remix-site.ts', "import { x } from '@district/site/org';"),
    ).toEqual(['crosses']);
    // The server's tests too: they take the site's rules from a fixture of their own.
    expect(
      rules(
        'packages/site-server/src/site-server.test.ts',
        "import { x } from '../../site/app/page-query';",
      ),
    ).toEqual(['crosses']);
    expect(
      rules(
        'packages/site-server/src/site-server.test.ts',
        "import { x } from './testing/district-site';",
      ),
    ).toEqual([]);
    expect(
      rules(
        'packages/site-server/src/remix-site.ts',
        "import type { X } from './contract/site-build.js';",
      ),
    ).toEqual([]);
  });

  it('keeps the contract free of both sides', () => {
    const contract = 'packages/site-server/src/contract/site-build.ts';
    expect(rules(contract, "import type { X } from './page-cache-cookies.js';")).toEqual([]);
    expect(rules(contract, "import pino from 'pino';")).toEqual([]);
    expect(rules(contract, "import type { X } from '../page-cache.js';")).toEqual(['crosses']);
    expect(rules(contract, "import type { X } from '@district/site/org';")).toEqual(['crosses']);
    expect(rules(contract, "import { x } from '../../../site/app/page-query';")).toEqual([
      'crosses',
    ]);
  });

  it('holds in the repository, and the allow-list names only findings that exist', () => {
    const findings = siteBoundaryFindings();
    expect(findings.filter((finding) => !finding.allowed)).toEqual([]);
    expect(findings.map(({ file, rule }) => `${file}: ${rule}`).sort()).toEqual(
      Object.keys(ALLOWED).sort(),
    );
  });
});
