/**
 * Counters of the resilience layer, readable by the server (a health or metrics route) through
 * `getMetrics()`. Plain numbers: exporting them to a metrics system is the server's job.
 */

/** The counters, by name. */
export interface ResilienceMetrics {
  /** Reads answered from a fresh cache entry. */
  hits: number;
  /** Reads that found no usable cache entry and went upstream. */
  misses: number;
  /** Reads that joined an identical read already in flight instead of calling upstream. */
  coalesced: number;
  /** Reads answered with a stale entry (while revalidating, or because upstream failed). */
  staleServed: number;
  /** Upstream calls that failed after every retry. */
  upstreamErrors: number;
  /** Retries made after a 429 or 503. */
  retries: number;
}

/** A mutable set of counters plus a snapshot reader. */
export interface MetricsRecorder {
  increment(name: keyof ResilienceMetrics, by?: number): void;
  getMetrics(): ResilienceMetrics;
}

/** Creates zeroed counters. */
export function createMetrics(): MetricsRecorder {
  const counters: ResilienceMetrics = {
    hits: 0,
    misses: 0,
    coalesced: 0,
    staleServed: 0,
    upstreamErrors: 0,
    retries: 0,
  };
  return {
    increment(name, by = 1) {
      counters[name] += by;
    },
    getMetrics: () => ({ ...counters }),
  };
}
