import { screen, within } from '@testing-library/react';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../lib/languages';
import type { LanguageCode } from '../lib/languages';
import { sectionOf } from '../lib/page-shape';
import { contentList, sectionData } from '../test-utils/content';
import { word } from '../test-utils/locales';
import { renderWithProviders } from '../test-utils/render';
import { Clients } from './Clients';

const { id } = sectionOf('Clients');
const DEFAULT = DEFAULT_LANGUAGE;
// The logos the page may show: those whose client consented (the page query's filter).
const CLIENTS = contentList('clients.yaml').filter((client) => client.consent);

type Data = Queries.IndexPageQuery;
type Client = Data['consentedClients']['nodes'][number];

function renderClients(language: LanguageCode = DEFAULT, data: Data = sectionData(language)) {
  return renderWithProviders(<Clients data={data} id={id} />, { language });
}

/** The page's data with its clients changed as a test needs. */
function withClients(change: (nodes: readonly Client[]) => Client[]): Data {
  const data = sectionData(DEFAULT);
  return { ...data, consentedClients: { nodes: change(data.consentedClients.nodes) } };
}

const markedSample = (sample: (index: number) => boolean) =>
  withClients((nodes) => nodes.map((client, index) => ({ ...client, sample: sample(index) })));

describe.each(LANGUAGE_CODES)('Clients in %s', (language) => {
  it('is the section page-shape.json names, titled in the language', () => {
    renderClients(language);
    expect(screen.getByRole('region', { name: word(language, 'clients.title') })).toHaveAttribute(
      'id',
      id,
    );
  });

  it('labels the logos as samples while a client is one, and not once none is', () => {
    const label = word(language, 'clients.sample');
    const { unmount } = renderClients(
      language,
      markedSample((index) => index === CLIENTS.length - 1),
    );
    expect(screen.getByText(label)).toBeInTheDocument();
    unmount();
    renderClients(
      language,
      markedSample(() => false),
    );
    expect(screen.queryByText(label)).toBeNull();
  });
});

describe('Clients', () => {
  it('shows a logo per consented client, in order, each named by its client', () => {
    expect(CLIENTS.length).toBeGreaterThan(0);
    renderClients();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual(
      CLIENTS.map((client) => client.name),
    );
  });

  it('links a logo to its client’s site only when content gives one', () => {
    const linked = CLIENTS.length - 1;
    const href = 'https://www.example.org/';
    renderClients(
      DEFAULT,
      withClients((nodes) =>
        nodes.map((client, index) => ({ ...client, href: index === linked ? href : null })),
      ),
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const name = CLIENTS[linked]?.name as string;
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(links[0] as HTMLElement).getByRole('img')).toHaveAttribute('alt', name);
  });
});
