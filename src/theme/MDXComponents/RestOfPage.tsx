/**
 * The part of a long docs page after its first screen (the remark plugin
 * plugins/first-screen puts it here; departure `first-screen`, issue 37).
 *
 * On a client-side navigation, React would render the whole new page before
 * the browser paints anything: on a long guide at 4× CPU, most of the time
 * between the click and the new title. Here the first screen is committed
 * and painted first; the rest follows in a transition, which React renders
 * in slices and the reader can interrupt.
 *
 * Everything renders at once where anything else would be wrong: on the
 * server and during hydration (the HTML has it all), and on a navigation
 * that must scroll into the page or mark words in it: to a heading (#…), from
 * a search result (?_highlight=…), and back or forward (scroll restoration).
 */
import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import styles from './styles.module.css';

export default function RestOfPage({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const {hash, search} = useLocation();
  const {action} = useHistory();
  const [shown, setShown] = useState(
    () => !isBrowser || hash !== '' || search !== '' || action === 'POP',
  );
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? (
    children
  ) : (
    // Holds the footer below the fold until the rest arrives.
    <div className={styles.pending} />
  );
}
