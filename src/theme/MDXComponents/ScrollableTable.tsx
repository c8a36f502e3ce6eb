/**
 * A Markdown table. Infima lets a table scroll sideways when it is wider than
 * the article (long inline code, a phone); a region that scrolls must be
 * reachable from the keyboard (WCAG 2.1.1, axe's scrollable-region-focusable),
 * so such a table takes the focus (tabindex 0) and arrow keys scroll it. The
 * server renders it focusable, since it cannot measure; once in the browser, a
 * table that fits stops being a tab stop, and a resize measures again.
 */
import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';

export default function ScrollableTable(
  props: ComponentProps<'table'>,
): ReactNode {
  const table = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = table.current;
    if (!element) return undefined;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <table ref={table} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
