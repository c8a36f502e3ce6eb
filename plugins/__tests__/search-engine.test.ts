/**
 * The search-engine plugin swaps modules of the installed search plugin: its
 * patterns must name files that exist, and ours must exist too, or a build
 * would quietly keep the plugin's (tests/build/search.test.ts checks the
 * built bundle as well).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

import {replacedModules} from '../search-engine';

describe('replacedModules', () => {
  it('names files of the installed search plugin, and ours', () => {
    const theme = path.join(
      path.dirname(
        require.resolve('@easyops-cn/docusaurus-search-local/package.json'),
      ),
      'dist/client/client/theme',
    );
    const upstream = [
      path.join(theme, 'searchByWorker.js'),
      path.join(theme, 'SearchBar/EmptyTemplate.js'),
    ];
    for (const [pattern, ours] of replacedModules) {
      const matched = upstream.filter((file) => pattern.test(file));
      expect(matched).toHaveLength(1);
      expect(existsSync(matched[0]!)).toBe(true);
      expect(existsSync(ours)).toBe(true);
    }
  });
});
