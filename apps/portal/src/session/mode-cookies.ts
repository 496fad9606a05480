// §4: ghost and remote-view modes are on exactly while their cookie exists.
export const ghostModeCookie = 'cybr-ghost-mode';
export const remoteViewCookie = 'cybr-remote-view';

// A sandboxed document throws on reading document.cookie: it then holds no mode cookie.
function pageCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

export function readCookie(name: string, cookies = pageCookies()): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export type Mode = 'remote-view' | 'ghost';

/** The modes whose cookie this browser holds (§4: a mode is on exactly while its cookie exists). */
export function activeModes(cookies?: string): Mode[] {
  const modes: Mode[] = [];
  if (readCookie(ghostModeCookie, cookies) !== null) modes.push('ghost');
  if (readCookie(remoteViewCookie, cookies) !== null) modes.push('remote-view');
  return modes;
}
