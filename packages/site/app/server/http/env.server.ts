/**
 * The app's environment: the one module of the app that reads `process.env`; validated by the data
 * layer's `loadServerConfig`. The server process's own variables are `packages/site-server/src/env.ts`.
 */

/** The environment the app's services and sign-in are configured from. */
export function appEnv(): Readonly<Record<string, string | undefined>> {
  return process.env;
}
