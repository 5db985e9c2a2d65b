import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Card, CardIcon, CardList, CardPicture, CardText, CardTitle } from '../components/Card';
import { SectionShell, type SectionProps } from '../components/SectionShell';

export function About({ data, id }: SectionProps<Queries.AboutSectionFragment>) {
  const { t } = useI18next();
  const teamPicture = data.siteYaml?.teamPicture?.childImageSharp?.gatsbyImageData;
  return (
    <SectionShell id={id} words="about">
      <Grid>
        <CardList role="list">
          {data.allValuesYaml.nodes.map((value) => (
            <li key={value.key}>
              <Card>
                <CardIcon name={value.icon} />
                <CardTitle>{value.title}</CardTitle>
                <CardText>{value.description}</CardText>
              </Card>
            </li>
          ))}
        </CardList>
        <Card tone="dark">
          {teamPicture ? <CardPicture image={teamPicture} alt={t('about.team.alt')} /> : null}
          <CardTitle>{t('about.team.title')}</CardTitle>
          <CardText>{t('about.team.description')}</CardText>
          <Badges role="list">
            {data.allAboutBadgesYaml.nodes.map((badge) => (
              <Badge key={badge.key}>
                <BadgeFigure>{badge.display}</BadgeFigure>
                <BadgeLabel>{badge.label}</BadgeLabel>
              </Badge>
            ))}
          </Badges>
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
            layout: FULL_WIDTH
            breakpoints: [400, 800]
            aspectRatio: 1.5
            sizes: "(min-width: 1024px) 400px, 100vw"
          )
        }
      }
    }
    allValuesYaml {
      nodes {
        key
        icon
        title(language: $language)
        description(language: $language)
      }
    }
    allAboutBadgesYaml {
      nodes {
        key
        display(language: $language)
        label(language: $language)
      }
    }
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Badges = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: auto;
`;

const Badge = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.darkRaised};
`;

const BadgeFigure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const BadgeLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--card-muted);
`;
