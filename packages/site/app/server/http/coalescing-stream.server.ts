/**
 * The document's bytes in fewer, larger chunks: React writes 2 KB pieces, each costing a stream
 * read, a compressor call and a socket write. Held until React flushes or the event loop turns.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** A pass-through that joins the chunks written between two flushes into one. */
export class CoalescingStream extends Transform {
  #pending: Buffer[] = [];
  #size = 0;
  #scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    this.#size += chunk.length;
    // React calls flush() after each pass; the next turn of the loop is the backstop.
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.flush());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }

  /** Sends what was written since the last flush, as one chunk (React calls this by convention). */
  flush(): void {
    this.#scheduled = false;
    if (this.#size === 0 || this.destroyed) return;
    const pending = this.#pending;
    const chunk =
      pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, this.#size);
    this.#pending = [];
    this.#size = 0;
    this.push(chunk);
  }
}
