// Page weight as delivered: the HTML, CSS and JavaScript of a page, each fetched as a browser
// would (identity, gzip, brotli), so a server that forgets to compress shows here.
import { get } from './http.mjs';

const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean);
const hasAttribute = (tag, name) => new RegExp(`\\s${name}(?:[\\s=>]|$)`, 'i').test(tag);

/** Scripts and stylesheets of an HTML document. */
export function resourcesOf(html) {
  const scripts = new Set();
  const styles = new Set();
  const inline = [];
  let blockingInline = '';
  const blockingExternal = new Set();
  const headEnd = html.search(/<\/head>/i);
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) styles.add(href);
    if (rel.includes('modulepreload')) scripts.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${match[1]}>`;
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    if (type && !/module|javascript|ecmascript/.test(type)) continue;
    const src = attribute(tag, 'src');
    const classic = type !== 'module';
    const blocking =
      classic &&
      !hasAttribute(tag, 'async') &&
      !hasAttribute(tag, 'defer') &&
      match.index < headEnd;
    if (src) {
      scripts.add(src);
      if (blocking) blockingExternal.add(src);
    } else {
      inline.push(match[2]);
      if (blocking) blockingInline += match[2];
      // A module script's static and dynamic imports load before it runs.
      if (!classic) {
        for (const imported of match[2].matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
          scripts.add(imported[1]);
        }
      }
    }
  }
  return { scripts, styles, inline, blockingExternal, blockingInline };
}

async function sizes(url) {
  const identity = await get(url);
  if (identity.status !== 200) return { status: identity.status, raw: 0, gzip: 0, br: 0 };
  const gzip = await get(url, { 'accept-encoding': 'gzip' });
  const br = await get(url, { 'accept-encoding': 'br' });
  return {
    status: 200,
    raw: identity.bytes.length,
    gzip: gzip.bytes.length,
    br: br.bytes.length,
    gzipped: gzip.headers['content-encoding'] === 'gzip',
    brotli: br.headers['content-encoding'] === 'br',
    body: identity.bytes,
  };
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br });
const ZERO = { raw: 0, gzip: 0, br: 0 };

/**
 * The weight of `origin + path`: { status, html, css, js, blockingJs, uncompressed } in bytes
 * (each { raw, gzip, br }); `uncompressed` lists text resources served without compression.
 */
export async function pageWeight(origin, path) {
  const html = await sizes(origin + path);
  if (html.status !== 200) return { status: html.status };
  const { scripts, styles, blockingExternal, blockingInline } = resourcesOf(html.body.toString());
  const uncompressed = [];
  const total = async (urls) => {
    let sum = ZERO;
    for (const href of urls) {
      const url = new URL(href, origin + path).href;
      const size = await sizes(url);
      if (size.status !== 200) throw new Error(`${url} answered ${size.status}`);
      if ((!size.gzipped || !size.brotli) && size.raw > 1024) uncompressed.push(href);
      sum = add(sum, size);
    }
    return sum;
  };
  const inlineBytes = Buffer.byteLength(blockingInline);
  return {
    status: 200,
    html,
    css: await total(styles),
    js: await total(scripts),
    blockingJs: add(await total(blockingExternal), { raw: inlineBytes, gzip: 0, br: 0 }),
    blockingInlineBytes: inlineBytes,
    uncompressed,
  };
}
