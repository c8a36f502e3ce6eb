/**
 * Where a sample's names link (src/components/TypeInfo): a built version's
 * API pages, in the app; an archived version's frozen API pages, which the
 * app has no route for, from the server (CONTRIBUTING, "Archived versions").
 * The built site archives nothing, so the browser suite cannot meet the
 * second case.
 */
jest.mock('@generated/globalData', () => ({
  __esModule: true,
  default: {
    'docusaurus-plugin-content-docs': {
      default: {
        versions: [
          {name: 'current', path: '/zh/docs/next'},
          {name: '2.0.x', path: '/zh/docs'},
        ],
      },
    },
  },
}));
jest.mock('@generated/docusaurus.config', () => ({
  __esModule: true,
  default: {baseUrl: '/zh/'},
}));
jest.mock('@site/src/data/site', () => ({
  ...jest.requireActual<object>('@site/src/data/site'),
  archivedVersions: ['0.7.x'],
}));

import {apiBase} from '../index';

it('links a built version’s names to its API pages in the app', () => {
  expect(apiBase('2.0.x')).toEqual({path: '/zh/docs/api/', fromServer: false});
  expect(apiBase('next')).toEqual({
    path: '/zh/docs/next/api/',
    fromServer: false,
  });
});

it('links an archived version’s names to its frozen API pages, from the server', () => {
  expect(apiBase('0.7.x')).toEqual({
    path: '/zh/docs/0.7.x/api/',
    fromServer: true,
  });
});

it('links no name of a version the site does not have', () => {
  expect(apiBase('0.1.x')).toBeUndefined();
});
