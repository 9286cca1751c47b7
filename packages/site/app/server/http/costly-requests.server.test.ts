import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { describe, expect, it } from 'vitest';
import {
  limitCostlyRequest,
  PREVIEWS_PER_CLIENT_MINUTE,
  previewMode,
  SEARCHES_PER_CLIENT_MINUTE,
  signPreviewToken,
  verifyPreviewToken,
} from './costly-requests.server';

const SECRET = 'a-preview-secret-that-is-32-chars-or-more';

function context(previewSecret: string | null, store = createMemorySharedStore()) {
  return (url: string, address = '203.0.113.7') => ({
    request: new Request(url),
    loadContext: { clientIp: address },
    services: { sharedStore: store, config: { previewSecret } as never },
  });
}

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe('preview links signed with PREVIEW_SECRET', () => {
  const now = 1_800_000_000;

  it('accept a token for its own path until it expires', () => {
    const token = signPreviewToken(SECRET, '/about-us', now + 60);
    expect(verifyPreviewToken(SECRET, '/about-us', token, now)).toBe(true);
    expect(verifyPreviewToken(SECRET, '/careers', token, now)).toBe(false);
    expect(verifyPreviewToken(SECRET, '/about-us', token, now + 61)).toBe(false);
    expect(
      verifyPreviewToken('another-secret-of-at-least-32-chars!!', '/about-us', token, now),
    ).toBe(false);
    expect(verifyPreviewToken(SECRET, '/about-us', `${now + 60}.${'A'.repeat(43)}`, now)).toBe(
      false,
    );
    expect(verifyPreviewToken(SECRET, '/about-us', '', now)).toBe(false);
  });

  it('turn preview on only with a signed token when a secret is configured', async () => {
    const make = context(SECRET);
    const plain = make('http://site.test/about-us?preview');
    expect(await previewMode(plain, new URL(plain.request.url))).toBe(false);
    const token = signPreviewToken(SECRET, '/about-us', Math.floor(Date.now() / 1000) + 600);
    const signed = make(`http://site.test/about-us?preview=${token}`);
    expect(await previewMode(signed, new URL(signed.request.url))).toBe(true);
  });

  it('any ?preview turns it on without a secret, and no ?preview never does', async () => {
    const make = context(null);
    const asked = make('http://site.test/?preview');
    expect(await previewMode(asked, new URL(asked.request.url))).toBe(true);
    const not = make('http://site.test/');
    expect(await previewMode(not, new URL(not.request.url))).toBe(false);
  });
});

describe('costly requests bounded per client', () => {
  it(`refuses the ${PREVIEWS_PER_CLIENT_MINUTE + 1}th preview in a minute from one address with 429, not another address's`, async () => {
    const make = context(null);
    const results: (number | 'ok')[] = [];
    for (let i = 0; i <= PREVIEWS_PER_CLIENT_MINUTE; i += 1) {
      const ctx = make(`http://site.test/page-${i}?preview`);
      results.push(await status(previewMode(ctx, new URL(ctx.request.url))));
    }
    console.log(
      `preview flood: ${results.filter((r) => r === 'ok').length} rendered, ${results.filter((r) => r === 429).length} refused`,
    );
    expect(results.slice(0, PREVIEWS_PER_CLIENT_MINUTE).every((r) => r === 'ok')).toBe(true);
    expect(results.at(-1)).toBe(429);
    const other = make('http://site.test/?preview', '198.51.100.9');
    expect(await status(previewMode(other, new URL(other.request.url)))).toBe('ok');
  });

  it('counts a request once however many of its loaders ask', async () => {
    const store = createMemorySharedStore();
    const loadContext = { clientIp: '203.0.113.7' };
    const request = new Request('http://site.test/search?q=snow');
    for (let i = 0; i < 3; i += 1) {
      await limitCostlyRequest(
        { request, loadContext, services: { sharedStore: store } },
        'search',
      );
    }
    let refusedAt = 0;
    for (let i = 1; i <= SEARCHES_PER_CLIENT_MINUTE; i += 1) {
      const ctx = {
        request: new Request(`http://site.test/search?q=${i}`),
        loadContext: { clientIp: '203.0.113.7' },
        services: { sharedStore: store },
      };
      if ((await status(limitCostlyRequest(ctx, 'search'))) === 429) {
        refusedAt = i;
        break;
      }
    }
    // The first request's three loaders counted once: 59 more fit, the 60th more is refused.
    expect(refusedAt).toBe(SEARCHES_PER_CLIENT_MINUTE);
  });
});
