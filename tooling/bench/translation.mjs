#!/usr/bin/env node
// `pnpm bench:translation`: what server-side translation costs (issue "Machine translation").
// A benchmark, not a timed test: it prints figures and goals, and fails only when something is
// broken (a server that does not start, an answer that is not 200, a page that is not translated,
// a wrong `<html lang dir>`), never because a figure missed its goal.
//
// The district app runs against a local translation function (node:http on 127.0.0.1) that
// checks each request body ({inputs: [{text}], to, from: 'en', textType: 'html'}), answers every
// text node as `[to] text` after a realistic upstream delay, and counts its calls. For one page it
// measures 100 sequential requests in English and 100 in Spanish (the language from the
// preference cookie, as a returning reader sends it), with the HTML page cache on (as deployed)
// and off (every request rendered: the translation memory's own cost).
//
//   node translation.mjs                 build the district app (turbo, cached), then measure
//   --no-build                           measure the build already on disk
//   --requests=100 --path=/about-us --upstream-ms=150
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { get } from './lib/http.mjs';
import { DISTRICT_APP, REPO_ROOT, SERVE_JS } from './lib/paths.mjs';
import { startServer } from './lib/servers.mjs';
import { ms, printTable } from './lib/table.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const REQUESTS = Number(option('requests', '100'));
const PAGE = option('path', '/about-us');
const UPSTREAM_MS = Number(option('upstream-ms', '150'));
const LANGUAGE = 'es';
const RTL = ['ar', 'fa', 'he', 'ur'];
// The preference cookie of the district app (`{brand}-website-state`, brand `mvsd`).
const languageCookie = (code) =>
  `mvsd-website-state=${encodeURIComponent(JSON.stringify({ languageCode: code }))}`;
// No server outlives the run by more than this, whatever happens to the bench.
const DEADLINE_MS = 5 * 60_000;

const problems = [];
function problem(message) {
  problems.push(message);
  console.error(`  ✗ ${message}`);
}
function step(message) {
  console.error(`• ${message}`);
}

/** The local translation function: strict about the body, counts calls, can fail on demand. */
function startTranslator() {
  const state = { calls: 0, texts: 0, violations: [], failing: false };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      state.calls += 1;
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const keys = body ? Object.keys(body).sort().join(',') : '';
      const valid =
        req.method === 'POST' &&
        req.url === '/translate' &&
        keys === 'from,inputs,textType,to' &&
        body.from === 'en' &&
        body.textType === 'html' &&
        Array.isArray(body.inputs) &&
        body.inputs.length <= 1000 &&
        body.inputs.every(
          (input) => Object.keys(input).join(',') === 'text' && typeof input.text === 'string',
        );
      if (!valid) {
        state.violations.push(`${req.method} ${req.url} ${keys}`);
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Bad Request' }));
        return;
      }
      state.texts += body.inputs.length;
      setTimeout(() => {
        if (state.failing) {
          res.writeHead(503, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'Service Unavailable' }));
          return;
        }
        // Every text node marked, tags untouched: the HTML arrives intact.
        const mark = (html) =>
          html.replace(/(^|>)([^<]+)/g, (_m, open, text) =>
            text.trim() === '' ? open + text : `${open}[${body.to}] ${text}`,
          );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body.inputs.map((input) => ({ text: mark(input.text) }))));
      }, UPSTREAM_MS);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        state,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

function build() {
  step('building the district app (turbo, cached when unchanged)');
  const result = spawnSync('pnpm', ['turbo', 'run', 'build', '--filter=@district/app-district'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (result.status !== 0) {
    console.error(`${result.stdout}\n${result.stderr}`.split('\n').slice(-40).join('\n'));
    throw new Error('the district app did not build');
  }
}

async function fetchPage(origin, pathname, headers = {}) {
  const started = performance.now();
  const answer = await get(origin + pathname, headers);
  const elapsed = performance.now() - started;
  if (answer.status !== 200)
    problem(`GET ${pathname} ${JSON.stringify(headers)} → ${answer.status}`);
  return { ...answer, html: answer.bytes.toString('utf8'), ms: elapsed };
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    p50: at(0.5),
    p95: at(0.95),
  };
}

/**
 * `REQUESTS` sequential GETs of the page in each language: the first of each apart (it fills the
 * caches, and in Spanish makes the one upstream call), then the rest alternating en, es, en… so
 * that the process warming up or slowing down over the run weighs on both languages alike.
 */
async function series(origin) {
  const english = { cookie: languageCookie('en') };
  const spanish = { cookie: languageCookie(LANGUAGE) };
  const first = {
    en: await fetchPage(origin, PAGE, english),
    es: await fetchPage(origin, PAGE, spanish),
  };
  const times = { en: [], es: [] };
  for (let i = 1; i < REQUESTS; i += 1) {
    times.en.push((await fetchPage(origin, PAGE, english)).ms);
    times.es.push((await fetchPage(origin, PAGE, spanish)).ms);
  }
  return { first, en: summary(times.en), es: summary(times.es) };
}

function htmlTag(html) {
  return html.match(/<html[^>]*>/)?.[0] ?? '(no <html>)';
}

async function scenario(label, translator, env) {
  step(`${label}: starting the district app`);
  const server = await startServer({
    name: `district (${label})`,
    script: SERVE_JS,
    cwd: DISTRICT_APP,
    env: { FUNCTIONS_ENDPOINT: translator.url, ...env },
    deadlineMs: DEADLINE_MS,
  });
  try {
    // Warm the process (JIT, demo content, CMS caches) on another page, in English only, so
    // neither measured series pays for a cold start and no translation is cached beforehand.
    for (let i = 0; i < 30; i += 1) await fetchPage(server.origin, '/academics');

    step(`${label}: ${REQUESTS} × ${PAGE} in en and in ${LANGUAGE}, alternating`);
    const before = translator.state.calls;
    const run = await series(server.origin);
    const calls = translator.state.calls - before;
    const html = run.first.es.html;
    if (!html.includes(`[${LANGUAGE}] `))
      problem(`${label}: the ${LANGUAGE} page is not translated`);
    if (!htmlTag(html).includes(`lang="${LANGUAGE}"`)) {
      problem(`${label}: ${htmlTag(html)} for ${LANGUAGE}`);
    }
    if (run.first.en.html.includes(`[${LANGUAGE}] `))
      problem(`${label}: the English page is translated`);
    const ratio = run.es.p50 / run.en.p50;
    return {
      row: {
        'page cache': label,
        'upstream calls (es ×100)': String(calls),
        'en 1st': ms(run.first.en.ms),
        'es 1st': ms(run.first.es.ms),
        'en p50': ms(run.en.p50),
        'es p50': ms(run.es.p50),
        'en mean': ms(run.en.mean),
        'es mean': ms(run.es.mean),
        'en p95': ms(run.en.p95),
        'es p95': ms(run.es.p95),
        'es/en p50': `${((ratio - 1) * 100).toFixed(1)} %`,
        'goal: 1 call, ≤ +10 %': calls === 1 && ratio <= 1.1 ? 'yes' : 'NO',
      },
      server,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The pages a reader of a right-to-left language, or a reader hit by a failure, gets. */
async function checks(origin, translator) {
  const rows = [];
  for (const code of RTL) {
    const page = await fetchPage(origin, `${PAGE}?lang=${code}`);
    const tag = htmlTag(page.html);
    const ok =
      tag.includes(`lang="${code}"`) &&
      tag.includes('dir="rtl"') &&
      page.html.includes(`[${code}] `);
    if (!ok) problem(`${code}: ${tag}, translated: ${page.html.includes(`[${code}] `)}`);
    rows.push({ check: `RTL ${code}`, result: tag, ok: ok ? 'yes' : 'NO' });
  }
  const english = await fetchPage(origin, `${PAGE}?lang=en`);
  const back = htmlTag(english.html).includes('lang="en"') && !english.html.includes('[es] ');
  if (!back) problem('switching back to en did not render the original');
  rows.push({ check: 'back to en', result: htmlTag(english.html), ok: back ? 'yes' : 'NO' });

  translator.state.failing = true;
  // Page content never seen before, chrome from memory: the page says content stayed English.
  const spanish = await fetchPage(origin, '/board-of-education', { cookie: languageCookie('es') });
  const spanishNotice = spanish.html.includes('No pudimos traducir esta página');
  if (!spanishNotice) problem('es: content that failed to translate showed no notice');
  rows.push({
    check: 'translator down, new page (es)',
    result: `${spanish.status}${spanishNotice ? ', notice (hand-written es)' : ', no notice'}`,
    ok: spanish.status === 200 && spanishNotice ? 'yes' : 'NO',
  });
  const failed = await fetchPage(origin, '/academics?lang=fil');
  translator.state.failing = false;
  const notice = /could not translate this page/i.test(failed.html);
  if (!notice) problem('a failed translation did not show the notice');
  rows.push({
    check: 'translator down (fil)',
    result: `${failed.status}, ${failed.html.includes('[fil] ') ? 'translated?!' : 'English'}${notice ? ' + notice' : ''}`,
    ok: failed.status === 200 && notice ? 'yes' : 'NO',
  });
  return rows;
}

async function main() {
  if (!args.includes('--no-build')) build();
  const translator = await startTranslator();
  const rows = [];
  let checkRows = [];
  try {
    for (const [label, env] of [
      ['on (deployed)', {}],
      ['off (every request rendered)', { DISABLE_PAGE_CACHE: '1' }],
    ]) {
      const { row, server } = await scenario(label, translator, env);
      rows.push(row);
      if (env.DISABLE_PAGE_CACHE) checkRows = await checks(server.origin, translator);
      await server.stop();
    }
  } finally {
    await translator.close();
  }
  if (translator.state.violations.length > 0) {
    problem(`translation requests refused: ${translator.state.violations.join('; ')}`);
  }
  printTable(
    `Translation: ${REQUESTS} sequential requests of ${PAGE} in en and ${REQUESTS} in ${LANGUAGE} (upstream answers after ${UPSTREAM_MS} ms; "1st" = the first request, the other ${REQUESTS - 1} summarised)`,
    rows,
  );
  printTable('Checks', checkRows);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
