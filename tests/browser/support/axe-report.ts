import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';

/** Runs axe on the page once it has settled and adds its serious/critical violations to `report`, named by `state`. */
export async function axeInto(report: string[], page: Page, state: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  for (const violation of await seriousViolations(page)) {
    report.push(`${state} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`);
  }
}
