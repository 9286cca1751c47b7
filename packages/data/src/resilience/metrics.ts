/**
 * Counters of the resilience layer and of upstream calls, readable by the server (its summary
 * line and Prometheus endpoint) through `getMetrics()` and `snapshot()`. Plain numbers: exporting
 * them to a metrics system is the server's job.
 */
import type { UpstreamCall, UpstreamErrorKind } from '../http/upstream-calls';

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

/**
 * Upper bounds, in seconds, of the upstream call duration buckets: from a cached search answer
 * (tens of ms) to the longest timeout a call may have (UPSTREAM_TIMEOUT_MS at most 10 s).
 */
export const UPSTREAM_DURATION_BUCKETS_SECONDS = [
  0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** One service's upstream calls since the process started. */
export interface UpstreamServiceFigures {
  calls: number;
  /** Failed calls by kind; a kind that never failed is absent. */
  failures: Partial<Record<UpstreamErrorKind, number>>;
  /** Sum of the calls' durations, in seconds. */
  durationSeconds: number;
  /**
   * Calls per duration bucket, cumulative: `[i]` counts the calls that took at most
   * `UPSTREAM_DURATION_BUCKETS_SECONDS[i]` (the Prometheus histogram's shape).
   */
  durationBuckets: number[];
}

/** The upstream calls' figures, with the bucket bounds they are counted in. */
export interface UpstreamCallFigures {
  /** {@link UPSTREAM_DURATION_BUCKETS_SECONDS}: a reader needs no import to read the buckets. */
  bucketsSeconds: number[];
  services: Record<string, UpstreamServiceFigures>;
}

/** Counts every finished upstream call by service (see {@link createUpstreamCallStats}). */
export interface UpstreamCallStats {
  /** An upstream call listener: counts the call. */
  record(call: UpstreamCall): void;
  /** The figures so far, a copy. */
  snapshot(): UpstreamCallFigures;
}

/** Zeroed upstream call counters; a service appears with its first call. */
export function createUpstreamCallStats(): UpstreamCallStats {
  const services = new Map<string, UpstreamServiceFigures>();
  return {
    record(call) {
      const figures = services.get(call.service) ?? {
        calls: 0,
        failures: {},
        durationSeconds: 0,
        durationBuckets: UPSTREAM_DURATION_BUCKETS_SECONDS.map(() => 0),
      };
      services.set(call.service, figures);
      const seconds = call.durationMs / 1000;
      figures.calls += 1;
      figures.durationSeconds += seconds;
      const buckets = figures.durationBuckets;
      UPSTREAM_DURATION_BUCKETS_SECONDS.forEach((bound, index) => {
        if (seconds <= bound) buckets[index] = (buckets[index] ?? 0) + 1;
      });
      if (call.errorKind) {
        figures.failures[call.errorKind] = (figures.failures[call.errorKind] ?? 0) + 1;
      }
    },
    snapshot() {
      const copy: Record<string, UpstreamServiceFigures> = {};
      for (const [service, figures] of services) {
        copy[service] = {
          ...figures,
          failures: { ...figures.failures },
          durationBuckets: [...figures.durationBuckets],
        };
      }
      return { bucketsSeconds: [...UPSTREAM_DURATION_BUCKETS_SECONDS], services: copy };
    },
  };
}
