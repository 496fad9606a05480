import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import classes from './table-scroll.module.css';

interface Props {
  /** What the table holds (its caption): the name of the region while it scrolls. */
  label: string;
  /** The width below which the table scrolls rather than squeezes its columns, in px. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A table wider than the screen scrolls sideways in its own box, never the page. While it does, the
 * box is a named region one can focus, so the keyboard scrolls it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable); a table that fits gets no extra tab stop.
 */
export function TableScroll({ label, minWidth, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = box.current!;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    // The box changes with the screen, its content with the rows.
    for (const observed of [element, ...Array.from(element.firstElementChild!.children)]) observer.observe(observed);
    return () => observer.disconnect();
  }, []);

  const style = minWidth ? ({ '--table-min-width': `${minWidth}px` } as CSSProperties) : undefined;
  return (
    <div ref={box} className={classes.scroll} {...(scrolls && { role: 'region', tabIndex: 0, 'aria-label': label })}>
      <div className={classes.content} style={style}>
        {children}
      </div>
    </div>
  );
}
