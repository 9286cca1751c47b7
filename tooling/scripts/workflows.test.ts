import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const workflowsDir = path.resolve(here, '..', '..', '.github', 'workflows');
const brokenWorkflow = path.join(here, 'test', 'fixtures', 'workflows', 'runs-on-missing.yml');
const validator = path.join(here, 'node_modules', '.bin', 'action-validator');

/** Runs action-validator on one file: its exit code and what it printed. */
async function validate(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(validator, [file]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

describe('the CI definition', () => {
  it('has workflows to check', () => {
    expect(workflows).toContain('ci.yml');
  });

  it.each(workflows)('%s is a workflow GitHub Actions accepts', async (file) => {
    const { code, output } = await validate(path.join(workflowsDir, file));
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('the validator refuses a job with `run-on` instead of `runs-on`', async () => {
    const { code, output } = await validate(brokenWorkflow);
    expect(code).not.toBe(0);
    expect(output).toContain('/jobs/test/runs-on');
  });
});
