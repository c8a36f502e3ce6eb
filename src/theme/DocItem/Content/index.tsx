/**
 * Wraps theme-classic's DocItem/Content: a Chinese page whose English source
 * changed since it was translated shows the translation notice above its
 * title (src/components/TranslationNotice). The content itself is upstream's.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TranslationNotice from '@site/src/components/TranslationNotice';

export default function ContentWithTranslationNotice(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <TranslationNotice source={metadata.source} />
      <Content {...props} />
    </>
  );
}
