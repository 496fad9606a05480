import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Organization } from '@portal/contracts';
import { useRemoteView } from '../../../ui/use-remote-view.ts';
import classes from '../../../ui/row-actions.module.css';

/**
 * The row menu (WAI-ARIA menu button): open details, set a cap, enter remote view — disabled, with the
 * reason, where the customer has not granted partner view. Written without Mantine's Menu, whose
 * positioning library would otherwise join the customer list's first load.
 */
export default function RowMenu({ org, label }: { org: Organization; label: string }) {
  const { t } = useTranslation();
  const { enter, failure } = useRemoteView(org.cybrOrgId);
  const [open, setOpen] = useState(true);
  const [place, setPlace] = useState<{ top: number; right: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = `row-menu-${org.cybrOrgId}`;
  const hintId = `remote-view-hint-${org.cybrOrgId}`;

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !trigger.current) return;
    const rect = trigger.current.getBoundingClientRect();
    setPlace({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
  }, [open]);

  useEffect(() => {
    if (!open || !place) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !trigger.current?.contains(event.target as Node))
        close(false);
    };
    const onMove = () => close(false);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, place]);

  function onKeyDown(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={classes.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && place && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={classes.menu}
          style={place}
          onKeyDown={onKeyDown}
        >
          <Link role="menuitem" tabIndex={-1} className={classes.item} to={`/manage-customers/${org.cybrOrgId}`}>
            {t('customers.rowMenu.open')}
          </Link>
          <Link role="menuitem" tabIndex={-1} className={classes.item} to={`/cap?customer=${org.cybrOrgId}`}>
            {t('customers.rowMenu.setCap')}
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={classes.item}
            aria-disabled={!org.partnerView}
            aria-describedby={org.partnerView ? undefined : hintId}
            onClick={() => (org.partnerView ? void enter() : undefined)}
          >
            {t('customers.rowMenu.remoteView')}
          </button>
          {!org.partnerView && (
            <p id={hintId} className={classes.hint}>
              {t('customers.rowMenu.remoteViewNotGranted')}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className={classes.failure}>
          {failure}
        </p>
      )}
    </>
  );
}
