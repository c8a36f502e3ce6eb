/**
 * The base URL Docusaurus gives a locale in this run of the CLI, for the few
 * config strings Docusaurus does not resolve itself (the announcement bar's
 * HTML). Mirrors core's rule (isAutomaticBaseUrlLocalizationDisabled in
 * @docusaurus/core/lib/commands/build/buildUtils.js): a locale other than the
 * default lives under `/<locale>/`, except that `docusaurus build` given
 * exactly one locale builds it at the root, unless the build is one part of
 * a build split by locale (`splitBuild`: the config then gives each locale
 * its base URL). tests/config/locale-base-url.test.ts
 * compares this reading of the command line with core's own function.
 */

/** The locales `docusaurus build` was given with `-l`/`--locale`, if any. */
export function buildLocales(argv: readonly string[]): string[] | undefined {
  // argv: node, the docusaurus binary, the command, its arguments.
  if (argv[2] !== 'build') return undefined;
  const locales: string[] = [];
  let given = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const inline = /^--locale=(.*)$/.exec(argument);
    if (inline) {
      given = true;
      locales.push(...inline[1]!.split(','));
    } else if (argument === '--locale' || argument === '-l') {
      given = true;
      // Variadic: every value up to the next option.
      while (index + 1 < argv.length && !argv[index + 1]!.startsWith('-')) {
        index += 1;
        locales.push(...argv[index]!.split(','));
      }
    }
  }
  return given ? locales.filter(Boolean) : undefined;
}

export function localeBaseUrl(
  {
    locale,
    defaultLocale,
    baseUrl,
    splitBuild = false,
  }: {
    locale: string;
    defaultLocale: string;
    baseUrl: string;
    splitBuild?: boolean;
  },
  argv: readonly string[] = process.argv,
): string {
  const singleLocaleBuild = !splitBuild && buildLocales(argv)?.length === 1;
  return locale === defaultLocale || singleLocaleBuild
    ? baseUrl
    : `${baseUrl}${locale}/`;
}
