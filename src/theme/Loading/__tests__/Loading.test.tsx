/** @jest-environment jsdom */
import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import Loading from '@theme/Loading';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

const baseProps = {isLoading: true, timedOut: false, retry: () => {}};

describe('Loading', () => {
  it('shows nothing before the delay has passed', () => {
    const {container} = renderWithDocusaurus(
      <Loading {...baseProps} pastDelay={false} error={undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', 'Loading…'],
    ['zh', '正在加载…'],
  ] as const)(
    'shows an announced spinner after the delay (%s)',
    (locale, label) => {
      renderWithDocusaurus(
        <Loading {...baseProps} pastDelay error={undefined} />,
        {locale},
      );
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveTextContent(label);
    },
  );

  it.each([
    ['en', 'Retry'],
    ['zh', '重试'],
  ] as const)(
    'shows the error and a Retry button that retries (%s)',
    (locale, label) => {
      const retry = jest.fn();
      renderWithDocusaurus(
        <Loading
          {...baseProps}
          isLoading={false}
          pastDelay
          retry={retry}
          error={new Error('Loading chunk 42 failed.')}
        />,
        {locale},
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Loading chunk 42 failed.',
      );
      expect(screen.queryByRole('status')).toBeNull();
      fireEvent.click(screen.getByRole('button', {name: label}));
      expect(retry).toHaveBeenCalledTimes(1);
    },
  );
});
