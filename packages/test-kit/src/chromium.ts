import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, as every browser test starts it. Without the background-networking
 * flags it keeps trying to reach Google's services, which a closed network refuses many at a time.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
