// Starts each measured server in its own process (the machine has two cores: one for the server,
// one for the load generator), bounded in time by lib/bounded.mjs, listening on 127.0.0.1.
import { spawn } from 'node:child_process';
import net from 'node:net';

const BOUNDED = new URL('./bounded.mjs', import.meta.url).href;
const running = new Set();

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A free port on 127.0.0.1 (the site's configuration refuses PORT=0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node script` as a server in `cwd` with `env`, until `deadlineMs` at most; resolves once it
 * logs that it listens.
 */
export async function startServer({ name, script, cwd, env = {}, deadlineMs }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', BOUNDED, script], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BENCH_DEADLINE_MS: String(deadlineMs),
      ...env,
    },
  });
  running.add(child);
  const lines = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) lines.push(line);
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start within 60 s'), 60_000);
    function fail(reason) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${name}: ${reason}\n${lines.join('\n')}`));
    }
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (String(chunk).includes('listening on http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    exited.then(({ code, signal }) => fail(`exited (${signal ?? code}) before listening`));
  });
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    logs: () => lines.join('\n'),
    alive: () => running.has(child),
    async stop() {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 6_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
