// Accessibility: axe's serious and critical findings fail a test, with what and where.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Checks the page as it is now (open panels included) with axe: every rule, in the page
 * and its same-origin frames (the app has no other). Legacy mode runs axe.run in the
 * page; the default would open a new page (a new renderer) for each check to merge the
 * frames' results, 2 to 4 times the time of the check itself. Only the violations are
 * read, so axe builds the selectors of no other node.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      // Where, and axe's reason there (for colour contrast: the colours and the ratio).
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  expect(serious).toEqual([]);
}

/**
 * Lets expectAccessibleInBothSchemes switch the scheme without a reload: the page
 * follows the system's (the settings' "System" choice), which Playwright then emulates.
 * Call before the first navigation.
 */
export async function followSystemScheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('theme', 'system'));
}

/** Checks the page as it is now with axe in light mode, then in dark (see followSystemScheme). */
export async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    // A step, so that a failure says in which scheme.
    await test.step(`axe in ${scheme} mode`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      await expectAccessible(page);
    });
  }
}

/**
 * Waits for the animations that end (a panel fading in, a drawer sliding) to end: axe
 * reads colours as drawn, and half-faded text fails the contrast rule. The endless ones
 * (skeletons, spinners) are left running, and a paused one is not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}
