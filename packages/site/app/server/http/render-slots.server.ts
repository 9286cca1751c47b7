/**
 * At most a few renders at once, the rest waiting in arrival order: renders that share the event
 * loop all finish late, holding their memory (docs/decisions/006-uncached-render-cost.md).
 * Only the render waits: loaders run as they come, so a slow upstream holds no slot.
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
