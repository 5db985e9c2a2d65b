import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Card } from '../components/Card';
import { Picture } from '../components/Picture';
import { Icon } from '../components/Icon';
import { SectionShell } from '../components/SectionShell';
import type { SectionProps } from '../components/SectionShell';
import { entryText } from '../lib/entry-text';

export function About({ data, id }: SectionProps<Queries.AboutSectionFragment>) {
  const { t } = useI18next();
  return (
    <SectionShell
      id={id}
      eyebrow={t('about.eyebrow')}
      title={t('about.title')}
      intro={t('about.intro')}
    >
      <Grid>
        <ul role="list">
          {data.allValuesYaml.nodes.map((value) => (
            <li key={value.key}>
              <Card>
                <Icon name={value.icon} />
                <h3>{entryText(t, 'about.values', value.key, 'title')}</h3>
                <p>{entryText(t, 'about.values', value.key, 'description')}</p>
              </Card>
            </li>
          ))}
        </ul>
        <Card data-tone="dark">
          <Picture file={data.siteYaml?.teamPicture ?? null} alt={t('about.team.alt')} />
          <h3>{t('about.team.title')}</h3>
          <p>{t('about.team.description')}</p>
          <ul role="list">
            {data.allAboutBadgesYaml.nodes.map((badge) => (
              <li key={badge.key}>
                <strong>{badge.display}</strong>
                <span>{entryText(t, 'about.badges', badge.key)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </Grid>
    </SectionShell>
  );
}

export const query = graphql`
  fragment AboutSection on Query {
    siteYaml {
      teamPicture {
        childImageSharp {
          gatsbyImageData(
            width: 800
            aspectRatio: 1.5
            outputPixelDensities: [0.5, 1]
            sizes: "(min-width: 1024px) 400px, 100vw"
          )
        }
      }
    }
    allValuesYaml {
      nodes {
        key
        icon
      }
    }
    allAboutBadgesYaml {
      nodes {
        key
        display(language: $language)
      }
    }
  }
`;

// The values' grid and the team card's badges styled from here: one class rather than three.
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 2fr 1fr;
  }

  > ul {
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
  }

  ${({ theme }) => theme.mq.md} {
    > ul {
      grid-template-columns: 1fr 1fr;
    }
  }

  article ul {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(4)};
    margin-top: auto;
  }

  article li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.darkRaised};
  }

  article strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.accentOnDark};
  }

  article span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
