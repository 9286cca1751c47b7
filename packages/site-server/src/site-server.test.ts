import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerRequestInfo } from './contract/load-context';
import { createLogger } from './logger';
import type { PageCacheCookies } from './page-cache';
import { MAX_BODY_BYTES } from './request-rules';
import { createSiteServer, type SiteServer, type SiteServerOptions } from './site-server';
import { pageCacheCookiesFor, pagePath, pageQuery as pageQueryOf } from './testing/district-site';

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
const servers: SiteServer[] = [];
/** The cookies of the district's public site (brand `mvsd`), read as the site reads them. */
const COOKIES: PageCacheCookies = pageCacheCookiesFor({
  brand: 'mvsd',
  intranet: false,
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

/** A fake Remix handler: renders `render(request, n)` and counts its calls. */
function fakeSite(
  render: (request: Request, n: number) => Response | Promise<Response> = (_request, n) =>
    html(`<h1>Render ${n}</h1>`),
) {
  const site = { renders: 0, requests: [] as Request[], contexts: [] as ServerRequestInfo[] };
  const handle = async (request: Request, context?: ServerRequestInfo) => {
    site.renders += 1;
    site.requests.push(request);
    if (context) site.contexts.push(context);
    return render(request, site.renders);
  };
  return { site, handle };
}

function html(body: string, headers: Record<string, string> = { 'cache-control': PUBLIC }) {
  return new Response(body, {
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
}

/** A JSON log line as the server writes it. */
type LogLine = Record<string, unknown>;

/** A logger whose lines land in `lines`, parsed. */
function captured(lines: LogLine[]) {
  return createLogger(
    new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        callback();
      },
    }),
  );
}

async function start(
  handle: (request: Request, context?: ServerRequestInfo) => Promise<Response>,
  options: Partial<Omit<SiteServerOptions, 'handle'>> & { lines?: LogLine[] } = {},
) {
  const { lines, ...rest } = options;
  // Quiet unless a test listens to the log; no summary timer left behind.
  const listener = await createSiteServer({
    handle: handle as SiteServerOptions['handle'],
    logger: captured(lines ?? []),
    summaryIntervalMs: 0,
    pageCacheCookies: COOKIES,
    ...rest,
  });
  servers.push(listener);
  await listener.app.listen({ port: 0, host: '127.0.0.1' });
  // The tests read what requests write, not the line that says the server listens.
  lines?.splice(0);
  const { port } = listener.app.server.address() as AddressInfo;
  return { listener, origin: `http://127.0.0.1:${port}` };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  text: string;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          text: decoded.toString(),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (the cache stores a page a moment after answering). */
async function until(condition: () => boolean | undefined) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('condition not met within 5 s');
    await tick(10);
  }
}

describe('page cache', () => {
  it('renders a public page once and answers the next request from memory', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const first = await get(`${origin}/about-us`);
    const second = await get(`${origin}/about-us`);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.text).toBe('<h1>Render 1</h1>');
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(site.renders).toBe(1);
  });

  it('files a page under the URL the site rendered, not a path glued to the Host header', async () => {
    const { site, handle } = fakeSite((request) =>
      html(`<h1>${new URL(request.url).pathname}</h1>`),
    );
    const { origin } = await start(handle);
    const { host } = new URL(origin);
    const forged = await raw(origin, '/', { host: `${host}/strategic-framework` });
    expect(forged.text).toBe('<h1>/</h1>');
    const framework = await raw(origin, '/strategic-framework');
    expect([framework.headers['x-cache'], framework.text]).toEqual([
      'MISS',
      '<h1>/strategic-framework</h1>',
    ]);
    // The home page that request rendered is the home page's copy.
    expect((await raw(origin, '/')).headers['x-cache']).toBe('HIT');
    expect(site.renders).toBe(2);
  });

  it('answers in the encoding the client accepts, computed once', async () => {
    const body = `<main>${'Meadowlark Valley School District '.repeat(200)}</main>`;
    const { handle } = fakeSite(() => html(body));
    const { origin } = await start(handle);
    await get(`${origin}/`);
    const br = await get(`${origin}/`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(`${origin}/`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}/`);
    expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
    ]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect([br.text, gz.text, plain.text]).toEqual([body, body, body]);
    expect(br.raw.length).toBeLessThan(body.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.raw.length);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps the Vary of the page and adds Accept-Encoding once', async () => {
    const { handle } = fakeSite((request) =>
      html('<p>hola</p>'.repeat(200), {
        'cache-control': PUBLIC,
        vary:
          new URL(request.url).pathname === '/a' ? 'Accept-Language' : 'Cookie, Accept-Encoding',
      }),
    );
    const { origin } = await start(handle);
    await get(`${origin}/a`);
    await get(`${origin}/b`);
    const a = await get(`${origin}/a`, { 'accept-encoding': 'br' });
    const b = await get(`${origin}/b`, { 'accept-encoding': 'br' });
    expect([a.headers['x-cache'], a.headers.vary]).toEqual([
      'HIT',
      'Accept-Language, Accept-Encoding',
    ]);
    expect([b.headers['x-cache'], b.headers.vary]).toEqual(['HIT', 'Cookie, Accept-Encoding']);
  });

  it('renders a page once for many simultaneous first requests', async () => {
    const { site, handle } = fakeSite(async (_request, n) => {
      await tick(50);
      return html(`<h1>Render ${n}</h1>`);
    });
    const { origin } = await start(handle);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${origin}/`)));
    expect(site.renders).toBe(1);
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['<h1>Render 1</h1>']));
    expect(answers.filter((a) => a.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('stops holding requests back for a page it learnt is not cacheable', async () => {
    let rendering = 0;
    let most = 0;
    const { site, handle } = fakeSite(async (_request, n) => {
      rendering += 1;
      most = Math.max(most, rendering);
      // Renders in parallel all get here; renders held back one after another never do.
      if (n > 1) await Promise.race([until(() => rendering === 4), tick(1_000)]);
      rendering -= 1;
      return html(`<h1>Render ${n}</h1>`, { 'cache-control': 'no-store' });
    });
    const { origin } = await start(handle);
    await get(`${origin}/search?q=bus`);
    await Promise.all(Array.from({ length: 4 }, () => get(`${origin}/search?q=bus`)));
    expect([site.renders, most]).toEqual([5, 4]);
  });

  it('serves a stale page while one background render replaces it', async () => {
    let clock = 1_000_000;
    const { site, handle } = fakeSite(async (_request, n) => {
      if (n > 1) await tick(50);
      return html(`<h1>Render ${n}</h1>`);
    });
    const { listener, origin } = await start(handle, { pageCache: { now: () => clock } });
    await get(`${origin}/`);
    // The page is stored once compressed, a moment after the answer went out.
    await until(() => listener.pageCache?.stats().stored === 1);
    clock += 31_000;
    const stale = await Promise.all(Array.from({ length: 5 }, () => get(`${origin}/`)));
    expect(stale.map((a) => [a.headers['x-cache'], a.text])).toEqual(
      stale.map(() => ['STALE', '<h1>Render 1</h1>']),
    );
    expect(Number(stale[0]?.headers.age)).toBe(31);
    await until(() => listener.pageCache?.stats().stored === 2);
    const fresh = await get(`${origin}/`);
    expect([fresh.headers['x-cache'], fresh.text]).toEqual(['HIT', '<h1>Render 2</h1>']);
    expect(site.renders).toBe(2);
  });

  it('keeps serving the stale page while the site fails to render it', async () => {
    let clock = 1_000_000;
    const errors: unknown[] = [];
    const { site, handle } = fakeSite((_request, n) =>
      n === 1 ? html('<h1>Good</h1>') : new Response('upstream down', { status: 503 }),
    );
    const { listener, origin } = await start(handle, {
      pageCache: { now: () => clock, retryMs: 5_000, onError: (e) => errors.push(e) },
    });
    await get(`${origin}/`);
    await until(() => listener.pageCache?.stats().stored === 1);
    clock += 40_000;
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await get(`${origin}/`));
      await until(() => listener.pageCache?.stats().refreshErrors === 1);
    }
    expect(answers.map((a) => [a.status, a.headers['x-cache'], a.text])).toEqual(
      answers.map(() => [200, 'STALE', '<h1>Good</h1>']),
    );
    // One failed refresh, then a pause of retryMs before the next attempt.
    expect(site.renders).toBe(2);
    expect(listener.pageCache?.stats().refreshErrors).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('renders again once the stale window is over', async () => {
    let clock = 1_000_000;
    const { site, handle } = fakeSite((_request, n) =>
      html(`<h1>Render ${n}</h1>`, { 'cache-control': 'public, s-maxage=10' }),
    );
    const { listener, origin } = await start(handle, { pageCache: { now: () => clock } });
    await get(`${origin}/`);
    await until(() => listener.pageCache?.stats().stored === 1);
    clock += 11_000;
    const later = await get(`${origin}/`);
    expect([later.headers['x-cache'], later.text, site.renders]).toEqual([
      'MISS',
      '<h1>Render 2</h1>',
      2,
    ]);
  });

  it('never keeps private answers, cookies or previews', async () => {
    const { site, handle } = fakeSite((request, n) => {
      const url = new URL(request.url);
      if (url.pathname === '/private')
        return html(`${n}`, { 'cache-control': 'private, max-age=60' });
      if (url.pathname === '/cookie') {
        return html(`${n}`, { 'cache-control': PUBLIC, 'set-cookie': 'mvsd-website-state=x' });
      }
      return html(`${n}`);
    });
    const { origin } = await start(handle);
    const twice = async (url: string, headers: Record<string, string> = {}) => {
      await get(`${origin}${url}`, headers);
      return (await get(`${origin}${url}`, headers)).headers['x-cache'];
    };
    expect(await twice('/private')).toBe('MISS');
    expect(await twice('/cookie')).toBe('MISS');
    expect(await twice('/?preview')).toBe('BYPASS');
    expect(site.renders).toBe(6);
  });

  it('keeps one copy per language and preference cookie', async () => {
    const { site, handle } = fakeSite((request) =>
      html(`${request.headers.get('accept-language')} ${request.headers.get('cookie')}`),
    );
    const { origin } = await start(handle);
    const es = {
      'accept-language': 'es',
      cookie: `mvsd-website-state=${encodeURIComponent('{"languageCode":"es"}')}`,
    };
    await get(`${origin}/`, es);
    await get(`${origin}/`, { 'accept-language': 'en' });
    expect((await get(`${origin}/`, es)).text).toBe(`es ${es.cookie}`);
    expect((await get(`${origin}/`, { 'accept-language': 'en' })).text).toBe('en null');
    expect(site.renders).toBe(2);
  });

  it('renders again after the site invalidates the page cache (its notifications changed)', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    await get(`${origin}/`);
    expect((await get(`${origin}/`)).headers['x-cache']).toBe('HIT');
    // The site calls the invalidation it is handed in its load context.
    site.contexts[0]?.invalidatePageCache();
    const after = await get(`${origin}/`);
    expect([after.headers['x-cache'], after.text, site.renders]).toEqual([
      'MISS',
      '<h1>Render 2</h1>',
      2,
    ]);
  });

  it('renders again after the page cache is invalidated', async () => {
    const { site, handle } = fakeSite();
    const { listener, origin } = await start(handle);
    await get(`${origin}/`);
    listener.pageCache?.invalidate();
    const after = await get(`${origin}/`);
    expect([after.headers['x-cache'], after.text, site.renders]).toEqual([
      'MISS',
      '<h1>Render 2</h1>',
      2,
    ]);
  });

  it('drops the least recently used pages beyond its size', async () => {
    const { site, handle } = fakeSite((request) => html(`${request.url} ${'x'.repeat(900)}`));
    // Each entry counts about 2.7 KB: its 0.9 KB, headers, key and the objects around them.
    const { listener, origin } = await start(handle, { pageCache: { maxBytes: 9_000 } });
    for (const page of ['/a', '/b', '/c', '/d']) await get(`${origin}${page}`);
    expect((await get(`${origin}/d`)).headers['x-cache']).toBe('HIT');
    expect((await get(`${origin}/a`)).headers['x-cache']).toBe('MISS');
    expect(listener.pageCache?.stats().bytes).toBeLessThanOrEqual(9_000);
    expect(site.renders).toBe(5);
  });

  it('answers HEAD and conditional requests from the stored page', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    await get(`${origin}/`);
    const head = await get(`${origin}/`, {}, 'HEAD');
    expect([head.status, head.headers['x-cache'], head.raw.length]).toEqual([200, 'HIT', 0]);
    expect(head.headers['content-length']).toBe(String('<h1>Render 1</h1>'.length));
    const etag = head.headers.etag ?? '';
    const again = await get(`${origin}/`, { 'if-none-match': etag });
    expect([etag.length > 0, again.status, again.raw.length]).toEqual([true, 304, 0]);
    expect(site.renders).toBe(1);
  });

  it('answers a path the site has no page for from memory too, with its 404', async () => {
    const { site, handle } = fakeSite((_request, n) =>
      html(`<h1>Not found ${n}</h1>`.padEnd(400, ' '), { 'cache-control': PUBLIC }),
    );
    const notFound = (render: typeof handle) => async (request: Request) => {
      const response = await render(request);
      return new Response(response.body, { status: 404, headers: response.headers });
    };
    const { listener, origin } = await start(notFound(handle));
    const first = await get(`${origin}/closures`);
    await until(() => listener.pageCache?.stats().stored === 1);
    const second = await get(`${origin}/closures`, { 'accept-encoding': 'br' });
    expect([first.status, first.headers['x-cache']]).toEqual([404, 'MISS']);
    expect([second.status, second.headers['x-cache'], second.text.trim()]).toEqual([
      404,
      'HIT',
      '<h1>Not found 1</h1>',
    ]);
    expect(second.headers['content-encoding']).toBe('br');
    // No validator: a conditional request for a missing page is answered with the 404 again.
    expect(second.headers.etag).toBeUndefined();
    const head = await get(`${origin}/closures`, { 'if-none-match': '*' }, 'HEAD');
    expect([head.status, head.headers['x-cache']]).toEqual([404, 'HIT']);
    expect(site.renders).toBe(1);
  });

  it('keeps not-found answers within their own budget, never at the cost of pages', async () => {
    const { site, handle } = fakeSite((request) => {
      const path = new URL(request.url).pathname;
      const body = html(`${path} ${'x'.repeat(900)}`);
      return path.startsWith('/wp-')
        ? new Response(body.body, { status: 404, headers: body.headers })
        : body;
    });
    const { listener, origin } = await start(handle, {
      pageCache: { maxBytes: 30_000, maxNotFoundBytes: 6_000 },
    });
    for (const page of ['/a', '/b', '/c']) await get(`${origin}${page}`);
    // A scanner's made-up paths: each answered, the latest two kept.
    for (let n = 0; n < 20; n += 1) {
      expect((await get(`${origin}/wp-${n}.php`)).status).toBe(404);
    }
    await until(() => listener.pageCache?.stats().stored === 23);
    const stats = listener.pageCache?.stats();
    expect(stats?.notFoundBytes).toBeLessThanOrEqual(6_000);
    expect(stats?.notFoundBytes).toBeGreaterThan(0);
    const again = await Promise.all(
      ['/a', '/b', '/c', '/wp-19.php'].map((p) => get(`${origin}${p}`)),
    );
    expect(again.map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    expect((await get(`${origin}/wp-0.php`)).headers['x-cache']).toBe('MISS');
    expect(site.renders).toBe(3 + 20 + 1);
  });

  it('renders a page again and stores the 404 once it is gone', async () => {
    let gone = false;
    const { site, handle } = fakeSite((_request, n) => {
      const body = html(`<h1>Render ${n}</h1>`, {
        'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=60',
      });
      return gone ? new Response(body.body, { status: 404, headers: body.headers }) : body;
    });
    let time = 0;
    const { listener, origin } = await start(handle, { pageCache: { now: () => time } });
    await get(`${origin}/snow-day`);
    await until(() => listener.pageCache?.stats().stored === 1);
    gone = true;
    time = 1_500;
    const stale = await get(`${origin}/snow-day`);
    expect([stale.status, stale.headers['x-cache']]).toEqual([200, 'STALE']);
    await until(() => listener.pageCache?.stats().stored === 2);
    const after = await get(`${origin}/snow-day`);
    expect([after.status, after.headers['x-cache'], after.text]).toEqual([
      404,
      'HIT',
      '<h1>Render 2</h1>',
    ]);
    expect(site.renders).toBe(2);
  });

  it('can be turned off', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    await get(`${origin}/`);
    const second = await get(`${origin}/`);
    expect([second.headers['x-cache'], second.text, site.renders]).toEqual([
      undefined,
      '<h1>Render 2</h1>',
      2,
    ]);
  });
});

describe('compression of rendered answers', () => {
  const big = JSON.stringify({ notifications: Array.from({ length: 100 }, (_, i) => ({ i })) });

  it('compresses HTML and JSON the client accepts, and says it varies', async () => {
    const { handle } = fakeSite((request) =>
      new URL(request.url).pathname === '/api/notifications'
        ? Response.json(JSON.parse(big), { headers: { 'cache-control': 'no-store' } })
        : html('<p>hello</p>'.repeat(100), { 'cache-control': 'no-store' }),
    );
    const { origin } = await start(handle, { pageCache: false });
    const json = await get(`${origin}/api/notifications`, { 'accept-encoding': 'gzip' });
    const page = await get(`${origin}/`, { 'accept-encoding': 'br' });
    const plain = await get(`${origin}/`);
    expect([json.headers['content-encoding'], json.text]).toEqual(['gzip', big]);
    expect([page.headers['content-encoding'], page.text]).toEqual([
      'br',
      '<p>hello</p>'.repeat(100),
    ]);
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([
      undefined,
      'Accept-Encoding',
    ]);
  });

  it('leaves images and already encoded bodies alone', async () => {
    const encoded = zlib.gzipSync('already');
    const { handle } = fakeSite((request) =>
      new URL(request.url).pathname === '/logo.png'
        ? new Response(new Uint8Array(2000), { headers: { 'content-type': 'image/png' } })
        : new Response(encoded, {
            headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
          }),
    );
    const { origin } = await start(handle, { pageCache: false });
    const image = await get(`${origin}/logo.png`, { 'accept-encoding': 'br' });
    const text = await get(`${origin}/text`, { 'accept-encoding': 'br' });
    expect([image.headers['content-encoding'], image.raw.length]).toEqual([undefined, 2000]);
    expect([text.headers['content-encoding'], text.text]).toEqual(['gzip', 'already']);
  });

  it.each([['identity'], ['gzip'], ['br']])(
    'delivers each streamed chunk as it is rendered (%s)',
    async (encoding) => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { handle } = fakeSite(() => {
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('<p>shell</p>'));
            await gate;
            controller.enqueue(new TextEncoder().encode('<p>deferred</p>'));
            controller.close();
          },
        });
        return new Response(stream, { headers: { 'content-type': 'text/html' } });
      });
      const { origin } = await start(handle);
      const received: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          `${origin}/`,
          { headers: { 'accept-encoding': encoding }, agent: false },
          (res) => {
            const decoder =
              encoding === 'br'
                ? zlib.createBrotliDecompress()
                : encoding === 'gzip'
                  ? zlib.createGunzip()
                  : undefined;
            const source = decoder ? res.pipe(decoder) : res;
            source.on('data', (chunk: Buffer) => {
              received.push(chunk.toString());
              // Only once the shell has arrived is the rest allowed to render.
              if (received.join('') === '<p>shell</p>') release();
            });
            source.on('end', resolve);
            source.on('error', reject);
          },
        );
        req.on('error', reject);
      });
      expect(received.join('')).toBe('<p>shell</p><p>deferred</p>');
    },
  );
});

describe('client build', () => {
  it('serves hashed scripts compressed and immutable, small files as they are', async () => {
    const client = mkdtempSync(path.join(tmpdir(), 'site-client-'));
    try {
      mkdirSync(path.join(client, 'assets'));
      const script = `export const districts = ${JSON.stringify(Array(300).fill('Meadowlark'))};`;
      writeFileSync(path.join(client, 'assets', 'entry-abc123.js'), script);
      writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *\n');
      const { site, handle } = fakeSite();
      const { origin } = await start(handle, { clientDirectory: client });
      const br = await get(`${origin}/assets/entry-abc123.js`, { 'accept-encoding': 'br, gzip' });
      const plain = await get(`${origin}/assets/entry-abc123.js`);
      const robots = await get(`${origin}/robots.txt`, { 'accept-encoding': 'br' });
      expect([br.headers['content-encoding'], br.text]).toEqual(['br', script]);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, script]);
      expect([robots.text, robots.headers['cache-control']]).toEqual([
        'User-agent: *\n',
        'public, max-age=3600',
      ]);
      const revalidated = await get(`${origin}/assets/entry-abc123.js`, {
        'accept-encoding': 'br',
        'if-none-match': br.headers.etag ?? '',
      });
      expect(revalidated.status).toBe(304);
      expect(site.renders).toBe(0);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});

/** Reads a response whole into an Answer, its body as sent (not decoded). */
function collect(res: http.IncomingMessage, resolve: (answer: Answer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => {
    const body = Buffer.concat(chunks);
    resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: body, text: `${body}` });
  });
}

/** Sends `target` exactly as written: a URL string would be normalised (`..` resolved) first. */
function raw(origin: string, target: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(origin);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: target, method, headers, agent: false },
      (res) => collect(res, resolve),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('hostile request targets', () => {
  it('answers 414 to a target over 2,048 characters, before the site renders', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const long = await raw(origin, `/search?q=${'a'.repeat(2_100)}`);
    const fine = await raw(origin, `/search?q=${'a'.repeat(1_900)}`);
    expect([long.status, long.text]).toEqual([414, 'URI Too Long']);
    expect(fine.status).toBe(200);
    expect(site.renders).toBe(1);
  });

  it.each([
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/about-us/%ZZ', 'invalid escape'],
    ['/../etc/passwd', 'a raw .. segment'],
    ['/assets/%2e%2e/%2E%2E/server/index.js', 'an encoded .. segment'],
    ['/about-us/..%2f..%2fsecret', 'an encoded slash after ..'],
    ['/about-us%00.html', 'a NUL'],
    ['/about-us%5C..%5Csecret', 'an encoded backslash'],
  ])('answers 400 to %s (%s), never reflecting it', async (target) => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const answer = await raw(origin, target);
    expect([answer.status, answer.text]).toEqual([400, 'Bad Request']);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(site.renders).toBe(0);
  });

  it('answers 400 to a target that would name another host (//evil.example/about-us)', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    for (const target of ['//evil.example/about-us', '//evil.example', '/%2F/evil.example/']) {
      const answer = await raw(origin, target);
      expect([answer.status, answer.text], target).toEqual([400, 'Bad Request']);
    }
    // The site never saw a request, let alone one for evil.example.
    expect(site.renders).toBe(0);
    // An empty segment inside our own path is our own path, written once.
    const own = await raw(origin, '/about-us//team');
    expect([own.status, own.headers.location]).toEqual([308, '/about-us/team']);
    expect(site.renders).toBe(0);
  });

  it('answers 400 to a Host header the URL parser rejects instead of failing with 500', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const answer = await raw(origin, '/', { host: 'bad host[' });
    expect(answer.status).toBe(400);
    expect(site.renders).toBe(0);
  });

  it('answers 403, not 500, to a post from another origin (Remix would throw)', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const foreign = await raw(origin, '/contact', { origin: 'https://evil.example' }, 'POST');
    const opaque = await raw(origin, '/contact', { origin: 'null' }, 'POST');
    const own = await raw(origin, '/contact', { origin }, 'POST');
    const read = await raw(origin, '/contact', { origin: 'https://evil.example' });
    expect([foreign.status, opaque.status, own.status, read.status]).toEqual([403, 403, 200, 200]);
    expect(foreign.text).toBe('Forbidden: this form was sent from another site.');
    expect(site.renders).toBe(2);
  });

  it("lets the identity provider's form_post reach the sign-in callback from its own origin", async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const callback = await raw(
      origin,
      '/auth/callback',
      { origin: 'https://login.example' },
      'POST',
    );
    expect(callback.status).toBe(200);
    expect(site.renders).toBe(1);
  });

  it('lets ordinary paths and encoded query values through', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const answer = await raw(origin, '/search?q=%3Cscript%3E..%2F&lang=es');
    expect(answer.status).toBe(200);
    expect(site.requests[0]?.url).toContain('/search?q=%3Cscript%3E..%2F&lang=es');
  });
});

/** Posts `size` bytes, declared (Content-Length) or chunked; the answer, or 'reset' if cut. */
function post(origin: string, size: number, { chunked = false } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<Answer | 'reset'>((resolve) => {
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
    };
    if (!chunked) headers['content-length'] = String(size);
    const req = http.request(
      { hostname, port, path: '/contact', method: 'POST', headers, agent: false },
      (res) => collect(res, resolve),
    );
    req.on('error', () => resolve('reset'));
    const piece = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe('methods and bodies', () => {
  it('answers 405 with Allow to a method the site does not answer (TRACE failed with 500)', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await raw(origin, '/', {}, method);
      expect([method, answer.status, answer.headers.allow]).toEqual([
        method,
        405,
        'GET, HEAD, POST',
      ]);
    }
    expect(site.renders).toBe(0);
  });

  it('takes DELETE on an alert subscription’s manage URL only, and a one-click unsubscribe from another site', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const token = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    expect((await raw(origin, `/alerts/manage/${token}`, {}, 'DELETE')).status).toBe(200);
    for (const target of ['/alerts/manage', `/alerts/manage/${token}/x`, `/alerts/${token}`])
      expect([target, (await raw(origin, target, {}, 'DELETE')).status]).toEqual([target, 405]);
    const foreign = { origin: 'https://mail.example', 'content-length': '0' };
    expect((await raw(origin, `/alerts/unsubscribe/${token}`, foreign, 'POST')).status).toBe(200);
    expect((await raw(origin, '/api/alerts/subscriptions', foreign, 'POST')).status).toBe(403);
    expect((await raw(origin, `/alerts/manage/${token}`, foreign, 'DELETE')).status).toBe(403);
    expect(site.requests.map((request) => request.method)).toEqual(['DELETE', 'POST']);
  });

  it('hands a post its whole body up to the limit', async () => {
    const { site, handle } = fakeSite(async (request) => html(`${(await request.text()).length}`));
    const { origin } = await start(handle, { pageCache: false });
    const declared = await post(origin, MAX_BODY_BYTES);
    const chunked = await post(origin, 70_000, { chunked: true });
    expect(declared !== 'reset' && [declared.status, declared.text]).toEqual([
      200,
      String(MAX_BODY_BYTES),
    ]);
    expect(chunked !== 'reset' && [chunked.status, chunked.text]).toEqual([200, '70000']);
    expect(site.renders).toBe(2);
  });

  it('refuses a larger body with 413 without reading it, declared or chunked', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const declared = await post(origin, MAX_BODY_BYTES + 1);
    // 8 MB sent in chunks: refused once the limit is passed, the rest never read.
    const chunked = await post(origin, 8 * 1024 * 1024, { chunked: true });
    for (const answer of [declared, chunked]) {
      // The client may still be writing when the refusal closes the connection.
      if (answer === 'reset') continue;
      expect([answer.status, answer.text]).toEqual([413, 'Content Too Large']);
      expect(answer.headers.connection).toBe('close');
    }
    expect(declared).not.toBe('reset');
    expect(site.renders).toBe(0);
    // The server is still there for the next visitor.
    expect((await raw(origin, '/')).status).toBe(200);
  });
});

describe('limits of the connection', () => {
  /** Writes `text` on a raw connection; resolves with what the server answered. */
  function exchange(origin: string, text: string, keepOpen = false) {
    const { port } = new URL(origin);
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        if (keepOpen) socket.write(text);
        else socket.end(text);
      });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers 431 to headers larger than 16 KB, before the site sees them', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const answer = await exchange(
      origin,
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    expect(site.renders).toBe(0);
  });

  it('answers 408 and closes the connection of a client that sends its body too slowly', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false, requestTimeoutMs: 1_000 });
    // Declares 100 bytes and sends 10: the request is never complete.
    const answer = await exchange(
      origin,
      'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789',
      true,
    );
    expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(site.renders).toBe(0);
  });
});

describe('the query that names a page', () => {
  const pageQuery = (search: string) => search.replace(/[?&]fbclid=[^&]*/g, '').replace(/^&/, '?');

  it("renders and caches the page without the parameters the site's pageQuery drops", async () => {
    const { site, handle } = fakeSite((request, n) => html(`${new URL(request.url).search} ${n}`));
    const { origin } = await start(handle, { pageQuery });
    const first = await get(`${origin}/?fbclid=IwAR0one`);
    const second = await get(`${origin}/?fbclid=IwAR0two`);
    const plain = await get(`${origin}/`);
    const other = await get(`${origin}/search?q=bus&fbclid=x`);
    expect([first.headers['x-cache'], second.headers['x-cache'], plain.headers['x-cache']]).toEqual(
      ['MISS', 'HIT', 'HIT'],
    );
    expect(site.requests.map((request) => request.url)).toEqual([
      `${origin}/`,
      `${origin}/search?q=bus`,
    ]);
    expect(other.text).toBe('?q=bus 2');
  });

  it('keeps the whole query when the site says nothing', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    await get(`${origin}/?fbclid=one`);
    await get(`${origin}/?fbclid=two`);
    expect(site.renders).toBe(2);
  });
});

describe('request identity', () => {
  it('gives each request a fresh id, echoed in the response and passed to the site', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const first = await raw(origin, '/');
    const second = await raw(origin, '/');
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(site.requests.map((r) => r.headers.get('x-request-id'))).toEqual(ids);
  });

  it('keeps a well-formed incoming id and replaces one that could forge log lines', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const kept = await raw(origin, '/', { 'x-request-id': 'edge-1234abcd' });
    const replaced = await raw(origin, '/', { 'x-request-id': 'x"}{"level":"info' });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(site.requests[1]?.headers.get('x-request-id')).toBe(replaced.headers['x-request-id']);
  });

  it('decides the client address itself, ignoring what the client wrote', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    await raw(origin, '/', { 'x-district-client-ip': '10.9.9.9', 'x-forwarded-for': '10.1.1.1' });
    expect(site.contexts[0]?.clientIp).toBe('127.0.0.1');
  });

  it('takes the x-forwarded-for entry the trusted proxies added, not one the client wrote', async () => {
    // The client sent "198.51.100.9"; one proxy appended the address it saw, 203.0.113.7; a
    // second, inner proxy appended the first proxy's, 10.0.0.1.
    const forwarded = { 'x-forwarded-for': '198.51.100.9, 203.0.113.7, 10.0.0.1' };
    for (const [trustProxy, address] of [
      [1, '10.0.0.1'],
      [2, '203.0.113.7'],
      [9, '198.51.100.9'],
      [0, '127.0.0.1'],
    ] as const) {
      const { site, handle } = fakeSite();
      const { origin } = await start(handle, { pageCache: false, trustProxy });
      await raw(origin, '/', forwarded);
      expect(site.contexts[0]?.clientIp, `TRUST_PROXY=${trustProxy}`).toBe(address);
    }
  });

  it("keeps the address of an entry a proxy wrote with the client's port", async () => {
    // Azure App Service's front end writes "address:port": a new key per connection would let
    // every form post past the rate limit.
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false, trustProxy: 1 });
    const cases = [
      ['203.0.113.7:54321', '203.0.113.7'],
      ['[2001:db8::7]:54321', '2001:db8::7'],
      ['[2001:db8::7]', '2001:db8::7'],
      ['2001:db8::7', '2001:db8::7'],
      ['203.0.113.7', '203.0.113.7'],
    ];
    for (const [entry, address] of cases) {
      await raw(origin, '/', { 'x-forwarded-for': entry as string });
      expect(site.contexts.at(-1)?.clientIp, entry).toBe(address);
    }
  });
});

describe('the public origin (SITE_URL)', () => {
  const canonical = (request: Request) =>
    html(`<link rel="canonical" href="${new URL('/about-us', request.url).href}">`);

  it("links to SITE_URL, never to a client's Host, and keys every Host's request as one page", async () => {
    const { site, handle } = fakeSite(canonical);
    const { origin } = await start(handle, {
      siteOrigin: { protocol: 'https', host: 'www.meadowlarkvalley.org' },
    });
    const foreign = await raw(origin, '/about-us', { host: 'evil.example' });
    const other = await raw(origin, '/about-us', { host: 'another.example:8443' });
    expect(foreign.text).toContain('href="https://www.meadowlarkvalley.org/about-us"');
    expect([foreign.headers['x-cache'], other.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(site.renders).toBe(1);
  });

  it('answers 400 to a request with two Host headers, before the site sees it', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    const { port } = new URL(origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.end(
          'GET /about-us HTTP/1.1\r\nHost: www.meadowlarkvalley.org\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true);
    expect(site.renders).toBe(0);
  });
});

describe('forwarded host and protocol', () => {
  /** A page whose canonical link is made from the request's URL, as the site's links are. */
  const canonical = (request: Request) =>
    html(`<link rel="canonical" href="${new URL('/about-us', request.url).href}">`);
  const link = (answer: Answer) => answer.text.match(/href="([^"]+)"/)?.[1];
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('without TRUST_PROXY, makes the page and its cache key from Host, not X-Forwarded-Host', async () => {
    const { site, handle } = fakeSite(canonical);
    const { origin } = await start(handle);
    const forged = await raw(origin, '/about-us', { 'x-forwarded-host': 'evil.example' });
    const plain = await raw(origin, '/about-us');
    expect(link(forged)).toBe(`${origin}/about-us`);
    // One page for both: the forged header is part of neither the page nor its key.
    expect([forged.headers['x-cache'], plain.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(site.renders).toBe(1);
    // Nor does the site see it (Remix compares a post's Origin with it).
    expect(site.requests[0]?.headers.get('x-forwarded-host')).toBeNull();
  });

  it('without TRUST_PROXY, neither promises HSTS nor links over https for X-Forwarded-Proto', async () => {
    const { site, handle } = fakeSite(canonical);
    const { origin } = await start(handle);
    const forged = await raw(origin, '/about-us', { 'x-forwarded-proto': 'https' });
    const plain = await raw(origin, '/about-us');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect(link(forged)).toBe(`${origin}/about-us`);
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(site.renders).toBe(1);
  });

  it('without TRUST_PROXY, refuses a post from another site that names it in X-Forwarded-Host', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false });
    const forged = await raw(
      origin,
      '/contact',
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      'POST',
    );
    expect(forged.status).toBe(403);
    expect(site.renders).toBe(0);
  });

  it('behind TRUST_PROXY=n, takes the host and protocol the outermost trusted proxy wrote', async () => {
    const { site, handle } = fakeSite(canonical);
    const { origin } = await start(handle, { trustProxy: 1 });
    // The client wrote the first entries; the one proxy appended what it was asked for.
    const appended = await raw(origin, '/about-us', {
      'x-forwarded-host': 'evil.example, www.meadowlarkvalley.org',
      'x-forwarded-proto': 'http, https',
    });
    expect(link(appended)).toBe('https://www.meadowlarkvalley.org/about-us');
    expect(appended.headers['strict-transport-security']).toBe(HSTS);
    expect(site.requests[0]?.headers.get('x-forwarded-host')).toBe('www.meadowlarkvalley.org');
    // A proxy that replaces the headers instead: the same page, from the cache.
    const replaced = await raw(origin, '/about-us', {
      'x-forwarded-host': 'www.meadowlarkvalley.org',
      'x-forwarded-proto': 'https',
    });
    expect(replaced.headers['x-cache']).toBe('HIT');
    // Without the headers, the instance's own address: another page, over http.
    const direct = await raw(origin, '/about-us');
    expect(direct.headers['x-cache']).toBe('MISS');
    expect(link(direct)).toBe(`${origin}/about-us`);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(site.renders).toBe(2);

    // A CDN then a balancer: the CDN's entries, second from the right.
    const two = fakeSite(canonical);
    const behindTwo = await start(two.handle, { trustProxy: 2 });
    const twoHops = await raw(behindTwo.origin, '/about-us', {
      'x-forwarded-host': 'evil.example, www.meadowlarkvalley.org, lb.internal',
      'x-forwarded-proto': 'http, https, http',
    });
    expect(link(twoHops)).toBe('https://www.meadowlarkvalley.org/about-us');
    expect(twoHops.headers['strict-transport-security']).toBe(HSTS);

    // Fewer entries than proxies: the leftmost, as for X-Forwarded-For.
    const nine = fakeSite(canonical);
    const behindNine = await start(nine.handle, { trustProxy: 9 });
    const fewer = await raw(behindNine.origin, '/about-us', {
      'x-forwarded-host': 'aspen.meadowlarkvalley.org, lb.internal',
      'x-forwarded-proto': 'https, http',
    });
    expect(link(fewer)).toBe('https://aspen.meadowlarkvalley.org/about-us');
  });
});

describe('access and summary log lines', () => {
  it('writes one line per request with its id, status, cache state and duration', async () => {
    const lines: LogLine[] = [];
    const { handle } = fakeSite(async (request, n) => {
      if (new URL(request.url).pathname === '/slow') await tick(40);
      return html(`<h1>Render ${n}</h1>`);
    });
    const { origin } = await start(handle, { lines });
    const first = await get(`${origin}/slow?q=secret`);
    await until(() => lines.length === 1);
    await tick(); // the page is stored a moment after it is answered
    await get(`${origin}/slow?q=secret`);
    await get(`${origin}/x?preview`);
    await until(() => lines.length === 3);
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        msg: 'request',
        requestId: first.headers['x-request-id'],
        method: 'GET',
        path: '/slow',
        status: 200,
        cache: 'MISS',
        durationMs: expect.any(Number),
      },
      expect.objectContaining({ path: '/slow', status: 200, cache: 'HIT' }),
      expect.objectContaining({ path: '/x', status: 200, cache: 'BYPASS' }),
    ]);
    expect(lines[0]!.durationMs).toBeGreaterThanOrEqual(35);
    // What a visitor typed stays out of the log.
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs refused targets and a cache that is off as BYPASS, with a short path', async () => {
    const lines: LogLine[] = [];
    const { handle } = fakeSite();
    const { origin } = await start(handle, { pageCache: false, lines });
    await get(`${origin}/${'a'.repeat(3_000)}`);
    await get(`${origin}/`);
    await until(() => lines.length === 2);
    expect(lines.map(({ status, cache }) => ({ status, cache }))).toEqual([
      { status: 414, cache: 'BYPASS' },
      { status: 200, cache: 'BYPASS' },
    ]);
    expect(String(lines[0]!.path).length).toBeLessThanOrEqual(201);
  });

  it('writes a summary of the page cache and data layer figures only after traffic', async () => {
    const lines: LogLine[] = [];
    const metrics = () => ({ reader: { hits: 3, misses: 1 } });
    {
      const { handle } = fakeSite();
      const { origin, listener } = await start(handle, { lines, metrics });
      listener.logSummary();
      expect(lines).toEqual([]);
      await get(`${origin}/`);
      await tick();
      await get(`${origin}/`);
      await until(() => lines.length === 2);
      listener.logSummary();
      listener.logSummary(); // no traffic since: no line
      const summaries = lines.filter((line) => line.msg === 'cache summary');
      expect(summaries).toEqual([
        {
          level: 'info',
          time: expect.any(String),
          msg: 'cache summary',
          requests: 2,
          pageCache: expect.objectContaining({ hits: 1, misses: 1, stored: 1, stale: 0 }),
          reader: { hits: 3, misses: 1 },
        },
      ]);
    }
  });

  it('writes the summary on its own timer', async () => {
    const lines: LogLine[] = [];
    const { handle } = fakeSite();
    const { origin, listener } = await start(handle, {
      lines,
      summaryIntervalMs: 30,
    });
    await get(`${origin}/`);
    await until(() => lines.some((line) => line.msg === 'cache summary'));
    expect(lines.find((line) => line.msg === 'cache summary')).toMatchObject({ requests: 1 });
    // Closing the server stops the timer.
    await listener.app.close();
    const written = lines.length;
    await tick(100);
    expect(lines.length).toBe(written);
  });
});

describe('one key per page', () => {
  const random = () => Math.random().toString(36).slice(2, 10);

  it('redirects every other form of a path to the canonical one with 308, keeping the query', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, { pagePath });
    for (const [target, location] of [
      ['/about-us/', '/about-us'],
      ['/about-us//', '/about-us'],
      ['/about-us//team/', '/about-us/team'],
      ['/%61bout-us', '/about-us'],
      ['/ANNOUNCEMENTS?page=2&utm_source=x', '/announcements?page=2&utm_source=x'],
      ['/Search.data?q=bus', '/search.data?q=bus'],
    ] as const) {
      const answer = await raw(origin, target);
      expect([target, answer.status, answer.headers.location]).toEqual([target, 308, location]);
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    }
    // Never a redirect of a post (its body would have to be sent again), nor of the root.
    expect((await raw(origin, '/', {}, 'HEAD')).status).toBe(200);
    expect(site.renders).toBe(1);
  });

  it('answers /about-us//, /about-us/ and /ABOUT-US with the canonical page, never a new entry', async () => {
    // As the site answers: a CMS page asked for in another case is redirected to the CMS's case.
    const { site, handle } = fakeSite((request, n) => {
      const { pathname, search } = new URL(request.url);
      if (pathname !== pathname.toLowerCase()) {
        return new Response(null, {
          status: 308,
          headers: { location: `${pathname.toLowerCase()}${search}` },
        });
      }
      return html(`<link rel="canonical" href="${pathname}"><h1>Render ${n}</h1>`);
    });
    const { listener, origin } = await start(handle, { pagePath });
    await get(`${origin}/about-us`);
    await until(() => listener.pageCache?.stats().entries === 1);
    const variants = ['/about-us//', '/about-us/', '/ABOUT-US', '/About-Us/', '/ABOUT-US//'];
    const location: Record<string, string | undefined> = {};
    for (const variant of variants) {
      let target: string = variant;
      // Follows the redirects as a browser does, at most two.
      for (let hop = 0; hop < 3; hop += 1) {
        const answer = await raw(origin, target);
        if (answer.status !== 308) {
          expect([variant, answer.status, answer.headers['x-cache']]).toEqual([
            variant,
            200,
            'HIT',
          ]);
          expect(answer.text).toContain('href="/about-us"');
          break;
        }
        target = answer.headers.location ?? '';
      }
      location[variant] = target;
    }
    const stats = listener.pageCache?.stats();
    console.log(
      `path variants: ${variants.length} asked for, each answered by /about-us; entries ${stats?.entries}, renders ${site.renders}`,
    );
    expect(new Set(Object.values(location))).toEqual(new Set(['/about-us']));
    expect(stats?.entries).toBe(1);
  });

  it('reads a parameter given twice as the page does: the first, one page for every second value', async () => {
    const { site, handle } = fakeSite((request, n) => html(`${new URL(request.url).search} ${n}`));
    const { listener, origin } = await start(handle, {
      pageQuery: (search, pathname) => pageQueryOf(search, pathname),
    });
    await get(`${origin}/announcements?page=1`);
    await get(`${origin}/announcements?category=Athletics`);
    await until(() => listener.pageCache?.stats().entries === 2);
    const targets = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? `/announcements?page=1&page=${random()}`
        : `/announcements?category=Athletics&category=${random()}`,
    );
    const answers = await Promise.all(targets.map((target) => raw(origin, target)));
    const hits = answers.filter((answer) => answer.headers['x-cache'] === 'HIT').length;
    console.log(
      `duplicated parameters: ${targets.length} requests, ${hits} HIT, ${site.renders - 2} render(s) beyond the 2 warmed pages`,
    );
    expect(hits).toBe(targets.length);
    expect(site.requests.map((request) => new URL(request.url).search)).toEqual([
      '?page=1',
      '?category=Athletics',
    ]);
  });

  it('1,000 made-up cookie values: at most one render more per page', async () => {
    const { site, handle } = fakeSite();
    const { listener, origin } = await start(handle);
    const pages = ['/', '/about-us', '/academics'];
    for (const page of pages) await get(`${origin}${page}`);
    await until(() => listener.pageCache?.stats().entries === pages.length);
    const made = [
      () => `mvsd-website-state=${random()}`,
      () => `mvsd-website-state=${encodeURIComponent(`{"languageCode":"${random()}"}`)}`,
      () => `mvsd-website-state=${encodeURIComponent(`{"languageCode":7,"x":"${random()}"}`)}`,
      () => `mvsd-notifications-dismissed=${random()}`,
      () => `mvsd-notifications-dismissed=${encodeURIComponent(`["<${random()}>"]`)}`,
      () => `mvsd-notifications-dismissed=${encodeURIComponent(`{"id":"${random()}"}`)}`,
      // Well-formed ids of no notification the site has shown.
      () => `mvsd-notifications-dismissed=${encodeURIComponent(`["${random()}","${random()}"]`)}`,
      () => `mvsd-session=${random()}; __Host-mvsd-session=${random()}`,
      () => `_ga=GA1.1.${random()}; mvsd-website-state=; theme=${random()}`,
    ];
    const rendersBefore = site.renders;
    let hits = 0;
    for (let i = 0; i < 1_000; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          raw(origin, pages[(i + j) % pages.length] ?? '/', {
            cookie: made[(i + j) % made.length]?.() ?? '',
          }),
        ),
      );
      hits += batch.filter((answer) => answer.headers['x-cache'] === 'HIT').length;
    }
    const extra = site.renders - rendersBefore;
    console.log(
      `made-up cookies: 1000 requests over ${pages.length} warmed pages, ${hits} HIT, ${extra} render(s) more`,
    );
    expect(extra).toBeLessThanOrEqual(pages.length);
    // Every warmed page is still there.
    for (const page of pages)
      expect((await get(`${origin}${page}`)).headers['x-cache']).toBe('HIT');
  });

  it('renders a page from its cookies as the key reads them, the others as sent', async () => {
    const { site, handle } = fakeSite((request) => html(`${request.headers.get('cookie')}`));
    const { origin } = await start(handle, {
      pageCacheCookies: pageCacheCookiesFor({
        brand: 'mvsd',
        intranet: false,
        isShown: (id) => id === 'snow-day',
      }),
    });
    const dismissed = (ids: string[]) =>
      `mvsd-notifications-dismissed=${encodeURIComponent(JSON.stringify(ids))}`;
    const first = await get(`${origin}/`, {
      cookie: `_ga=1; ${dismissed(['made-up', 'snow-day'])}; mvsd-website-state=junk`,
    });
    expect(first.text).toBe(`_ga=1; ${dismissed(['snow-day'])}`);
    // The same page for the same reading, however the cookie was written.
    const second = await get(`${origin}/`, { cookie: dismissed(['snow-day', 'other-made-up']) });
    expect([second.headers['x-cache'], site.renders]).toEqual(['HIT', 1]);
  });

  it('a forged session cookie or any Authorization on a public site is a visitor: HIT, not BYPASS', async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle);
    await get(`${origin}/`);
    const forged: Record<string, string>[] = [
      { cookie: `mvsd-session=${random()}` },
      { cookie: `__Host-mvsd-session=${random()}; __Secure-mvsd-session-signin=${random()}` },
      { authorization: `Bearer ${random()}` },
      { authorization: `Basic ${Buffer.from(`a:${random()}`).toString('base64')}` },
    ];
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => raw(origin, '/', forged[i % forged.length])),
    );
    const states = answers.map((answer) => answer.headers['x-cache']);
    console.log(
      `forged sessions: ${answers.length} requests, ${states.filter((s) => s === 'HIT').length} HIT, ${states.filter((s) => s === 'BYPASS').length} BYPASS, ${site.renders - 1} render(s)`,
    );
    expect(new Set(states)).toEqual(new Set(['HIT']));
    expect(site.renders).toBe(1);
  });

  it("never looks an intranet reader's page up: every intranet page is a signed-in reader's", async () => {
    const { site, handle } = fakeSite();
    const { origin } = await start(handle, {
      pageCacheCookies: pageCacheCookiesFor({
        brand: 'mvsd-staff',
        intranet: true,
      }),
    });
    const states = [];
    for (let i = 0; i < 3; i += 1) states.push((await get(`${origin}/`)).headers['x-cache']);
    expect([states, site.renders]).toEqual([['BYPASS', 'BYPASS', 'BYPASS'], 3]);
  });
});
