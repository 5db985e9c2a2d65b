import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { SectionShell } from './SectionShell';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeIntersectionObserver,
} from '../test-utils/intersection-observer';
import { theme } from '../theme/theme';

const renderShell = (intro?: string) =>
  render(
    <ThemeProvider theme={theme}>
      <SectionShell id="services" eyebrow="Eyebrow" title="Section title" intro={intro}>
        <p>Body</p>
      </SectionShell>
    </ThemeProvider>,
  );

afterEach(removeIntersectionObserver);

it('is a region with the given id, labelled by its h2, with eyebrow, intro and content', () => {
  renderShell('Intro');
  const region = screen.getByRole('region', { name: 'Section title' });
  expect(region).toHaveAttribute('id', 'services');
  expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'services-title');
  expect(region).toHaveTextContent(/^EyebrowSection titleIntroBody$/);
});

it('leaves the intro out when there is none', () => {
  renderShell();
  expect(screen.getByRole('region')).toHaveTextContent(/^EyebrowSection titleBody$/);
});

it('is marked in view once 10 % of it shows above a line 80 px from the bottom, and stays so', () => {
  installFakeIntersectionObserver();
  renderShell();
  const region = screen.getByRole('region');
  const [observer] = FakeIntersectionObserver.instances;
  expect(observer?.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -80px 0px' });
  expect(region).not.toHaveAttribute('data-inview');
  observer?.report(true);
  expect(region).toHaveAttribute('data-inview');
  expect(observer?.disconnect).toHaveBeenCalled();
});

it('shows at once in a browser without IntersectionObserver', () => {
  renderShell();
  expect(screen.getByRole('region')).toHaveAttribute('data-inview');
});
