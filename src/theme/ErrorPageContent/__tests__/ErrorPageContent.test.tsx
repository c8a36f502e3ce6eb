/** @jest-environment jsdom */
import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import ErrorPageContent from '@theme/ErrorPageContent';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

describe('ErrorPageContent (the crash screen)', () => {
  it.each([
    ['en', 'This page crashed.', 'Try again'],
    ['zh', '页面崩溃了。', '再试一次'],
  ] as const)(
    'says the page crashed, shows the error and tries again (%s)',
    (locale, title, button) => {
      const tryAgain = jest.fn();
      renderWithDocusaurus(
        <ErrorPageContent
          error={new Error('Cannot read properties of undefined')}
          tryAgain={tryAgain}
        />,
        {locale},
      );
      expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(title);
      expect(
        screen.getByText('Cannot read properties of undefined'),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', {name: button}));
      expect(tryAgain).toHaveBeenCalledTimes(1);
    },
  );
});
