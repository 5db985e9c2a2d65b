import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Logo } from './Logo';
import { reaText } from '../lib/company';
import { languageLinkProps, localizedHref, toLanguageCode } from '../lib/languages';
import { LANGUAGES } from '../lib/page-shape';

interface FooterProps {
  data: Queries.LayoutDataFragment;
  /** The page each language link opens, in its Italian form (e.g. "/"). */
  languageTargetPath: string;
}

export function Footer({ data, languageTargetPath }: FooterProps) {
  const { t, language } = useI18next();
  const name = data.siteYaml?.name ?? '';
  return (
    <Wrapper>
      <Brand>
        <Logo href="#top" name={name} />
        <Muted>{t('footer.tagline')}</Muted>
      </Brand>
      <nav aria-label={t('footer.linksLabel')}>
        <LinkList role="list">
          {data.allFooterLinksYaml.nodes.map((link) => (
            <li key={link.key}>
              <FooterLink
                href={localizedHref(toLanguageCode(language), link.href)}
                aria-current={link.href === languageTargetPath ? 'page' : undefined}
              >
                {link.label}
              </FooterLink>
            </li>
          ))}
        </LinkList>
      </nav>
      {/* Plain links: they work without JavaScript, where the bar's language menu cannot open. */}
      <nav aria-label={t('footer.languagesLabel')}>
        <LinkList role="list">
          {LANGUAGES.map((option) => (
            <li key={option.code}>
              <FooterLink {...languageLinkProps(option.code, language, languageTargetPath)}>
                {option.name}
              </FooterLink>
            </li>
          ))}
        </LinkList>
      </nav>
      <Fine>
        <p>{t('footer.copyright', { year: data.siteYaml?.copyrightYear, name })}</p>
        {data.companyYaml ? <p>{identityLine(data.companyYaml, t)}</p> : null}
      </Fine>
    </Wrapper>
  );
}

type Company = NonNullable<Queries.LayoutDataFragment['companyYaml']>;

// What the law asks every page to say of the company: legal name, office and VAT number (DPR 633/1972
// art. 35), tax code if it differs, register entry, capital, sole shareholder (c.c. art. 2250).
function identityLine(company: Company, t: TFunction<'translation', undefined>): string {
  const { taxCode, vatNumber, shareCapitalDisplay } = company;
  const rea = reaText(company);
  return [
    company.legalName,
    t('company.office', { address: company.officeDisplay }),
    t('company.vatNumber', { vatNumber }),
    taxCode && taxCode !== vatNumber ? t('company.taxCode', { taxCode }) : '',
    rea ? t('company.rea', { rea }) : '',
    shareCapitalDisplay ? t('company.shareCapital', { shareCapital: shareCapitalDisplay }) : '',
    company.soleShareholder ? t('company.soleShareholder') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

const Wrapper = styled.footer`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => `${theme.space(14)} max(${theme.space(5)}, (100% - ${theme.sizes.content}) / 2) ${theme.space(8)}`};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Brand = styled.div`
  max-width: 24rem;
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(6)};
`;

const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  &:hover,
  &[aria-current] {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Fine = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  flex-basis: 100%;
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
