// The cold load of the customer list in Chromium: a new browser context per load (an empty HTTP
// cache), signed in by the bench's session cookie, timed by the page's own largest contentful paint.
import { launchChromium } from '@portal/test-kit/chromium.ts';
import { summarise, type Timing } from './measure-sql.ts';
import type { Served } from './processes.ts';

export interface PaintResult {
  /** Largest contentful paint, ms from navigation start. */
  lcp: Timing;
  /** The list request the page's loader sends, ms from its start to its last byte. */
  listRequest: Timing;
}

const path = '/partner/manage-customers';

/** `runs` cold loads of the customer list (one more first, unkept: Chromium's own start-up). */
export async function coldLoadPaint(server: Served, cookie: string, runs: number): Promise<PaintResult> {
  const [name, ...rest] = cookie.split('=');
  const browser = await launchChromium();
  const lcps: number[] = [];
  const lists: number[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ baseURL: server.base, locale: 'en-GB' });
      await context.addCookies([{ name: name!, value: rest.join('='), url: server.base }]);
      const page = await context.newPage();
      const listDone = page.waitForResponse((r) => /\/organizations\?/.test(r.url()) && r.request().method() === 'GET');
      await page.goto(path);
      const list = await listDone;
      await list.finished();
      await page.locator('table tbody tr').nth(24).waitFor({ timeout: 60_000 });
      // The table's paint is reported a frame or two after it is in the DOM.
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                new PerformanceObserver((entries) => resolve(entries.getEntries().at(-1)!.startTime)).observe({
                  type: 'largest-contentful-paint',
                  buffered: true,
                }),
              ),
            );
          }),
      );
      if (run > 0) {
        lcps.push(lcp);
        // Playwright's timings are ms from the request's start.
        lists.push(list.request().timing().responseEnd);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { lcp: summarise(lcps), listRequest: summarise(lists) };
}
