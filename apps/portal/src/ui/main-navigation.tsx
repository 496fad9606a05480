import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useHeaderDisclosure } from './header-disclosure.ts';
import classes from './main-layout.module.css';

export interface NavigationEntry {
  to: string;
  label: string;
}

/**
 * The main navigation: a row of links on wide screens; below the width where the row fits beside
 * the controls (main-layout.module.css), a menu button that opens the same links as a list under the
 * header.
 */
export function MainNavigation({ entries }: { entries: readonly NavigationEntry[] }) {
  const { t } = useTranslation();
  const { open, toggle, button, container, onKeyDown } = useHeaderDisclosure();

  return (
    <div ref={container} className={classes.navigation} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`${classes.headerButton} ${classes.menuButton}`}
        aria-expanded={open}
        aria-controls="main-navigation"
        aria-label={t('app.menu')}
        onClick={toggle}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <nav
        id="main-navigation"
        aria-label={t('app.mainNavigation')}
        className={classes.nav}
        data-open={open || undefined}
      >
        <div className={classes.navList}>
          {entries.map(({ to, label }) => (
            <NavLink key={to} to={to} className={classes.navLink}>
              {t(label)}
            </NavLink>
          ))}
        </div>
      </nav>
    </div>
  );
}
