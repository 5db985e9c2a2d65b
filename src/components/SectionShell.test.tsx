import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { SectionShell } from './SectionShell';
import { theme } from '../theme/theme';

const renderShell = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('SectionShell', () => {
  it('is a region with the given id, labelled by its h2', () => {
    renderShell(
      <SectionShell id="services" eyebrow="Eyebrow" title="Section title" intro="Intro">
        <p>Body</p>
      </SectionShell>,
    );
    const region = screen.getByRole('region', { name: 'Section title' });
    expect(region).toHaveAttribute('id', 'services');
    expect(region).toHaveAttribute('aria-labelledby', 'services-title');
    const heading = screen.getByRole('heading', { level: 2, name: 'Section title' });
    expect(heading).toHaveAttribute('id', 'services-title');
    expect(region).toContainElement(heading);
    expect(region).toHaveTextContent('Eyebrow');
    expect(region).toHaveTextContent('Intro');
    expect(region).toHaveTextContent('Body');
  });

  it('leaves the intro out when there is none', () => {
    const { container } = renderShell(<SectionShell id="about" eyebrow="Eyebrow" title="Title" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
