// Stand-in for `@generated/site-metadata`.
export default {
  docusaurusVersion: '3.10.2',
  pluginVersions: {},
  siteVersion: undefined,
};
