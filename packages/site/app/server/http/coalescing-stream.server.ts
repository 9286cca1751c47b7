/**
 * The document's bytes in fewer, larger chunks. React writes its output in 2 KB pieces; every
 * piece then costs a web-stream read, a compressor call and a socket write on its way out, and a
 * compressor fed 2 KB at a time spends twice the CPU of one fed the same bytes at once. This
 * stream holds what React writes until React flushes (the end of each pass of its work) or the
 * event loop turns, so a streamed document still leaves as soon as React has it.
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
