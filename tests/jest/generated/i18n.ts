// Stand-in for `@generated/i18n`.
export default {
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  currentLocale: 'en',
  path: 'i18n',
  localeConfigs: {},
};
