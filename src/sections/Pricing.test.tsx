import { act, fireEvent, screen, within } from '@testing-library/react';
import { chooseEngagement } from '../lib/engagement-choice';
import { LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { sectionOf } from '../lib/page-shape';
import { formatPriceAmount } from '../lib/price';
import { sendMessage } from '../lib/send-email';
import { contentList, contentObject, entryWord, sectionData } from '../test-utils/content';
import { filledWord, word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { Contact } from './Contact';
import { Pricing } from './Pricing';

jest.mock('../lib/send-email', () => ({
  sendMessage: jest.fn(),
  loadEmailJs: jest.fn(() => Promise.resolve({})),
}));

const send = sendMessage as jest.MockedFunction<typeof sendMessage>;
const { id } = sectionOf('Pricing');
const ENGAGEMENTS = contentList('engagements.yaml');
const { currency } = contentObject('site.yaml');

type Data = Queries.IndexPageQuery;
type Engagement = Data['allEngagementsYaml']['nodes'][number];

/** The page's data with its engagements (or its site facts) changed as a test needs. */
function withEngagements(data: Data, change: (nodes: readonly Engagement[]) => Engagement[]): Data {
  return { ...data, allEngagementsYaml: { nodes: change(data.allEngagementsYaml.nodes) } };
}

function renderPricing(language: LanguageCode, data: Data = sectionData(language)) {
  return renderWithProviders(<Pricing data={data} id={id} />, { language });
}

/** Text as the page writes it: Intl's no-break spaces kept, not folded into plain ones. */
const exact = { normalizer: (text: string) => text };

beforeEach(() => {
  send.mockReset();
  chooseEngagement(undefined); // the choice outlives a render, as it outlives a page
});

describe.each(LANGUAGE_CODES)('Pricing in %s', (language) => {
  it('is the section page-shape.json names, titled in the language', () => {
    renderPricing(language);
    expect(screen.getByRole('region', { name: word(language, 'pricing.title') })).toHaveAttribute(
      'id',
      id,
    );
  });

  it('shows a card per engagement of content, in order, with its title, summary, duration and inclusions', () => {
    renderPricing(language);
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(ENGAGEMENTS.map((engagement) => entryWord(language, engagement.title)));
    ENGAGEMENTS.forEach((engagement, index) => {
      const card = cards[index] as HTMLElement;
      expect(card).toHaveAccessibleName(entryWord(language, engagement.title));
      expect(within(card).getByText(entryWord(language, engagement.summary))).toBeInTheDocument();
      const duration = entryWord(language, engagement.duration);
      const strong = within(card).getByText(duration, { ...exact, selector: 'strong' });
      expect(strong.parentElement?.textContent).toBe(
        `${word(language, 'pricing.durationLabel')} ${duration}`,
      );
      const includes = within(card).getByRole('list', {
        name: word(language, 'pricing.includesLabel'),
      });
      expect(
        within(includes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(engagement.includes.map((item) => entryWord(language, item)));
    });
  });

  // Each form of price on the first engagement, whatever the shipped entries happen to use.
  const [first] = ENGAGEMENTS;
  if (!first) throw new Error('content/engagements.yaml has no entry');
  const range = { priceFrom: first.priceFrom, priceTo: first.priceFrom * 2 };
  const minimum = { priceFrom: first.priceFrom, priceTo: null };
  const fromWords = () =>
    filledWord(language, 'pricing.from', {
      price: formatPriceAmount(minimum, language, currency),
    });
  it.each([
    [
      'a range as the amount itself',
      range,
      'project',
      () => formatPriceAmount(range, language, currency),
    ],
    ['a minimum as "from"', minimum, 'project', fromWords],
    [
      'a monthly minimum as "from" per month',
      minimum,
      'month',
      () => filledWord(language, 'pricing.perMonth', { price: fromWords() }),
    ],
    [
      'a monthly range per month',
      range,
      'month',
      () =>
        filledWord(language, 'pricing.perMonth', {
          price: formatPriceAmount(range, language, currency),
        }),
    ],
  ] as const)('writes %s', (_form, price, period, expected) => {
    const data = withEngagements(sectionData(language), ([engagement]) => [
      {
        ...(engagement as Engagement),
        priceTo: price.priceTo,
        pricePeriod: period,
        priceDisplay: formatPriceAmount(price, language, currency),
      },
    ]);
    renderPricing(language, data);
    const card = screen.getByRole('article');
    expect(within(card).getByText(expected(), { ...exact, selector: 'p' })).toBeInTheDocument();
  });

  it.each([true, false])(
    'says whether prices include VAT (pricesIncludeVat: %s) and what they leave out',
    (pricesIncludeVat) => {
      const data = sectionData(language);
      renderPricing(language, {
        ...data,
        siteYaml: { ...(data.siteYaml as NonNullable<Data['siteYaml']>), pricesIncludeVat },
      });
      const vat = word(language, pricesIncludeVat ? 'pricing.vatIncluded' : 'pricing.vatExcluded');
      expect(screen.getByText(`${vat} ${word(language, 'pricing.excludes')}`)).toBeInTheDocument();
    },
  );

  it('labels the prices as samples while an engagement is one, and not once none is', () => {
    const marked = (sample: (index: number) => boolean) =>
      withEngagements(sectionData(language), (nodes) =>
        nodes.map((engagement, index) => ({ ...engagement, sample: sample(index) })),
      );
    const label = word(language, 'pricing.sample');
    const { unmount } = renderPricing(
      language,
      marked((index) => index === ENGAGEMENTS.length - 1),
    );
    expect(screen.getByText(label)).toBeInTheDocument();
    unmount();
    renderPricing(
      language,
      marked(() => false),
    );
    expect(screen.queryByText(label)).toBeNull();
  });

  it('names the engagement a card asks about in the contact form and in the message sent, until removed', async () => {
    const data = sectionData(language);
    renderWithProviders(
      <>
        <Pricing data={data} id={id} />
        <Contact data={data} id={sectionOf('Contact').id} />
      </>,
      { language },
    );
    const engagement = ENGAGEMENTS[ENGAGEMENTS.length - 1];
    if (!engagement) throw new Error('content/engagements.yaml has no entry');
    const title = entryWord(language, engagement.title);
    const chosen = filledWord(language, 'contact.engagement.label', { title });
    const form = () => document.getElementById('contact-name')?.closest('form') as HTMLElement;
    const submit = async () => {
      for (const [field, value] of [
        ['name', 'Mario'],
        ['email', 'mario@azienda.it'],
        ['message', 'Ciao'],
      ]) {
        fireEvent.change(document.getElementById(`contact-${field}`) as HTMLElement, {
          target: { value },
        });
      }
      await act(async () =>
        fireEvent.click(
          screen.getByRole('button', { name: word(language, 'contact.form.submit') }),
        ),
      );
    };
    send.mockResolvedValue('sent');

    expect(within(form()).queryByText(chosen)).toBeNull();
    const ask = screen.getByRole('link', {
      name: filledWord(language, 'pricing.ctaLabel', { title }),
    });
    expect(ask).toHaveAttribute('href', `#${sectionOf('Contact').id}`);
    fireEvent.click(ask);
    expect(within(form()).getByText(chosen)).toBeInTheDocument();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ engagement: title });

    fireEvent.click(
      within(form()).getByRole('button', { name: word(language, 'contact.engagement.remove') }),
    );
    expect(within(form()).queryByText(chosen)).toBeNull();
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject({
      engagement: word(language, 'contact.engagement.none'),
    });
  });
});
