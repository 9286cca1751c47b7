import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// The bin an app's `dev` script runs (district-site-dev, @district/site-server's): the server's
// source through tsx.
const developmentBin = path.resolve(here, '..', '..', 'site-server', 'bin', 'district-site-dev.js');

/** An app served by the development server (the production server with Vite inside). */
export interface DevelopmentSite {
  url: string;
  /** The server's process id: the same one before and after an edit is the same server. */
  pid: number | undefined;
  /** Whether the process is still running. */
  running(): boolean;
  /** Stops the server (SIGTERM) and resolves once its process has exited. */
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
}

/** The `dev` script of `apps/<folder>`, as a contributor runs it with `pnpm dev`. */
export function devScript(folder: string): string | undefined {
  const manifest = JSON.parse(
    readFileSync(path.join(appDirectory(folder), 'package.json'), 'utf8'),
  );
  return manifest.scripts?.dev;
}

function appDirectory(folder: string): string {
  return path.resolve(here, '..', '..', '..', 'apps', folder);
}

/**
 * Starts `apps/<folder>` with the development server on `port`, and waits until it answers. Vite
 * transforms the whole app before the server listens: on a busy two-core machine that takes a
 * while, hence the generous wait (a condition, polled).
 */
export async function startDevelopmentSite(
  folder: string,
  port: number,
  env: Record<string, string> = {},
  { startTimeoutMs = 240_000 }: { startTimeoutMs?: number } = {},
): Promise<DevelopmentSite> {
  const child: ChildProcess = spawn(process.execPath, [developmentBin], {
    cwd: appDirectory(folder),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const site: DevelopmentSite = {
    url,
    pid: child.pid,
    running,
    output: () => chunks.join(''),
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await expect
      .poll(
        async () => {
          if (!running()) return `exited: ${site.output().slice(-2_000)}`;
          return (await fetch(`${url}/healthz`).catch(() => null))?.status;
        },
        { timeout: startTimeoutMs, intervals: [250, 500, 1_000] },
      )
      .toBe(200);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
