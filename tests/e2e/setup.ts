// A browser test that fails is run once more before it counts as failed, as
// Playwright's own runner does in CI: on a loaded 2-core machine a timing-
// sensitive check (progress bar, resize, prefetch) can lose a race. The first
// failure is still printed, so a flaky test shows in the log.
jest.retryTimes(1, {logErrorsBeforeRetry: true});
