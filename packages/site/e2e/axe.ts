import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The standard every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Rules switched off for the whole site, each with its reason. Empty on purpose: a rule goes here
 * only with a comment saying why it cannot apply to us, never to make a scan pass.
 */
const DISABLED_RULES: readonly string[] = [];

/** An axe-core violation (axe-core's `Result`, reached through the builder: no direct dependency). */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing node, readable in a test report. */
export function formatViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
}

/** Runs axe-core over the whole page as it is now and returns the violations, one line per node. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS])
    .disableRules([...DISABLED_RULES])
    .analyze();
  return formatViolations(results.violations);
}
