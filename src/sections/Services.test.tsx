import { screen, within } from '@testing-library/react';
import { Services } from './Services';
import { createTestI18n, renderWithProviders } from '../test-utils/render';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';

const SERVICES_DATA: Queries.ServicesSectionFragment = {
  allServicesYaml: {
    nodes: [
      { key: 'web-apps', icon: 'code', gradient: 'indigo' },
      { key: 'business-intelligence', icon: 'bar-chart', gradient: 'cyan' },
      { key: 'analytics', icon: 'brain', gradient: 'violet' },
      { key: 'integration', icon: 'plug', gradient: 'emerald' },
    ],
  },
};

/** The exact text of a key in one language's home.json, with no fallback. */
function word(language: LanguageCode, key: string): string {
  const text: unknown = createTestI18n(language).getResource(language, 'home', key);
  if (typeof text !== 'string') throw new Error(`home.json (${language}) has no text at ${key}`);
  return text;
}

describe.each(LANGUAGE_CODES)('Services in %s', (language) => {
  beforeEach(() => {
    renderWithProviders(<Services data={SERVICES_DATA} />, { language });
  });

  it('is the #services section, titled and introduced in the language', () => {
    const region = screen.getByRole('region', { name: word(language, 'services.title') });
    expect(region).toHaveAttribute('id', 'services');
    expect(within(region).getByText(word(language, 'services.eyebrow'))).toBeInTheDocument();
    expect(within(region).getByText(word(language, 'services.intro'))).toBeInTheDocument();
  });

  it('shows four service cards in content order', () => {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      SERVICES_DATA.allServicesYaml.nodes.map((service) => `service-${service.key}`),
    );
  });

  it.each(['web-apps', 'business-intelligence', 'analytics', 'integration'])(
    'words the %s card: title, description and three features',
    (key) => {
      const base = `services.items.${key}`;
      const card = screen.getByRole('article', { name: word(language, `${base}.title`) });
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
        word(language, `${base}.title`),
      );
      expect(within(card).getByText(word(language, `${base}.description`))).toBeInTheDocument();
      const features = within(card).getByRole('list', {
        name: word(language, 'services.featuresLabel'),
      });
      expect(
        within(features)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        word(language, `${base}.features.0`),
        word(language, `${base}.features.1`),
        word(language, `${base}.features.2`),
      ]);
    },
  );

  it('ends with a call to action to #contact', () => {
    expect(screen.getByRole('link', { name: word(language, 'services.cta') })).toHaveAttribute(
      'href',
      '#contact',
    );
  });
});

describe('Services words the spec names', () => {
  it('reads "Prenota una Consulenza Gratuita" in Italian', () => {
    renderWithProviders(<Services data={SERVICES_DATA} />, { language: 'it' });
    expect(screen.getByRole('link', { name: 'Prenota una Consulenza Gratuita' })).toHaveAttribute(
      'href',
      '#contact',
    );
  });
});
