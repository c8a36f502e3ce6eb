/**
 * The part of a long docs page after its first screen (the remark plugin
 * plugins/first-screen puts it here; departure `first-screen`).
 *
 * On a client-side navigation, React would render the whole new page before
 * the browser paints anything: on a long guide at 4× CPU, most of the time
 * between the click and the new title (`npm run bench:navigation`;
 * PERFORMANCE.md, "Navigation"). Here the first screen is committed
 * and painted first; the rest follows in a transition, which React renders
 * in slices and the reader can interrupt.
 *
 * Everything renders at once where anything else would be wrong: on the
 * server and during hydration (the HTML has it all), and on a navigation
 * that must scroll into the page or mark words in it: to a heading (#…) or
 * from a search result (?_highlight=…). Kept small: every long page loads it.
 */
import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function RestOfPage({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const {hash, search} = useLocation();
  const [shown, setShown] = useState(!isBrowser || !!(hash || search));
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  // The placeholder holds the footer below the fold until the rest arrives.
  return shown ? children : <div style={{minHeight: '100vh'}} />;
}
