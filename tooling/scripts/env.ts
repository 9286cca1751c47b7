/**
 * The command-line scripts' environment, read here and nowhere else (lint refuses `process.env`
 * in any other script). What a script reads for itself is validated with zod; the environment as
 * a whole is handed on, as given, to the child processes the scripts start (git, turbo) and to
 * the settings readers that validate their own part (the CMS source, the server configuration).
 */
import { z } from 'zod';

const scriptVariables = z.object({
  /** Where `pnpm new-org` writes app folders: `apps/` unless set (its tests use a temporary one). */
  NEW_ORG_APPS_DIR: z.string().min(1, 'NEW_ORG_APPS_DIR is set but empty').optional(),
});

/** The variables the scripts read for themselves. */
export type ScriptVariables = z.infer<typeof scriptVariables>;

/** The scripts' own variables from `env` (the process's by default), or an error naming the bad one. */
export function scriptVariablesFrom(
  env: Record<string, string | undefined> = process.env,
): ScriptVariables {
  const parsed = scriptVariables.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid environment');
  return parsed.data;
}

/** The environment the script was started with, to hand on to child processes and settings readers. */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  return process.env;
}
