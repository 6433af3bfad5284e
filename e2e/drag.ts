// Keyboard drag and drop (dnd-kit): a helper for the specs that move items by keyboard.
import type { Page } from '@playwright/test';

/**
 * Resolves once a picked-up item hears the keys that move it. dnd-kit's keyboard sensor
 * starts listening from a timer it sets at the pick-up, after the pick-up has shown; a
 * timer the page sets now runs after that one. Without it an arrow key pressed at once
 * can be lost.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
