/**
 * What the built JavaScript carries where: main.js, which every page loads
 * before it can hydrate, has no code highlighter; Prism comes in one chunk,
 * with the pages that have code blocks (see plugins/lean-prism.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildDir, requireBuild} from './buildDir';
import {locales} from './routeMap';

beforeAll(requireBuild);

/** Found in Prism's core (its data-manual switch) and in its bash grammar. */
const prismSignatures = ['data-manual', 'readarray'];

describe.each(locales)('the $locale build', ({prefix}) => {
  const jsDir = path.join(buildDir, prefix, 'assets/js');
  let scripts: Array<{file: string; text: string}> = [];
  beforeAll(() => {
    scripts = readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({
        file,
        text: readFileSync(path.join(jsDir, file), 'utf8'),
      }));
  });

  it('keeps Prism out of main.js', () => {
    const main = scripts.filter(({file}) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(main).toHaveLength(1);
    for (const signature of prismSignatures) {
      expect(main[0]!.text).not.toContain(signature);
    }
  });

  it('has Prism in exactly one chunk', () => {
    for (const signature of prismSignatures) {
      const holders = scripts
        .filter(({text}) => text.includes(signature))
        .map(({file}) => file);
      expect(holders).toHaveLength(1);
    }
  });
});
