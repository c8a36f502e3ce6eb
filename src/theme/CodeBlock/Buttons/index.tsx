/**
 * Wraps theme-classic's CodeBlock/Buttons (copy, word wrap): a block gets its
 * buttons when it comes near the viewport, or when the pointer or the focus
 * enters it, instead of every block of the page at once right after
 * hydration. Upstream renders them all in one synchronous update when the
 * page becomes interactive (BrowserOnly), which on a page of many code
 * blocks is one of its longest tasks, blocking the reader's first taps
 * (PERFORMANCE.md, "How TBT came down"). The buttons are not in the
 * server's HTML either way; here a hidden marker holds their place.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const marker = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const block = marker.current?.parentElement;
    if (!block || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return undefined;
    }
    const show = () => setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      // A screen ahead: a reader scrolling finds the buttons there.
      {rootMargin: '100% 0px'},
    );
    observer.observe(block);
    block.addEventListener('pointerenter', show);
    block.addEventListener('focusin', show);
    return () => {
      observer.disconnect();
      block.removeEventListener('pointerenter', show);
      block.removeEventListener('focusin', show);
    };
  }, []);
  return shown ? <Buttons {...props} /> : <span ref={marker} hidden />;
}
