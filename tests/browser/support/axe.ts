import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Waits until every finite CSS transition and animation in the page has ended. A chip tapped just before the check
 * is still fading between its two colour sets, and axe measured that in-between contrast (a CI run failed on it).
 * Endless animations (a spinner, a pulsing skeleton) are left running; a cap keeps a stuck one from hanging a test.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    void getComputedStyle(document.documentElement).color; // flushes styles, so a transition just triggered exists
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const cap = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), cap]);
  });
}

/** Runs axe-core in the page and returns the serious and critical violations (WCAG 2.x A/AA rules). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settleAnimations(page);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * What a screen state shows wrong, as report lines under `label`: each serious or critical axe violation, and a page
 * that scrolls sideways.
 */
export async function screenProblems(page: Page, label: string): Promise<string[]> {
  const problems = (await seriousViolations(page)).map(
    (violation) => `${label} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${label}: page scrolls sideways by ${overflow}px`);
  return problems;
}
