import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SampleBadge } from './ProjectCard';

export function ClientQuote({ quote }: { quote: Queries.ClientQuoteFragment }) {
  const { t } = useTranslation();
  return (
    <Figure>
      {quote.sample ? <Sample>{t('work.sampleQuote')}</Sample> : null}
      <Words>{quote.text}</Words>
      <Source>
        <Person>{quote.person}</Person>
        {`, ${quote.role}, ${quote.company}`}
      </Source>
    </Figure>
  );
}

// A quote as the cards show it; the pages ask only for those a client agreed to publish (consent).
export const query = graphql`
  fragment ClientQuote on ProjectsYamlQuote {
    text(language: $language)
    person
    role(language: $language)
    company
    sample
  }
`;

const Figure = styled.figure`
  max-width: ${({ theme }) => theme.sizes.prose};
  padding: ${({ theme }) => theme.space(7)};
  border-left: ${({ theme }) => `${theme.space(1)} solid ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Sample = styled(SampleBadge)`
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** The words, in the page language's quotation marks. */
const Words = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  quotes: auto;

  &::before {
    content: open-quote;
  }

  &::after {
    content: close-quote;
  }
`;

const Source = styled.figcaption`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Person = styled.cite`
  font-style: normal;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
