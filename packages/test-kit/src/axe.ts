import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's violations on the page as it stands, once nothing on it is still moving: `rule: targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent, and its colours fail contrast until it has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself. By default it also opens a blank page to gather
  // every frame's results, which doubles the time of each check; our pages have no frames.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
