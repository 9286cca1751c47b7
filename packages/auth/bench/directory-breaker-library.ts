/**
 * The directory breaker against cockatiel's circuitBreaker: cost per call while closed and the
 * behaviours the breaker's tests assert that cockatiel can or cannot express (decision 022).
 * cockatiel is not a dependency, so it comes from a folder given as the first argument:
 *   npm i --prefix /tmp/resilience-libs cockatiel@3.2.1
 *   tooling/scripts/node_modules/.bin/esbuild packages/auth/bench/directory-breaker-library.ts \
 *     --bundle --platform=node --format=esm --outfile=/tmp/breaker-bench.mjs
 *   node /tmp/breaker-bench.mjs /tmp/resilience-libs
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HttpError, NetworkError } from '@district/data/http/fetch-json';
import { createDirectoryBreaker, isDirectoryOutage } from '../src/directory-breaker';

const folder = process.argv[2];
if (!folder) throw new Error('Give the folder where cockatiel is installed');
const requireThere = createRequire(join(folder, 'package.json'));
const { circuitBreaker, handleWhen, ConsecutiveBreaker, CircuitState } = requireThere('cockatiel');

/** Nanoseconds per call of `run`: the median of five rounds of `n` calls after a warm-up. */
async function nsPerCall(run: () => unknown, n = 100_000): Promise<number> {
  for (let i = 0; i < n; i += 1) await run();
  const rounds: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) await run();
    rounds.push(Number(process.hrtime.bigint() - started) / n);
  }
  return rounds.sort((a, b) => a - b)[2] ?? Number.NaN;
}

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const rows: [string, string][] = [];
const row = (what: string, value: string) => rows.push([what, value]);
const graph = async () => 'groups';
const graphDown = new NetworkError('Request to http://127.0.0.1:1/v1.0/me failed: ECONNREFUSED');
const cockatielBreaker = () =>
  circuitBreaker(handleWhen(isDirectoryOutage), {
    halfOpenAfter: 60_000,
    breaker: new ConsecutiveBreaker(1),
  });

// Cost per directory call while closed.
const ours = createDirectoryBreaker({ now: Date.now, logger: quiet });
const closed = cockatielBreaker();
row(
  'closed breaker, ours (ns)',
  (
    await nsPerCall(async () => {
      const attempt = ours.attempt();
      const value = await graph();
      attempt?.succeeded();
      return value;
    })
  ).toFixed(0),
);
row('closed breaker, cockatiel (ns)', (await nsPerCall(() => closed.execute(graph))).toFixed(0));

// Fit: half-open, while the probe is out. Ours: the others skip at once (a page never waits).
const realNow = Date.now;
const halfOpen = cockatielBreaker();
await halfOpen.execute(() => Promise.reject(graphDown)).catch(() => undefined);
Date.now = () => realNow() + 60_000;
let answerProbe: (value: string) => void = () => undefined;
const probe = halfOpen.execute(() => new Promise<string>((resolve) => (answerProbe = resolve)));
let otherSettled = false;
const other = halfOpen.execute(graph).finally(() => {
  otherSettled = true;
});
await new Promise((resolve) => setTimeout(resolve, 50));
row('cockatiel, a second call during the probe settles before it (50 ms)', String(otherSettled));
answerProbe('groups');
await Promise.all([probe, other]);

// Fit: a probe that ends with what one user causes (401). Ours stays open; the next call probes.
const userCaused = cockatielBreaker();
Date.now = realNow;
await userCaused.execute(() => Promise.reject(graphDown)).catch(() => undefined);
Date.now = () => realNow() + 60_000;
await userCaused
  .execute(() => Promise.reject(new HttpError('401: refused', 401, 'refused', null, null)))
  .catch(() => undefined);
row('cockatiel, state after a probe refused with 401', CircuitState[userCaused.state]);

// Fit: does the open wait follow an injected clock? cockatiel reads Date.now itself.
Date.now = realNow;
row('cockatiel, opening time from', 'Date.now (no clock option)');

const width = Math.max(...rows.map(([what]) => what.length));
for (const [what, value] of rows) console.log(`${what.padEnd(width)}  ${value}`);
