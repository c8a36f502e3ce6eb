/**
 * The progress bar of a slow navigation, without invalid ARIA.
 *
 * theme-classic shows nprogress's bar when a route change takes longer than
 * 200 ms (its client module `nprogress.js`, kept as it is). nprogress's own
 * template marks the bar `role="bar"` and the spinner `role="spinner"`: roles
 * ARIA does not have (axe's `aria-roles`, WCAG 4.1.2; rstacruz/nprogress#180,
 * open since 2017), which a screen reader meets on every slow click. The
 * roles are only nprogress's selectors, so this client module (registered in
 * docusaurus.config.ts) gives it the same markup with class selectors and
 * hides the bar from assistive technology: it is decoration, and the new page
 * announces itself. The spinner stays off, as theme-classic sets it;
 * nprogress merges settings, so the order of the two modules does not matter.
 */
import nprogress from 'nprogress';

const template =
  '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

nprogress.configure({
  template,
  barSelector: '.bar',
  spinnerSelector: '.spinner',
});
