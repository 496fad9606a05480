import { lazy, Suspense } from 'react';
import { activeModes } from '../session/mode-cookies.ts';

const ModeExitButtons = lazy(() => import('./mode-exit-buttons.tsx'));

/**
 * §2: while a mode's cookie exists, every page offers the way out, also an error page (a refused
 * mode cookie makes the API answer 403). Mounted beside the router, so no route failure hides it;
 * the buttons load only when a mode is on.
 */
export function ModeExitDock() {
  const modes = activeModes();
  if (modes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModeExitButtons modes={modes} />
    </Suspense>
  );
}
