import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SvgIcon } from './Icon';
import { LanguageSwitcher, menuLink } from './LanguageSwitcher';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useMenuButton } from '../hooks/useMenuButton';
import { entryText } from '../lib/entry-text';
import { scrollToTop } from '../lib/page-scroll';
import { SECTIONS, sectionAnchor } from '../lib/page-shape';

interface NavBarProps {
  siteName: string;
  languageTargetPath: string;
  /** Set on pages without sections (404, legal): the logo links home and there is no menu. */
  homeHref?: string;
}

export function NavBar({ siteName, languageTargetPath, homeHref }: NavBarProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menu = useMenuButton();
  const close = () => menu.setOpen(false);

  useEffect(() => {
    setLoaded(true);
    const update = () => setScrolled(window.scrollY > 20); // glass past 20 px of scroll
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Header data-loaded={loaded ? '' : undefined} data-scrolled={scrolled ? '' : undefined}>
      <Bar>
        <BarLogo
          href={homeHref ?? '#top'}
          aria-label={homeHref ? undefined : t('nav.home')}
          name={siteName}
          onClick={(event) => {
            if (homeHref) return;
            event.preventDefault();
            close();
            scrollToTop();
          }}
        />
        {homeHref ? (
          <BarThemeToggle />
        ) : (
          <Nav id="site-menu" aria-label={t('nav.label')} data-open={menu.open ? '' : undefined}>
            <NavList role="list">
              {SECTIONS.filter((section) => section.nav).map(({ id }) => (
                <li key={id}>
                  <NavLink href={`#${id}`} onClick={close}>
                    {entryText(t, 'nav.links', id)}
                  </NavLink>
                </li>
              ))}
            </NavList>
            <NavCta href={sectionAnchor('Contact')} onClick={close}>
              {t('nav.cta')}
            </NavCta>
            <MenuThemeToggle />
          </Nav>
        )}
        <LanguageSwitcher targetPath={languageTargetPath} />
        {homeHref ? null : (
          <MenuButton
            ref={menu.buttonRef}
            type="button"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            aria-label={menu.open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={menu.toggle}
          >
            <SvgIcon name={menu.open ? 'close' : 'menu'} />
          </MenuButton>
        )}
      </Bar>
    </Header>
  );
}

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.nav};
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
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.sizes.content};
  height: ${({ theme }) => theme.sizes.navHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space(5)}`};
`;

const BarLogo = styled(Logo)`
  margin-right: auto;
`;

const SquareButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  html.no-js & {
    display: none;
  }
`;

const BarThemeToggle = SquareButton.withComponent(ThemeToggle);

const MenuButton = styled(SquareButton)`
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;

/** Wider screens: the links in the bar; phones: a panel under it that opens up to 20 rem. */
const Nav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;

  ${({ theme }) => theme.phone} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    display: block;
    max-height: ${({ theme }) => theme.sizes.mobileMenuMax};
    overflow: hidden;
    padding: ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transition: ${({ theme }) =>
      `${theme.durations.normal} max-height, ${theme.durations.normal} padding, ${theme.durations.normal} visibility`};

    .js &:not([data-open]) {
      max-height: 0;
      padding-block: 0;
      visibility: hidden;
    }

    /* Without JavaScript the panel cannot open: phones read the sections without it. */
    html.no-js & {
      display: none;
    }
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 auto;

  ${({ theme }) => theme.phone} {
    display: block;
  }
`;

const NavLink = styled.a`
  ${menuLink}
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const NavCta = styled.a`
  ${menuLink}
  justify-content: center;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `0 ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${({ theme }) => theme.phone} {
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
`;

const MenuThemeToggle = styled(BarThemeToggle)`
  ${({ theme }) => theme.phone} {
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
`;
