/**
 * Wraps theme-classic's DocItem/Content: a Chinese page whose English source
 * changed since it was translated shows the translation notice above its
 * title (src/components/TranslationNotice). The content itself is upstream's.
 * The notice's code is its own chunk, loaded only by a page that shows it:
 * the server renders it (Docusaurus renders with renderToPipeableStream,
 * which waits for it), and hydration keeps that markup until it arrives.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {TranslationStatusData} from '@site/plugins/translation-status';

const TranslationNotice = lazy(
  () => import('@site/src/components/TranslationNotice'),
);

export default function ContentWithTranslationNotice(props: Props): ReactNode {
  const {metadata} = useDoc();
  const status = usePluginData('translation-status') as
    TranslationStatusData | undefined;
  const page = status?.behind[metadata.source];
  return (
    <>
      {page && (
        <Suspense fallback={null}>
          <TranslationNotice page={page} commitUrl={status!.commitUrl} />
        </Suspense>
      )}
      <Content {...props} />
    </>
  );
}
