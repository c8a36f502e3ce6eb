/**
 * plugins/locale-base-url reads the command line the way Docusaurus does, so
 * the announcement's link (HTML Docusaurus does not resolve) points into the
 * locale's pages in a full build and in a one-locale build alike. Compared
 * with core's own rule, so a Docusaurus release that changes it fails here.
 */
import {isAutomaticBaseUrlLocalizationDisabled} from '@docusaurus/core/lib/commands/build/buildUtils';

import {buildLocales, localeBaseUrl} from '../../plugins/locale-base-url';
import {
  announcementContent,
  announcementTexts,
} from '../../src/data/announcement';

const cli = (...args: string[]) => ['node', 'docusaurus', ...args];
const zh = {locale: 'zh', defaultLocale: 'en', baseUrl: '/'};

describe('localeBaseUrl', () => {
  const cases: [string[], string][] = [
    [cli('build'), '/zh/'],
    [cli('build', '--locale', 'zh'), '/'],
    [cli('build', '-l', 'zh', '--out-dir', 'out'), '/'],
    [cli('build', '--locale=zh'), '/'],
    [cli('build', '--locale', 'en', 'zh'), '/zh/'],
    [cli('build', '--locale', 'en', '--locale', 'zh'), '/zh/'],
    [cli('build', '--locale', 'en,zh'), '/zh/'],
    [cli('start', '--locale', 'zh'), '/zh/'],
    [cli('serve', '--dir', 'build'), '/zh/'],
  ];
  for (const [argv, expected] of cases) {
    it(`gives zh ${expected} for \`${argv.slice(1).join(' ')}\``, () => {
      expect(localeBaseUrl(zh, argv)).toBe(expected);
    });
  }

  it('agrees with core on when a build puts its one locale at the root', () => {
    for (const [argv] of cases.filter(([argv]) => argv[2] === 'build')) {
      expect(buildLocales(argv)?.length === 1).toBe(
        isAutomaticBaseUrlLocalizationDisabled({
          locale: buildLocales(argv) as [string, ...string[]] | undefined,
        }),
      );
    }
  });

  it('keeps the locale under its path in a part of a build split by locale', () => {
    expect(
      localeBaseUrl({...zh, splitBuild: true}, cli('build', '--locale', 'zh')),
    ).toBe('/zh/');
  });

  it('keeps the default locale at the base URL', () => {
    expect(
      localeBaseUrl({...zh, locale: 'en'}, cli('build', '--locale', 'en')),
    ).toBe('/');
  });
});

describe('announcementContent', () => {
  it('escapes the texts and links the upgrade guide below the base URL', () => {
    expect(
      announcementContent(
        {message: 'A < B & {link}', linkLabel: '"go"'},
        '/zh/',
      ),
    ).toBe(
      'A &lt; B &amp; <a href="/zh/docs/cli-commands/update">&quot;go&quot;</a>',
    );
  });

  it('names the file when a message has lost its {link}', () => {
    expect(() =>
      announcementContent({...announcementTexts.en, message: 'No link.'}, '/'),
    ).toThrow(
      /src\/data\/announcement\.ts: the message "No link\." has no \{link\}/,
    );
  });
});
