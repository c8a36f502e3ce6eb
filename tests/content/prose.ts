/**
 * The guides, their prose and how much of it there is: shared by the content
 * tests that measure pages (docs.test.ts: long enough; depth.test.ts: the
 * current release as deep as 1.1.x).
 */

/** The prose of an MDX page: no front matter, imports, code, JSX tags, admonition markers, heading ids or link targets. */
export function proseOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^:::.*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']');
}

/** Han characters: how much Chinese prose there is. */
export const hanCount = (text: string) =>
  (text.match(/\p{Script=Han}/gu) ?? []).length;

/** English words. */
export const wordCount = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;

/** The guides every version has that teach a concept (held to the longer minimum). */
export const conceptPages = [
  'introduction',
  'overview/first-steps',
  'overview/application',
  'overview/modules',
  'overview/components',
  'overview/providers',
  'overview/interceptors',
  'built-in-modules/router-module',
  'cli-commands/generate',
  'cli-commands/update',
  'configurations/lattice-config-js',
  'development/platform',
];

/** The guides every version has that are shorter by nature (an index, the examples). */
export const shorterPages = ['cli-commands/index', 'examples'];
