// Starts each measured server in its own process (the machine has two cores: one for the server,
// one for the load generator), bounded in time by lib/bounded.mjs, listening on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BOUNDED = new URL('./bounded.mjs', import.meta.url).href;
const running = new Set();

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

// Clock ticks per second of /proc's CPU times (100 on every Linux we know; asked once).
const CLOCK_TICKS =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * CPU time a process has used so far (user + system, all its threads: the compressors on the
 * thread pool too), in ms; null where /proc cannot tell (not Linux, or the process is gone).
 */
export function processCpuMs(pid) {
  try {
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

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
 * Runs `node [nodeArgs] script` as a server in `cwd` with `env`, until `deadlineMs` at most; resolves once it
 * logs that it listens. Its stdout (an access line per request) goes to a file, not to a pipe this
 * process reads: the load generator runs here, and a server blocked on a full pipe while the load
 * generator is busy would measure the bench, not the server.
 */
export async function startServer({ name, script, cwd, env = {}, deadlineMs, nodeArgs = [] }) {
  const port = await freePort();
  const logDirectory = mkdtempSync(path.join(tmpdir(), 'bench-log-'));
  const logFile = path.join(logDirectory, 'stdout.log');
  const stdout = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, '--import', BOUNDED, script], {
    cwd,
    stdio: ['ignore', stdout, 'pipe', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BENCH_DEADLINE_MS: String(deadlineMs),
      ...env,
    },
  });
  closeSync(stdout);
  running.add(child);
  const lines = [];
  // The last lines of stdout, then of stderr.
  const logs = () => {
    let out = '';
    try {
      out = readFileSync(logFile, 'utf8').slice(-8_000);
    } catch {}
    return [...out.split('\n').filter(Boolean).slice(-40), ...lines].join('\n');
  };
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) lines.push(line);
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      rmSync(logDirectory, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start within 60 s'), 60_000);
    function fail(reason) {
      clearTimeout(timer);
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`${name}: ${reason}\n${logs()}`));
    }
    const poll = setInterval(() => {
      if (logs().includes('listening on http://')) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 50);
    exited.then(({ code, signal }) => fail(`exited (${signal ?? code}) before listening`));
  });
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    logs,
    alive: () => running.has(child),
    /** CPU time the server has used so far, in ms (null where it cannot be read). */
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 6_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
