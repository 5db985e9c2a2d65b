import { useEffect, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { localizedPath, toLanguageCode } from '../lib/languages';
import { enableSmoothScrolling, hasSectionToRestore, resetScrollOnLoad } from '../lib/page-scroll';

interface LayoutProps {
  data: Queries.LayoutDataFragment;
  /** history.state: a language switch carries the section to return to. */
  locationState: unknown;
  /** The page the language links open, in its Italian form: the page itself unless given. */
  languageTargetPath?: string;
  /** The home page's bar links these of its sections (ids); elsewhere the logo links home. */
  sectionLinks?: readonly string[];
  children: ReactNode;
}

export function Layout({ data, locationState, sectionLinks, children, ...props }: LayoutProps) {
  const { t, language, originalPath } = useI18next();
  const languageTargetPath = props.languageTargetPath ?? originalPath;

  useEffect(() => {
    if (hasSectionToRestore(locationState)) {
      document
        .getElementById(locationState.restoreSection)
        ?.scrollIntoView({ block: 'start', behavior: 'instant' });
      enableSmoothScrolling();
      return;
    }
    resetScrollOnLoad();
    // Only the first render of each page decides where it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <SkipLink href="#main">{t('skipLink')}</SkipLink>
      <NavBar
        siteName={data.siteYaml?.name ?? ''}
        languageTargetPath={languageTargetPath}
        homeHref={sectionLinks ? undefined : localizedPath(toLanguageCode(language), '/')}
        sectionLinks={sectionLinks}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer data={data} languageTargetPath={languageTargetPath} />
    </>
  );
}

export const query = graphql`
  fragment LayoutData on Query {
    siteYaml {
      name
      copyrightYear
    }
    companyYaml {
      legalName
      vatNumber
      taxCode
      reaOffice
      reaNumber
      soleShareholder
      officeDisplay(language: $language)
      shareCapitalDisplay(language: $language)
    }
    allFooterLinksYaml {
      nodes {
        key
        href
        label(language: $language)
      }
    }
  }
`;

/** The h1 of a page without sections. */
export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

export const PageIntro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
