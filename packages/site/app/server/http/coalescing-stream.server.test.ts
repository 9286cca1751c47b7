import { describe, expect, it } from 'vitest';
import { CoalescingStream } from './coalescing-stream.server';

function collect(stream: CoalescingStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescing stream', () => {
  it('joins the chunks written in one turn of the event loop', async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    stream.write(Buffer.from('<html>'));
    stream.write(new Uint8Array(Buffer.from('<body>')));
    stream.write(Buffer.from('hello'));
    await turn();
    await turn();
    expect(chunks.map(String)).toEqual(['<html><body>hello']);
  });

  it('sends at once what was written before a flush, and the rest at the end', async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('shell ');
    stream.write('ready');
    stream.flush();
    stream.write(' and the ');
    stream.end('rest');
    await ended;
    expect(chunks.map(String)).toEqual(['shell ready', ' and the rest']);
  });

  it('keeps every byte in order', async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    const parts = Array.from({ length: 200 }, (_, i) => Buffer.from(`<p>${i}é</p>`));
    for (const [i, part] of parts.entries()) {
      stream.write(part);
      if (i % 37 === 0) await turn();
    }
    stream.end();
    await ended;
    expect(Buffer.concat(chunks).equals(Buffer.concat(parts))).toBe(true);
    expect(chunks.length).toBeLessThan(10);
  });
});
