import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mode } from '../session/mode-cookies.ts';
import classes from './mode-exit-buttons.module.css';

/** §2/§4: while a mode's cookie exists, a fixed button at the bottom right leaves it. */
export default function ModeExitButtons({ modes }: { modes: Mode[] }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  async function exit(mode: Mode) {
    setFailed(false);
    try {
      // Loaded on use: the API client is not part of every page's first load.
      const { leave } = await import('../lib/enter-leave-mode.ts');
      await leave(mode);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className={classes.dock}>
      {failed && (
        <p role="alert" className={classes.error}>
          {t('modes.exitFailed')}
        </p>
      )}
      {modes.map((mode) => (
        <button key={mode} type="button" className={classes.button} onClick={() => void exit(mode)}>
          {mode === 'ghost' ? t('modes.exitGhost') : t('modes.exitRemoteView')}
        </button>
      ))}
    </div>
  );
}
