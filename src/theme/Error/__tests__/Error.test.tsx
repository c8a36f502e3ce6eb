/** @jest-environment jsdom */
import React, {type ReactNode} from 'react';
import {fireEvent, screen} from '@testing-library/react';
import Error from '@theme/Error';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

// The real Layout needs every provider of the site; the crash screen only
// needs somewhere to render, and a layout that itself throws.
let layoutThrows = false;
jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: function Layout({children}: {children: ReactNode}) {
    if (layoutThrows) {
      throw new globalThis.Error('The layout failed too');
    }
    return <div data-testid="layout">{children}</div>;
  },
}));

describe('Error (the top-level crash screen)', () => {
  beforeEach(() => {
    layoutThrows = false;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['en', 'This page crashed.', 'Try again'],
    ['zh', '页面崩溃了。', '再试一次'],
  ] as const)(
    'shows the crash inside the layout and tries again (%s)',
    (locale, title, button) => {
      const tryAgain = jest.fn();
      renderWithDocusaurus(
        <Error error={new globalThis.Error('Boom')} tryAgain={tryAgain} />,
        {locale},
      );
      expect(screen.getByTestId('layout')).toHaveTextContent(title);
      expect(screen.getByText('Boom')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', {name: button}));
      expect(tryAgain).toHaveBeenCalledTimes(1);
    },
  );

  it('still shows the crash screen when the layout throws as well', () => {
    layoutThrows = true;
    renderWithDocusaurus(
      <Error error={new globalThis.Error('Boom')} tryAgain={() => {}} />,
      {locale: 'zh'},
    );
    expect(screen.queryByTestId('layout')).toBeNull();
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(
      '页面崩溃了。',
    );
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });
});
