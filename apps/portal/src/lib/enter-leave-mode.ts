import { enterMode, leaveMode } from '@portal/contracts';
import { call } from '../api/client.ts';
import { forgetSession } from '../session/current-user.ts';
import type { Mode } from '../session/mode-cookies.ts';
import { fullPageReplace } from '../session/navigation.ts';

// §4: entering either mode reloads the browser to /platform with a timestamp, so no page is served from cache.
export async function enterRemoteView(cybrOrgId: string): Promise<never> {
  await call(enterMode, { params: { mode: 'remote-view' }, body: { cybrOrgId } });
  forgetSession();
  return fullPageReplace(`/platform?t=${Date.now()}`);
}

/** §4: leaving remote view goes back to /partner, leaving ghost mode to /platform. */
export async function leave(mode: Mode): Promise<never> {
  await call(leaveMode, { params: { mode } });
  forgetSession();
  return fullPageReplace(`${mode === 'remote-view' ? '/partner' : '/platform'}?t=${Date.now()}`);
}
