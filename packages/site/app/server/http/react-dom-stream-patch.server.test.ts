/**
 * The pnpm patch of react-dom 18.3.1's Node streaming renderer (decision 014): chunks are gathered
 * as strings and encoded once per write. Unpatched, the renderer encodes into 2 KB views and, when
 * a multi-byte character does not fit in what is left of a view, sends the whole view, its unused
 * bytes as NUL characters in the page. Both builds are checked (the production one is what the
 * server bundles; tests run the development one), against React's own string renderer.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const reactDomRoot = path.dirname(require.resolve('react-dom/package.json'));

type Server = typeof import('react-dom/server');
const builds: [string, Server][] = [
  ['production', require(path.join(reactDomRoot, 'cjs/react-dom-server.node.production.min.js'))],
  ['development', require(path.join(reactDomRoot, 'cjs/react-dom-server.node.development.js'))],
];

/** ~120 KB of markup in many small chunks, with multi-byte text at every offset. */
function page(): ReactElement {
  const rows = Array.from({ length: 1_000 }, (_, index) =>
    createElement(
      'li',
      { key: index, className: `row-${index % 7}`, 'data-index': index },
      createElement('a', { href: `/page/${index}?q=a&b="c"` }, `مدرسة ${index} — école 🚌 `),
      'x'.repeat(index % 5),
    ),
  );
  return createElement(
    Fragment,
    null,
    createElement('ul', null, rows),
    createElement('p', null, 'end'),
  );
}

/** The size of the unpatched renderer's views: the first one holds the output's first 2,048 bytes. */
const VIEW_BYTES = 2_048;

/**
 * A notice in one script, in many small chunks, after `pad` ASCII letters: moving `pad` moves
 * the text across the first view's end.
 */
function notice(text: string, pad: number): ReactElement {
  return createElement(
    'main',
    null,
    createElement('b', null, 'x'.repeat(pad)),
    Array.from({ length: 40 }, (_, index) => createElement('p', { key: index }, text)),
  );
}

/** The first `pad` that puts one of the notice's characters across the first view's end. */
function padAcrossViewEnd(text: string): number | undefined {
  for (let pad = 0; pad < 16; pad += 1) {
    const bytes = Buffer.from(renderToString(notice(text, pad)));
    // A UTF-8 continuation byte at the view's end: the character began in the view before it.
    if (((bytes[VIEW_BYTES] ?? 0) & 0b1100_0000) === 0b1000_0000) return pad;
  }
  return undefined;
}

// Two bytes a character in UTF-8 (Arabic) and three (Chinese): each can leave one or two bytes
// of a view unused.
const scripts: [string, string][] = [
  ['Arabic', 'المدارس مفتوحة اليوم، والحافلات تعمل في موعدها.'],
  ['Chinese', '今天学校正常开放，校车按时运行。'],
];

function render(server: Server, element: ReactElement) {
  return new Promise<{ html: string; writes: number[] }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const writes: number[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        writes.push(chunk.length);
        callback();
      },
      final(callback) {
        callback();
        resolve({ html: Buffer.concat(chunks).toString('utf8'), writes });
      },
    });
    const stream = server.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

describe.each(builds)('react-dom %s stream renderer, patched', (_name, server) => {
  it('writes the same markup as React’s string renderer, multi-byte text intact', async () => {
    const { html } = await render(server, page());
    expect(html).toBe(renderToString(page()));
    expect(html).not.toContain('\u0000');
    expect(html).toContain('مدرسة 999 — école 🚌');
  });

  it.each(scripts)(
    'keeps %s text whole where a character crosses a 2 KB view',
    async (_script, text) => {
      const pad = padAcrossViewEnd(text);
      // The case the unpatched renderer gets wrong is the one rendered.
      expect(pad).toBeDefined();
      const element = notice(text, pad ?? 0);
      const { html } = await render(server, element);
      expect(html).not.toContain('\u0000');
      expect(html).toBe(renderToString(element));
      expect(html.split(text)).toHaveLength(41);
    },
  );

  it('writes a document in a few large pieces, not one per 2 KB', async () => {
    const { html, writes } = await render(server, page());
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeGreaterThan(100_000);
    // At most 8 K characters are held before a write (up to 4 bytes each in UTF-8).
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(bytes / 8_192) + 1);
    expect(Math.max(...writes)).toBeGreaterThan(8_192);
  });
});
