/**
 * The app's environment: the one module of the app that reads `process.env`; validated by the data
 * layer's `loadServerConfig`. The server's own variables: `packages/site-server/src/env.ts`.
 */

/** The environment the app's services and sign-in are configured from. */
export function appEnv(): Readonly<Record<string, string | undefined>> {
  return process.env;
}
