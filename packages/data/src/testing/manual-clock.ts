/**
 * A {@link Clock} the test drives: time moves only when the test advances it, and each `sleep`
 * waits until then, so a retry after `Retry-After: 2` happens exactly when the test has moved the
 * clock two seconds, and never by a real wait.
 */
import type { Clock } from '../resilience/clock';

interface PendingSleep {
  ms: number;
  due: number;
  resolve: () => void;
}

/** A clock whose time and timers belong to the test. */
export interface ManualClock extends Clock {
  /** Moves time forward, waking every sleep due by then, earliest first. */
  advance(ms: number): void;
  /** The sleeps waiting now (their requested lengths and due times). */
  pending(): { ms: number; due: number }[];
  /** Resolves once a sleep matching `accept` is waiting (one already waiting counts). */
  sleeping(accept?: (ms: number) => boolean): Promise<{ ms: number; due: number }>;
}

/** Creates a {@link ManualClock} at `start` (default: now, so JWT expiries look real). */
export function createManualClock(start = Date.now(), random = () => 0.5): ManualClock {
  let time = start;
  const sleeps = new Set<PendingSleep>();
  const watchers = new Set<{
    accept: (ms: number) => boolean;
    resolve: (sleep: { ms: number; due: number }) => void;
  }>();

  const notify = (sleep: PendingSleep) => {
    for (const watcher of watchers) {
      if (!watcher.accept(sleep.ms)) continue;
      watchers.delete(watcher);
      watcher.resolve({ ms: sleep.ms, due: sleep.due });
    }
  };

  return {
    now: () => time,
    random,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const sleep: PendingSleep = {
          ms,
          due: time + Math.max(0, ms),
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          sleeps.delete(sleep);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        sleeps.add(sleep);
        notify(sleep);
      });
    },
    advance(ms) {
      const until = time + ms;
      for (;;) {
        const due = [...sleeps].filter((sleep) => sleep.due <= until);
        if (due.length === 0) break;
        due.sort((a, b) => a.due - b.due);
        const first = due[0]!;
        time = Math.max(time, first.due);
        sleeps.delete(first);
        first.resolve();
      }
      time = until;
    },
    pending: () => [...sleeps].map(({ ms, due }) => ({ ms, due })),
    sleeping(accept = () => true) {
      const waiting = [...sleeps].find((sleep) => accept(sleep.ms));
      if (waiting) return Promise.resolve({ ms: waiting.ms, due: waiting.due });
      return new Promise((resolve) => watchers.add({ accept, resolve }));
    },
  };
}
