/**
 * The built pages' elements are where HTML allows them: the
 * content-model rules of html-validate over a few of the heaviest pages of
 * both locales. The highlighted code wrote each line as a `<div>` inside
 * `<code>`, an error on every line of every code block (the count is in
 * PERFORMANCE.md, "First-load JavaScript"); a `<code>` holds phrasing content
 * only. Each error is named with its page, line and column.
 */
import {readFileSync} from 'node:fs';
import {HtmlValidate} from 'html-validate';

import {htmlFileOf, requireBuild} from './buildDir';

beforeAll(requireBuild);

/** The rules of where an element may stand, and nothing else. */
const contentModel = new HtmlValidate({
  extends: [],
  rules: {
    'element-permitted-content': 'error',
    'element-permitted-occurrences': 'error',
    'element-permitted-order': 'error',
    'element-permitted-parent': 'error',
    'element-required-ancestor': 'error',
    'element-required-content': 'error',
  },
});

const pages = [
  '/zh/docs/examples',
  '/docs/examples',
  '/zh/docs/overview/providers',
  '/docs/next/overview/interceptors',
  '/zh/docs/1.1.x/overview/modules',
  '/docs/0.7.x/built-in-modules/router-module',
  '/zh/docs/api/lattice-app/classes/Injector',
  '/zh/blog/lattice-2.0',
];

it.each(pages)(
  '%s: every element stands where HTML allows it',
  async (route) => {
    const file = htmlFileOf(route);
    const report = await contentModel.validateString(
      readFileSync(file, 'utf8'),
      file,
    );
    const errors = report.results.flatMap(({messages}) =>
      messages.map(
        ({line, column, message}) => `${route}:${line}:${column} ${message}`,
      ),
    );
    expect(errors).toEqual([]);
  },
);
