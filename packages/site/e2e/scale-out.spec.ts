import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type FakeAzureSearch,
  startFakeAzureSearch,
} from '@district/data/search/testing/fake-azure-search';
import { type RedisServer, startRedisServer } from '@district/data/testing/redis-server';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { createDemoContent } from '@district/demo-content/content';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// Issue 13's reference topology on one machine: Redis (Debian's redis-server), three instances of
// the district's production build and nginx (Debian's) balancing between them, with the search
// and translation services as local stand-ins that count their calls. Everything listens on
// 127.0.0.1 and stops when the file is done.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const BALANCER_PORT = 3610;
const INSTANCE_PORTS = [3611, 3612, 3613];
const CSRF_SECRET = 'scale-out-test-secret-shared-by-every-instance';

let redis: RedisServer;
let search: FakeAzureSearch;
let translator: FakeTranslator;
let instances: SiteServer[] = [];
let nginx: { process: ChildProcess; folder: string } | undefined;
const bundle = createDemoContent({ now: new Date() });
// The search service's messages: the notification test adds one while the instances run.
const messages = [...bundle.messages];

/** nginx in front of the instances: round robin, and a failed GET tried again on the next one. */
function nginxConfig(folder: string): string {
  const servers = INSTANCE_PORTS.map(
    (port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=30s;`,
  );
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream district {
    ${servers.join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${BALANCER_PORT};
    location / {
      proxy_pass http://district;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The client's address, replacing whatever it sent (TRUST_PROXY=1 on the instances).
      proxy_set_header X-Forwarded-For $remote_addr;
      # Trusted with TRUST_PROXY too: set here, so a client's own values never reach an instance.
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 1s;
      # nginx never retries a POST; GET and HEAD go to the next instance on failure.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

async function startNginx() {
  const folder = mkdtempSync(path.join(tmpdir(), 'district-nginx-'));
  const config = path.join(folder, 'nginx.conf');
  writeFileSync(config, nginxConfig(folder));
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  const child = spawn(binary ?? 'nginx', ['-c', config, '-p', folder], { stdio: 'ignore' });
  nginx = { process: child, folder };
  await expect
    .poll(async () => (await fetch(`${balancer()}/healthz`).catch(() => null))?.status, {
      timeout: 10_000,
    })
    .toBe(200);
}

const balancer = (pathname = '') => `http://127.0.0.1:${BALANCER_PORT}${pathname}`;

test.beforeAll(async () => {
  redis = await startRedisServer({ maxLifetimeMs: 5 * 60_000 });
  search = await startFakeAzureSearch({
    documents: {
      'messages-index': messages,
      'events-index': bundle.events,
      'files-index': bundle.files,
      'pages-index': bundle.pageDocuments,
    },
  });
  translator = await startFakeTranslator();
  instances = await Promise.all(
    INSTANCE_PORTS.map((port) =>
      startSiteServer(
        'district',
        port,
        {
          REDIS_URL: redis.url,
          SEARCH_ENDPOINT: search.endpoint,
          SEARCH_API_KEY: search.apiKey,
          FUNCTIONS_ENDPOINT: translator.url,
          CSRF_SECRET,
          TRUST_PROXY: '1',
        },
        { captureOutput: true },
      ),
    ),
  );
  await startNginx();
  // Every instance has connected to Redis before the tests start.
  for (const instance of instances) {
    await expect.poll(() => instance.output(), { timeout: 10_000 }).toContain('Connected to Redis');
  }
});

test.afterAll(async () => {
  nginx?.process.kill('SIGTERM');
  for (const instance of instances) instance.stop();
  await search?.close();
  await translator?.close();
  await redis?.stop();
  if (nginx) rmSync(nginx.folder, { recursive: true, force: true });
});

test('a translation made through one instance is served from the shared memory by the others', async () => {
  const first = await fetch(`${instances[0]!.url}/about-us?lang=es`);
  expect(first.status).toBe(200);
  expect(await first.text()).toContain('[es]');
  const calls = translator.bodies.length;
  expect(calls).toBeGreaterThan(0);

  for (const instance of instances.slice(1)) {
    const response = await fetch(`${instance.url}/about-us?lang=es`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('[es]');
  }
  // 0 extra upstream calls: the other instances found every fragment in Redis.
  expect(translator.bodies.length).toBe(calls);
  console.log(
    `translation: ${calls} upstream call(s) through instance 1, 0 through instances 2 and 3`,
  );
  expect(translator.violations).toEqual([]);
});

test('a new notification reaches every instance as soon as one of them has seen it', async () => {
  const notificationsOf = async (url: string) => {
    const response = await fetch(`${url}/api/notifications`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { notifications: { id: string; title: string }[] };
    return body.notifications;
  };
  // Every instance has the current set in its page cache.
  const before = await Promise.all(instances.map((i) => notificationsOf(i.url)));
  const model = bundle.messages.find((m) => m.id === before[0]?.[0]?.id);
  expect(model, 'the district shows at least one notification').toBeDefined();

  const title = 'Snow day: every school is closed today';
  const changedAt = Date.now();
  messages.push({
    ...model!,
    id: '6f1b2c3d-0000-4000-8000-00000000beef',
    title,
  });

  // Only the first instance is asked until it shows the new notification…
  await expect
    .poll(async () => (await notificationsOf(instances[0]!.url)).map((n) => n.title), {
      timeout: 60_000,
      intervals: [500],
    })
    .toContain(title);
  const seenAfterMs = Date.now() - changedAt;
  // …within one poll period of the browser (docs/behaviour.md#notification-states: every 60 s).
  expect(seenAfterMs).toBeLessThan(60_000);
  console.log(`notification: on instance 1 after ${seenAfterMs} ms, then on the others at once`);

  // …and the others show it on their very next answer, although their cached copies were still
  // within their stale-while-revalidate time: the first instance's announcement through Redis
  // refreshed their page caches and their cached search answers.
  for (const instance of instances.slice(1)) {
    expect((await notificationsOf(instance.url)).map((n) => n.title)).toContain(title);
    expect(instance.output()).toContain(
      'Notifications changed on another instance: cached pages refreshed',
    );
  }
});

test('form rate limits hold across the instances behind the balancer', async () => {
  // One browser: its CSRF cookie (signed with the shared CSRF_SECRET) and the form's token.
  const page = await fetch(balancer('/accessibility'));
  const cookie = (page.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  expect(cookie).toMatch(/^mvsd-csrf=/);
  const report = (url: string, i: number) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        csrf: token,
        pageUrl: '/',
        description: `Report ${i}`,
      }).toString(),
      redirect: 'manual',
    });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1)
    statuses.push((await report(balancer('/accessibility'), i)).status);
  // Five reports were sent (each counted where it was sent); the sixth is over the browser's
  // limit although the balancer sent the posts to three different instances.
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses[5]).toBe(429);
  // Asked directly, every instance knows this browser sent as many as it may.
  for (const instance of instances) {
    expect((await report(`${instance.url}/accessibility`, 9)).status).toBe(429);
  }
});

test('killing one instance under load loses no request the balancer could retry', async () => {
  const paths = ['/', '/about-us', '/announcements', '/api/notifications', '/stories'];
  const statuses = new Map<number, number>();
  let sent = 0;
  // Answers the killed instance had begun to send: the balancer had passed their status line on,
  // so it could not retry them, and closes them as the instance dies. A failure before the status
  // line (fetch rejecting) or any status but 200 is a request the balancer could have retried.
  let cut = 0;
  const deadline = Date.now() + 4_000;
  const worker = async (offset: number) => {
    for (let n = offset; Date.now() < deadline; n += 1) {
      const response = await fetch(balancer(paths[n % paths.length]));
      sent += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      try {
        await response.arrayBuffer();
      } catch {
        cut += 1;
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // As abrupt as a crash: no graceful close of the connections.
  const victim = instances[2]!;
  victim.stop('SIGKILL');
  await load;
  expect(sent).toBeGreaterThan(50);
  expect(Object.fromEntries(statuses)).toEqual({ 200: sent });
  // At most the answers in flight on that instance when it died: one per connection.
  expect(cut).toBeLessThanOrEqual(8);
  console.log(`killed instance 3 under load: ${sent} requests, all 200, ${cut} cut short`);
});

test('with Redis stopped, every instance goes on serving from its own memory', async () => {
  await redis.stop();
  const alive = instances.slice(0, 2);
  for (const instance of alive) {
    await expect
      .poll(() => instance.output(), { timeout: 10_000 })
      .toContain('Redis is unreachable: this instance goes on with its own memory');
  }
  for (const instance of alive) {
    for (const pathname of ['/', '/about-us?lang=fr', '/about-us?lang=fr', '/api/notifications']) {
      const response = await fetch(`${instance.url}${pathname}`);
      expect(response.status, pathname).toBe(200);
    }
    // Forms still answer (rate limits counted locally now), never with a server error.
    const form = await fetch(`${instance.url}/accessibility`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'description=after',
    });
    expect(form.status).toBeLessThan(500);
  }
  // Through the balancer too.
  expect((await fetch(balancer('/'))).status).toBe(200);
});
