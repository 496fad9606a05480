// §4: ghost and remote-view modes are on exactly while their cookie exists.
export const ghostModeCookie = 'cybr-ghost-mode';
export const remoteViewCookie = 'cybr-remote-view';

export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie): string | null {
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
