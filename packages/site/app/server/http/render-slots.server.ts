/**
 * At most a few renders at once, the rest waiting their turn in arrival order.
 *
 * A render is CPU work in many small turns of the event loop (React's work, the streamed loader
 * data, compression). Fifty renders started together take turns with each other, so each holds
 * its memory for the time of all fifty and finishes late; the slowest wait far longer than their
 * share. In turns of a few, each render finishes soon after it starts. Measured on the uncached
 * home page at 50 connections (tooling/bench): p99 2.0–2.8 s → 1.0–1.3 s, and ~10 % more pages a
 * second (less memory live at once). Only the render waits: loaders, which wait on upstream
 * services, run as they come, so a slow upstream does not hold a slot.
 */
export interface RenderSlots {
  /** Waits for a slot; the returned function frees it (calling it again does nothing). */
  acquire(): Promise<() => void>;
  /** Renders running and renders waiting, for tests and logs. */
  readonly running: number;
  readonly waiting: number;
}

/** Four suit one process on one core: two measured slower, more gave back the long tail. */
export const RENDER_SLOTS = 4;

export function createRenderSlots(size: number = RENDER_SLOTS): RenderSlots {
  let running = 0;
  const queue: (() => void)[] = [];
  const grant = (resolve: (release: () => void) => void) => {
    running += 1;
    let released = false;
    resolve(() => {
      if (released) return;
      released = true;
      running -= 1;
      queue.shift()?.();
    });
  };
  return {
    acquire() {
      return new Promise((resolve) => {
        if (running < size) grant(resolve);
        else queue.push(() => grant(resolve));
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
