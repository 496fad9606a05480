import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A disclosure in the header (the navigation's menu button, the account button): not a modal
 * drawer. Escape closes it and returns focus to its button; a press outside it closes it (so
 * opening one closes the other), and so does moving to another page.
 */
export function useHeaderDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  return { open, toggle: () => setOpen((value) => !value), close: () => setOpen(false), button, container, onKeyDown };
}
