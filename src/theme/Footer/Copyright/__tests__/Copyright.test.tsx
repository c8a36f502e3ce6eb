/** @jest-environment jsdom */
import React from 'react';
import {screen} from '@testing-library/react';
import FooterCopyright from '@theme/Footer/Copyright';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

describe('Footer/Copyright', () => {
  it('shows the line of the locale with the year of the build', () => {
    const year = new Date().getFullYear();
    renderWithDocusaurus(
      <FooterCopyright copyright="Copyright © 2019 Lattice 贡献者。" />,
      {locale: 'zh'},
    );
    expect(
      screen.getByText(`Copyright © ${year} Lattice 贡献者。`),
    ).toBeInTheDocument();
  });
});
