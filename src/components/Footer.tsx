import styled from '@emotion/styled';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Logo } from './Logo';
import { languageLinkProps, localizedHref, toLanguageCode } from '../lib/languages';
import type { LanguageSpec } from '../lib/page-shape';
import { entryText } from '../lib/entry-text';

interface FooterProps {
  data: Pick<Queries.LayoutDataFragment, 'siteYaml' | 'allFooterLinksYaml'>;
  /** page-shape.json's languages: without JavaScript the bar's language menu cannot open. */
  languages: readonly LanguageSpec[];
  /** The page each language link opens, in its Italian form (e.g. "/"). */
  languageTargetPath: string;
}

/** The page's footer: the studio, its legal links, every language, the copyright line. */
export function Footer({ data, languages, languageTargetPath }: FooterProps) {
  const { t, language } = useI18next();
  const name = data.siteYaml?.name ?? '';
  return (
    <Wrapper>
      <Inner>
        <Brand>
          <Logo href="#top" name={name} />
          <Tagline>{t('footer.tagline')}</Tagline>
        </Brand>
        <nav aria-label={t('footer.linksLabel')}>
          <Links role="list">
            {data.allFooterLinksYaml.nodes.map((link) => (
              <li key={link.key}>
                {/* A page of the site in the visitor's language: /privacy/ is /en/privacy/ here. */}
                <FooterLink
                  href={localizedHref(toLanguageCode(language), link.href)}
                  aria-current={link.href === languageTargetPath ? 'page' : undefined}
                >
                  {entryText(t, 'footer.links', link.key)}
                </FooterLink>
              </li>
            ))}
          </Links>
        </nav>
        {/* Plain links: they work without JavaScript, where the bar's language menu cannot open. */}
        <nav aria-label={t('footer.languagesLabel')}>
          <Links role="list">
            {languages.map((option) => (
              <li key={option.code}>
                <FooterLink {...languageLinkProps(option.code, language, languageTargetPath)}>
                  {option.name}
                </FooterLink>
              </li>
            ))}
          </Links>
        </nav>
      </Inner>
      <Copyright>{t('footer.copyright', { year: data.siteYaml?.copyrightYear, name })}</Copyright>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  padding: ${({ theme }) => `${theme.space(14)} ${theme.space(5)} ${theme.space(8)}`};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;

  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: flex-start;
  }
`;

const Brand = styled.div`
  max-width: 24rem;
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
`;

const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover,
  &[aria-current] {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Copyright = styled.p`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: ${({ theme }) => theme.space(10)} auto 0;
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;
