import { screen, within } from '@testing-library/react';
import { Services } from './Services';
import { contentList, entryWord, sectionData } from '../test-utils/content';
import { sectionOf } from '../lib/page-shape';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';
import { GRADIENTS, type GradientName } from '../theme/gradients';

const { id } = sectionOf('Services');
const SERVICES = contentList('services.yaml');

describe.each(LANGUAGE_CODES)('Services in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<Services data={sectionData(language)} id={id} />, { language });
  });

  it('is the section page-shape.json names, titled and introduced in the language', () => {
    const region = screen.getByRole('region', { name: word(language, 'services.title') });
    expect(region).toHaveAttribute('id', id);
    expect(within(region).getByText(word(language, 'services.eyebrow'))).toBeInTheDocument();
    expect(within(region).getByText(word(language, 'services.intro'))).toBeInTheDocument();
  });

  it('shows a card for every service of content, in order', () => {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      SERVICES.map((service) => `service-${service.key}`),
    );
  });

  it.each(SERVICES.map((service) => [service.key, service] as const))(
    'words the %s card in the language: title, description and features',
    (_key, service) => {
      const title = entryWord(language, service.title);
      const card = screen.getByRole('article', { name: title });
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      expect(within(card).getByText(entryWord(language, service.description))).toBeInTheDocument();
      const features = within(card).getByRole('list', {
        name: word(language, 'services.featuresLabel'),
      });
      expect(
        within(features)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(service.features.map((feature) => entryWord(language, feature)));
    },
  );

  it('ends with a call to action to #contact', () => {
    expect(screen.getByRole('link', { name: word(language, 'services.cta') })).toHaveAttribute(
      'href',
      '#contact',
    );
  });
});

/** The text of the style rules that select an element by one of its classes. */
const rulesOf = (element: Element) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => [...element.classList].some((name) => rule.cssText.startsWith(`.${name} {`)))
    .map((rule) => rule.cssText)
    .join('\n');

it('draws each service icon on its own gradient, styled and never as an <svg> attribute', () => {
  const { container } = renderWithProviders(<Services data={sectionData('en')} id={id} />, {
    language: 'en',
  });
  const icons = screen.getAllByRole('article').map((card) => card.querySelector('svg')!);
  SERVICES.forEach((service, index) => {
    const [from, to] = GRADIENTS[service.gradient as GradientName];
    expect(rulesOf(icons[index]!)).toContain(`linear-gradient(135deg,${from},${to})`);
  });
  expect(container.querySelector('svg[gradient]')).toBeNull();
});
