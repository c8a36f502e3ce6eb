/**
 * The not-found content (departure `not-found`, ejected; the copy is in
 * ./Body.tsx), loaded when a page shows it. theme-classic's DocRoot imports
 * this component for a docs path no doc matches, so every docs page carried
 * the not-found copy in its first-load JavaScript (PERFORMANCE.md,
 * "First-load JavaScript"); now only a
 * page that shows it loads it. The server renders it in full (Docusaurus's
 * renderer waits until every lazy part is ready), and hydration keeps the
 * server's markup until the chunk has arrived.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const Body = lazy(() => import('./Body'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
