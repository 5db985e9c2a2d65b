import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { getImage, getSrc, getSrcSet } from 'gatsby-plugin-image';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SampleBadge } from '../components/ProjectCard';
import type { SectionProps } from '../components/SectionShell';

// A strip with one line of title, not a full section: the logos speak. The query keeps only the
// logos whose client agreed to their publication (the build names the others).
export function Clients({ data, id }: SectionProps<Queries.ClientsSectionFragment>) {
  const { t } = useTranslation();
  const clients = data.consentedClients.nodes;
  return (
    <Strip id={id} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{t('clients.title')}</Title>
      {clients.some((client) => client.sample) ? <Sample>{t('clients.sample')}</Sample> : null}
      <Logos role="list">
        {clients.map((client) => {
          const logo = getImage(client.logo?.childImageSharp?.gatsbyImageData ?? null);
          if (!logo) throw new Error(`content/clients.yaml, entry "${client.key}": no logo`);
          // A plain lazy <img> with its size: no placeholder or script a small logo needs.
          const picture = (
            <Logo
              src={getSrc(logo)}
              srcSet={getSrcSet(logo)}
              sizes={`${logo.width}px`}
              width={logo.width}
              height={logo.height}
              alt={client.name}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <Tile key={client.key}>
              {client.href ? <a href={client.href}>{picture}</a> : picture}
            </Tile>
          );
        })}
      </Logos>
    </Strip>
  );
}

// WebP alone (every browser the site supports reads it): at 48 pixels high AVIF saves a logo
// nothing, and would cost every page a <picture>.
export const query = graphql`
  fragment ClientsSection on Query {
    consentedClients: allClientsYaml(filter: { consent: { eq: true } }) {
      nodes {
        key
        name
        href
        sample
        logo {
          childImageSharp {
            gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE, formats: [WEBP])
          }
        }
      }
    }
  }
`;

const Strip = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(5)}`};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sample = styled(SampleBadge)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.sizes.content};
  margin: ${({ theme }) => `${theme.space(8)} auto 0`};
`;

/** One light tile in both themes: the logo in grey on it, a JPEG's white ground melted in. */
const Tile = styled.li`
  display: flex;
  isolation: isolate;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.logoTile};
`;

const Logo = styled.img`
  filter: grayscale(1);
  mix-blend-mode: multiply;
`;
