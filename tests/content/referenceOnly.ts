/**
 * Declared names that no guide needs to mention (tests/content/api-coverage.test.ts):
 * the reference alone is their place. Each entry says why; keep the list
 * short, and prefer explaining a name in the guide where a reader looks for it.
 * A name listed here that a guide does mention fails the test: the list
 * stays true.
 */
export const referenceOnly: ReadonlyMap<string, string> = new Map([]);
