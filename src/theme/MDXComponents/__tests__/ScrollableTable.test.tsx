/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';

import ScrollableTable from '../ScrollableTable';

const cell = 'RouterModule.forRoot({ routes, mode })';

function renderTable(scrollWidth: number, clientWidth: number) {
  jest
    .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
    .mockReturnValue(scrollWidth);
  jest
    .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    .mockReturnValue(clientWidth);
  render(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>{cell}</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
  return screen.getByRole('table');
}

afterEach(() => jest.restoreAllMocks());

describe('ScrollableTable', () => {
  it('takes the keyboard focus when it is wider than the article', () => {
    expect(renderTable(900, 600)).toHaveAttribute('tabindex', '0');
  });

  it('is no tab stop when it fits', () => {
    expect(renderTable(600, 600)).not.toHaveAttribute('tabindex');
  });
});
