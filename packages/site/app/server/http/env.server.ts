/**
 * The app's environment: the one module of the app that reads `process.env`. The data layer's
 * configuration validates it (zod, `loadServerConfig`) when the services are made; the server
 * process's own variables are the server's (`packages/site-server/src/env.ts`).
 */

/** The environment the app's services and sign-in are configured from. */
export function appEnv(): Readonly<Record<string, string | undefined>> {
  return process.env;
}
