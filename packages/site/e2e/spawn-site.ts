import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// The compiled server (@district/site-server's build), as the apps' `start` script runs it.
const serve = path.resolve(here, '..', '..', 'site-server', 'dist', 'src', 'serve.js');

/** A built app served on its own port with its own environment (fake upstreams, switches). */
export interface SiteServer {
  url: string;
  /** Stops the server: SIGTERM lets it finish in-flight requests; SIGKILL is a crash. */
  stop(signal?: NodeJS.Signals): void;
  /** Everything the server wrote to stdout and stderr so far (empty unless `captureOutput`). */
  output(): string;
}

/** Starts `apps/<folder>`'s build with the production server, and waits until it answers. */
export async function startSiteServer(
  folder: string,
  port: number,
  env: Record<string, string>,
  { captureOutput = false }: { captureOutput?: boolean } = {},
): Promise<SiteServer> {
  const child: ChildProcess = spawn(process.execPath, [serve], {
    cwd: path.resolve(here, '..', '..', '..', 'apps', folder),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
  return { url, stop: (signal = 'SIGTERM') => child.kill(signal), output: () => chunks.join('') };
}
