// Stand-in for `@generated/site-storage`: storage without a namespace, as the
// site is configured (future.v4.siteStorageNamespacing off).
export default {type: 'localStorage', namespace: ''};
