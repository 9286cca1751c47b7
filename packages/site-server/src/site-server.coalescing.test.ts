import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createSiteServer, type SiteServer } from './site-server';

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
const servers: SiteServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(handle: (request: Request) => Promise<Response>) {
  const quiet = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }));
  const server = await createSiteServer({ handle, logger: quiet, summaryIntervalMs: 0 });
  servers.push(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function get(url: string): Promise<{ status: number; text: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          cache: res.headers['x-cache'] as string | undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request whose client leaves as soon as the first bytes of the answer arrive. */
function getAndLeave(url: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, { agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end();
  });
}

describe('page cache coalescing when a render is not stored', () => {
  it('renders once more for the waiting requests when the first client left mid-page', async () => {
    let renders = 0;
    const handle = async () => {
      renders += 1;
      const n = renders;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(`<h1>Render ${n}</h1>`));
          // The rest of the first page comes after its client has gone.
          await tick(n === 1 ? 150 : 10);
          controller.enqueue(new TextEncoder().encode('<p>end</p>'));
          controller.close();
        },
      });
      return new Response(body, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC },
      });
    };
    const origin = await start(handle);
    const leaving = getAndLeave(`${origin}/`);
    while (renders === 0) await tick(5);
    // A surge arrives while the first render is in flight.
    const waiting = Array.from({ length: 6 }, () => get(`${origin}/`));
    await leaving;
    const answers = await Promise.all(waiting);
    // One render for the client that left, one for the six that waited: not one each.
    expect(renders).toBe(2);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['<h1>Render 2</h1><p>end</p>']));
    // The page was not marked uncacheable: it is stored and the next request is a hit.
    const next = await get(`${origin}/`);
    expect(next.cache).toBe('HIT');
    expect(renders).toBe(2);
  });

  it('lets each request render a page it learnt is not cacheable', async () => {
    let renders = 0;
    const handle = async () => {
      renders += 1;
      await tick(30);
      return new Response(`<h1>Render ${renders}</h1>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private' },
      });
    };
    const origin = await start(handle);
    await get(`${origin}/`);
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(`${origin}/`)));
    expect(renders).toBe(4);
    expect(answers.every((a) => a.cache === 'MISS')).toBe(true);
  });
});
