// The popup variant of sign-in (§4): used where the portal runs inside a frame (a Teams tab, say),
// which cannot hand the whole window to the identity provider.
export type PopupResult = 'ok' | 'error' | 'missing-permissions';
const messageType = 'portal-popup';

export const isFramed = () => typeof window !== 'undefined' && window.self !== window.top;

/** Whether this page was opened as a popup by a page of the same origin. */
export function openedBySameOrigin(): boolean {
  try {
    return Boolean(
      window.opener && window.opener !== window && window.opener.location.origin === window.location.origin,
    );
  } catch {
    return false;
  }
}

/** Tells the page that opened this popup how it ended. */
export function reportToOpener(result: PopupResult): void {
  if (openedBySameOrigin()) window.opener.postMessage({ type: messageType, result }, window.location.origin);
}

/** Opens `link` in a popup and resolves with how it ended (closed without a word: an error). */
export function runInPopup(link: string): Promise<PopupResult> {
  return new Promise((resolve) => {
    const popup = window.open(link, 'portal-sign-in', 'popup,width=520,height=720');
    if (!popup) return resolve('error');
    const finish = (result: PopupResult) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === messageType)
        finish(event.data.result as PopupResult);
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => popup.closed && finish('error'), 500);
  });
}
