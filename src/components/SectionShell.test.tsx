import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { SectionShell } from './SectionShell';
import { theme } from '../theme/theme';

const renderShell = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('SectionShell', () => {
  it('is a region with the given id, labelled by its h2', () => {
    renderShell(
      <SectionShell id="services" eyebrow="Servizi" title="Tutto ciò che serve" intro="Intro">
        <p>Body</p>
      </SectionShell>,
    );
    const region = screen.getByRole('region', { name: 'Tutto ciò che serve' });
    expect(region).toHaveAttribute('id', 'services');
    expect(region).toHaveAttribute('aria-labelledby', 'services-title');
    const heading = screen.getByRole('heading', { level: 2, name: 'Tutto ciò che serve' });
    expect(heading).toHaveAttribute('id', 'services-title');
    expect(region).toContainElement(heading);
    expect(region).toHaveTextContent('Servizi');
    expect(region).toHaveTextContent('Intro');
    expect(region).toHaveTextContent('Body');
  });

  it('leaves the intro out when there is none', () => {
    const { container } = renderShell(
      <SectionShell id="about" eyebrow="Chi siamo" title="Titolo" />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
