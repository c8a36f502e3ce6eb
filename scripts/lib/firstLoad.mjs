/**
 * The first-load JavaScript budget, shared by the page-weight test
 * (tests/e2e/page-weight.spec.ts) and `npm run bench:departures`, which
 * measures the same pages in the stock build to derive it.
 *
 * The budget is a ratio: a page may load at most `stockRatio` of what the
 * same page loads in the stock build (`STOCK_DOCUSAURUS=all`). The test holds
 * the absolute figure that ratio gives on the heaviest page, since a stock
 * build is not part of `npm test`; PERFORMANCE.md ("First-load JavaScript")
 * says from which run it was derived. Derive it again with
 * `npm run bench:departures -- --only <a departure>` after an upgrade of
 * Docusaurus or a departure retired.
 */

/** Ours at most this share of the same page in the stock build. */
export const stockRatio = 0.75;

/**
 * The heaviest page of the stock build, KB (1024 bytes) of gzip JavaScript,
 * as `npm run bench:departures` last measured it (PERFORMANCE.md,
 * "First-load JavaScript", says when and which page).
 */
export const stockHeaviestKb = 247.23;

/**
 * KB of gzip JavaScript a page may load before it is idle: the ratio of the
 * stock build's heaviest page, to a tenth of a KB below.
 */
export const firstLoadBudgetKb =
  Math.floor(stockRatio * stockHeaviestKb * 10) / 10;

/** The pages readers land on, held to the budget: the heaviest of each kind. */
export const budgetPages = [
  '/zh/',
  '/zh/docs/introduction',
  '/zh/docs/overview/interceptors',
  '/zh/docs/examples',
  '/zh/docs/0.7.x/examples',
  '/zh/docs/api/lattice-app',
  '/zh/docs/api/lattice-common',
  '/zh/docs/api/lattice-app/classes/LatticeApplication',
  '/zh/docs/api/lattice-common/interfaces/ModuleMetadata',
  '/zh/docs/0.7.x/introduction',
  // The longest update pages: their written steps and the API changes of 1.0.
  '/zh/docs/0.7.x/cli-commands/update',
  '/zh/docs/1.0.x/cli-commands/update',
  '/zh/docs/0.7.x/api/lattice-logger/classes/Logger',
  '/docs/api/lattice-app/classes/Injector',
];
