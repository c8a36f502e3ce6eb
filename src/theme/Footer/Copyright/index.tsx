/**
 * The footer's copyright line. The Chinese line comes from
 * i18n/zh/docusaurus-theme-classic/footer.json, where the year was frozen when
 * write-translations ran; this keeps the text and sets the year to the year of
 * the build (customFields.buildYear), like the English line in the config.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Footer/Copyright';

export default function FooterCopyright({copyright}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const buildYear = siteConfig.customFields?.buildYear;
  // Differs from upstream: plain text with the build's year, not raw HTML.
  const text =
    typeof buildYear === 'number'
      ? copyright.replace(/\b(19|20)\d{2}\b/, String(buildYear))
      : copyright;
  return <div className="footer__copyright">{text}</div>;
}
