/**
 * The pnpm patch of react-dom 18.3.1's Node streaming renderer (pnpm-workspace.yaml): chunks are
 * gathered as strings and encoded once per write. Both builds are checked (the production one is
 * what the server bundles; tests run the development one), against React's own string renderer.
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

  it('writes a document in a few large pieces, not one per 2 KB', async () => {
    const { html, writes } = await render(server, page());
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeGreaterThan(100_000);
    // At most 8 K characters are held before a write (up to 4 bytes each in UTF-8).
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(bytes / 8_192) + 1);
    expect(Math.max(...writes)).toBeGreaterThan(8_192);
  });
});
