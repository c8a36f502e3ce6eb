/**
 * Renders a theme component the way the site does: inside Docusaurus's
 * context (our real configuration, the locale's translations), a router and
 * the browser context and the head manager, so hooks such as useThemeConfig, useIsBrowser and
 * useAnnouncementBar answer as they do in the built site.
 */
import React, {type ReactElement, type ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {HelmetProvider} from 'react-helmet-async';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import type {DocusaurusContext as DocusaurusContextValue} from '@docusaurus/types';

import siteConfig from '../../docusaurus.config';
import codeTranslations, {setTestLocale} from './codeTranslations';

export type TestLocale = 'en' | 'zh';

interface Options {
  readonly locale?: TestLocale;
  readonly path?: string;
  readonly isBrowser?: boolean;
  readonly wrapper?: (children: ReactNode) => ReactNode;
  /** Plugins' global data, by plugin name (its default instance). */
  readonly globalData?: Record<string, unknown>;
  /** The locale's base URL, as a localized build has it (`/zh/`); the config's by default. */
  readonly baseUrl?: string;
}

export function renderWithDocusaurus(
  ui: ReactElement,
  {
    locale = 'en',
    path = '/',
    isBrowser = true,
    wrapper,
    globalData = {},
    baseUrl = siteConfig.baseUrl,
  }: Options = {},
): RenderResult {
  setTestLocale(locale);
  const context = {
    siteConfig: {...siteConfig, baseUrl},
    siteMetadata: {docusaurusVersion: '3.10.2', pluginVersions: {}},
    globalData: Object.fromEntries(
      Object.entries(globalData).map(([name, data]) => [name, {default: data}]),
    ),
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'zh'],
      currentLocale: locale,
      path: 'i18n',
      localeConfigs: siteConfig.i18n.localeConfigs,
    },
    codeTranslations,
  } as unknown as DocusaurusContextValue;
  const content = wrapper ? wrapper(ui) : ui;
  return render(
    <DocusaurusContext.Provider value={context}>
      <BrowserContext.Provider value={isBrowser}>
        <HelmetProvider>
          <MemoryRouter initialEntries={[path]}>{content}</MemoryRouter>
        </HelmetProvider>
      </BrowserContext.Provider>
    </DocusaurusContext.Provider>,
  );
}
