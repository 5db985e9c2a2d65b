import { useEffect } from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import { Layout, PageTitle } from '../components/Layout';
import { SeoHead, pageHead } from '../components/SeoHead';
import { localizedPath, toLanguageCode } from '../lib/languages';
import type { I18nPageContext } from '../lib/page-context';

type NotFoundPageProps = PageProps<Queries.NotFoundPageQuery, I18nPageContext>;

export default function NotFoundPage({ data, location }: NotFoundPageProps) {
  const { t, language } = useI18next();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Layout data={data} locationState={location.state} languageTargetPath="/">
      <Wrapper aria-labelledby="not-found-title">
        <Code aria-hidden="true">{t('notFound.code')}</Code>
        <PageTitle id="not-found-title">{t('notFound.title')}</PageTitle>
        <Description>{t('notFound.description')}</Description>
        <ButtonLink href={localizedPath(toLanguageCode(language), '/')}>
          {t('notFound.home')}
        </ButtonLink>
      </Wrapper>
    </Layout>
  );
}

export function Head(head: HeadProps<Queries.NotFoundPageQuery, I18nPageContext>) {
  const { words } = pageHead(head);
  return (
    <SeoHead
      head={head}
      title={words('common', 'notFound.metaTitle')}
      description={words('common', 'notFound.description')}
      noindex
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageLocales
    ...LayoutData
  }
`;

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
  min-height: 70vh;
  padding: ${({ theme }) => `calc(${theme.sizes.navHeight} + ${theme.space(12)}) ${theme.space(5)} ${theme.space(16)}`};
  background: ${({ theme }) => `${theme.gradients.heroGlow}, ${theme.colors.surfaceAlt}`};
  text-align: center;
`;

const Code = styled.p`
  font-size: clamp(4rem, 10vw + 1rem, 8rem);
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
`;
