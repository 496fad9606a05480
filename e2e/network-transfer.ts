import type { Page } from 'playwright-core';

export interface Transfer {
  url: string;
  kind: 'js' | 'css';
  /** Bytes that crossed the network for this response (headers and compressed body). */
  bytes: number;
  contentEncoding: string | undefined;
}

interface Seen {
  url: string;
  kind: Transfer['kind'] | null;
  contentEncoding: string | undefined;
}

function kindOf(resourceType: string, mimeType: string): Transfer['kind'] | null {
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (resourceType === 'Script' || mimeType.includes('javascript')) return 'js';
  return null;
}

/**
 * Records, through the DevTools protocol, every JS and CSS response of a page with the bytes
 * Chromium says it received for it (loadingFinished.encodedDataLength), with the HTTP cache of
 * the page emptied and switched off first, so every file comes over the network.
 */
export async function recordTransfers(
  page: Page,
): Promise<{ transfers: () => Transfer[]; settled: (quietMs?: number) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, Seen>();
  const finished: Transfer[] = [];
  const pendingAssets = new Set<string>();
  let lastAssetActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'Script' || type === 'Stylesheet') {
      pendingAssets.add(requestId);
      lastAssetActivity = Date.now();
    }
  });
  const assetDone = (requestId: string) => {
    if (pendingAssets.delete(requestId)) lastAssetActivity = Date.now();
  };
  cdp.on('Network.loadingFailed', ({ requestId }) => assetDone(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    seen.set(requestId, {
      url: response.url,
      kind: kindOf(type, response.mimeType),
      contentEncoding: headers['content-encoding'],
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = seen.get(requestId);
    if (response?.kind) finished.push({ ...response, kind: response.kind, bytes: encodedDataLength });
    assetDone(requestId);
  });
  // "networkidle" never comes while the portal holds its event stream open, so the recording
  // waits instead until no script or stylesheet has been asked for or arrived for quietMs.
  async function settled(quietMs = 1000): Promise<void> {
    while (pendingAssets.size > 0 || Date.now() - lastAssetActivity < quietMs)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { transfers: () => [...finished], settled };
}

export const totalBytes = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

/** A small table for the test log: each file, its bytes and encoding, and the total. */
export function printTransfers(title: string, transfers: Transfer[]): void {
  const rows = [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => ({
      file: new URL(t.url).pathname.replace(/^.*\//, ''),
      kind: t.kind,
      encoding: t.contentEncoding ?? 'identity',
      bytes: t.bytes,
    }));
  console.log(`\n${title}`);
  console.table([...rows, { file: 'total', kind: '', encoding: '', bytes: totalBytes(transfers) }]);
}
