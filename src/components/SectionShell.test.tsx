import { screen } from '@testing-library/react';
import { SectionShell } from './SectionShell';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeIntersectionObserver,
} from '../test-utils/intersection-observer';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { DEFAULT_LANGUAGE } from '../lib/languages';

const renderShell = () =>
  renderWithProviders(
    <SectionShell id="services" words="services">
      <p>Body</p>
    </SectionShell>,
  );
const words = (key: string) => word(DEFAULT_LANGUAGE, `services.${key}`);

afterEach(removeIntersectionObserver);

it('is a region with the given id, labelled by its h2, with its eyebrow, intro and content', () => {
  renderShell();
  const region = screen.getByRole('region', { name: words('title') });
  expect(region).toHaveAttribute('id', 'services');
  expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'services-title');
  expect(region.textContent).toBe(`${words('eyebrow')}${words('title')}${words('intro')}Body`);
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
