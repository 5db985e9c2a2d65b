import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Menu as MenuIcon, X } from 'lucide-react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { useMounted } from '../hooks/useMounted';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { scrollToTop } from '../lib/page-scroll';
import type { LanguageSpec } from '../lib/page-shape';
import { entryText } from '../lib/entry-text';
import { sectionAnchor } from '../lib/page-shape';

/** The bar turns to glass once the page has scrolled more than 20 px. */
export const GLASS_THRESHOLD_PX = 20;

interface NavBarProps {
  siteName: string;
  /** The ids of the sections the bar links to, in order (words: nav.links.<id>). */
  navTargets: readonly string[];
  languages: readonly LanguageSpec[];
  languageTargetPath: string;
  /** Home page link for pages without sections (404); the logo scrolls to the top otherwise. */
  homeHref?: string;
  withCallToAction?: boolean;
}

export function NavBar({
  siteName,
  navTargets,
  languages,
  languageTargetPath,
  homeHref,
  withCallToAction = true,
}: NavBarProps) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const scrolled = useScrolledPast(GLASS_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const menuId = 'site-menu';
  const hasMenu = navTargets.length > 0 || withCallToAction;

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    scrollToTop();
  };

  return (
    <Header data-loaded={mounted ? '' : undefined} data-scrolled={scrolled ? '' : undefined}>
      <Bar>
        {homeHref ? (
          <Logo href={homeHref} name={siteName} />
        ) : (
          <Logo href="#top" aria-label={t('nav.home')} onClick={onLogoClick} name={siteName} />
        )}
        {hasMenu ? (
          <Nav id={menuId} aria-label={t('nav.label')} data-open={menuOpen ? '' : undefined}>
            <Links role="list">
              {navTargets.map((target) => (
                <li key={target}>
                  <NavLink href={`#${target}`} onClick={() => setMenuOpen(false)}>
                    {entryText(t, 'nav.links', target)}
                  </NavLink>
                </li>
              ))}
            </Links>
            {withCallToAction ? (
              <CtaLink href={sectionAnchor('Contact')} onClick={() => setMenuOpen(false)}>
                {t('nav.cta')}
              </CtaLink>
            ) : null}
          </Nav>
        ) : null}
        <Actions>
          <LanguageSwitcher languages={languages} targetPath={languageTargetPath} />
          {hasMenu ? (
            <MenuToggle
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
            </MenuToggle>
          ) : null}
        </Actions>
      </Bar>
    </Header>
  );
}

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.nav};
  border-bottom: ${({ theme }) => theme.borders.hairline} transparent;
  transition: opacity ${({ theme }) => theme.durations.slow} ease-out;

  .js &:not([data-loaded]) {
    opacity: 0;
  }

  /* Without JavaScript the bar stays at the top of the page instead of over the content. */
  html.no-js & {
    position: absolute;
  }

  /* The glass lives on a pseudo-element: a backdrop-filter on the header itself would make it the
     containing block of the language menu's full-screen backdrop. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.durations.normal};
    background: ${({ theme }) => theme.colors.glass};
    backdrop-filter: saturate(180%) blur(14px);
    -webkit-backdrop-filter: saturate(180%) blur(14px);
    box-shadow: ${({ theme }) => theme.shadows.nav};
  }

  &[data-scrolled]::before {
    opacity: 1;
  }
`;

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.sizes.content};
  height: ${({ theme }) => theme.sizes.navHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space(5)}`};
`;

const Nav = styled.nav`
  /* Phones: a panel under the bar that opens up to 20 rem (the theme's mobileMenuMax). */
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: ${({ theme }) => theme.sizes.mobileMenuMax};
  overflow: hidden;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition:
    max-height ${({ theme }) => theme.durations.normal} ease,
    padding ${({ theme }) => theme.durations.normal} ease,
    visibility ${({ theme }) => theme.durations.normal};

  .js &:not([data-open]) {
    max-height: 0;
    padding-top: 0;
    padding-bottom: 0;
    visibility: hidden;
  }

  /* Without JavaScript the panel cannot open: phones read the sections without it. */
  html.no-js & {
    display: none;
  }

  ${({ theme }) => theme.mq.md} {
    &,
    .js &:not([data-open]),
    html.no-js & {
      position: static;
      display: flex;
      flex: 1;
      align-items: center;
      justify-content: space-between;
      max-height: none;
      padding: 0;
      overflow: visible;
      visibility: visible;
      background: none;
      border: 0;
      box-shadow: none;
    }
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 auto;
  }
`;

const NavLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const CtaLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;

  ${({ theme }) => theme.mq.md} {
    margin-left: 0;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  html.no-js & {
    display: none;
  }

  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;
