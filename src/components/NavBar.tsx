import { useEffect, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SvgIcon } from './Icon';
import { LanguageLinks, LanguageSwitcher, menuLink } from './LanguageSwitcher';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { VisuallyHidden } from './VisuallyHidden';
import { useMenuButton } from '../hooks/useMenuButton';
import { scrollToTop } from '../lib/page-scroll';
import { SECTIONS, sectionAnchor } from '../lib/page-shape';

/** The phone menu's toggle in the HTML, for a page whose scripts never run (see NoScriptMenuToggle). */
const NO_SCRIPT_TOGGLE_ID = 'site-menu-toggle';

interface NavBarProps {
  siteName: string;
  languageTargetPath: string;
  /** Set on pages without sections (404, legal): the logo links home and there is no menu. */
  homeHref?: string;
  /** The sections the bar links to, by id: those page-shape.json puts there, unless a page says. */
  sectionLinks?: readonly string[];
}

const NAV_SECTIONS = SECTIONS.filter((section) => section.nav).map((section) => section.id);

export function NavBar({
  siteName,
  languageTargetPath,
  homeHref,
  sectionLinks = NAV_SECTIONS,
}: NavBarProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menu = useMenuButton();
  const close = () => menu.setOpen(false);
  // Each section's link words, by its id in page-shape.json.
  const linkWords: Record<string, string> = t('nav.links', { returnObjects: true });

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
        {/* Until the app runs: a page whose scripts never do opens its phone menu with this one. */}
        {homeHref || loaded ? null : <NoScriptMenuToggle />}
        {homeHref ? (
          <BarThemeToggle />
        ) : (
          <Nav id="site-menu" aria-label={t('nav.label')} data-open={menu.open ? '' : undefined}>
            <NavList role="list">
              {sectionLinks.map((id) => (
                <li key={id}>
                  <NavLink href={`#${id}`} onClick={close}>
                    {linkWords[id]}
                  </NavLink>
                </li>
              ))}
            </NavList>
            <NavCta href={sectionAnchor('Contact')} onClick={close}>
              {t('nav.cta')}
            </NavCta>
            <MenuThemeToggle />
            {loaded ? null : <NoScriptLanguages targetPath={languageTargetPath} />}
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

/**
 * Without JavaScript the phone menu opens from a native disclosure: the browser keeps its state,
 * says whether it is expanded, and opens the panel that follows it (Nav's rules). The app replaces
 * it with MenuButton, which adds Escape and closing once a link is followed.
 */
function NoScriptMenuToggle() {
  const { t } = useTranslation();
  return (
    <Disclosure id={NO_SCRIPT_TOGGLE_ID}>
      <DisclosureSummary aria-controls="site-menu">
        <ClosedLabel>
          <SvgIcon name="menu" />
          <VisuallyHidden>{t('nav.openMenu')}</VisuallyHidden>
        </ClosedLabel>
        <OpenLabel>
          <SvgIcon name="close" />
          <VisuallyHidden>{t('nav.closeMenu')}</VisuallyHidden>
        </OpenLabel>
      </DisclosureSummary>
    </Disclosure>
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

/** A square control of a finger's size, framed like the bar's other controls. */
const squareControl = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border: ${theme.borders.hairline} ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  cursor: pointer;
`;

const SquareButton = styled.button`
  ${squareControl}

  html.no-js & {
    display: none;
  }
`;

const BarThemeToggle = SquareButton.withComponent(ThemeToggle);

const MenuButton = styled(SquareButton)`
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

/** Shown on phones once the page has given up on its scripts (html.no-js), never on wider screens. */
const Disclosure = styled.details`
  display: none;
  flex: none;

  ${({ theme }) => theme.foldedNav} {
    html.no-js & {
      display: block;
    }
  }
`;

// A block, not a flex box (older Safari ignores flex on a summary): its labels centre the icon.
const DisclosureSummary = styled.summary`
  ${squareControl}
  display: block;
  position: relative;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
`;

const disclosureLabel = css`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
`;

/** The toggle says what it will do, as MenuButton does: open the menu, then close it. */
const ClosedLabel = styled.span`
  ${disclosureLabel}

  #${NO_SCRIPT_TOGGLE_ID}[open] & {
    display: none;
  }
`;

const OpenLabel = styled.span`
  ${disclosureLabel}

  #${NO_SCRIPT_TOGGLE_ID}:not([open]) & {
    display: none;
  }
`;

/** Wide screens: the links in the bar; phones and tablets: a panel under it (theme.sizes.mobileMenuMax). */
const Nav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;

  ${({ theme }) => theme.foldedNav} {
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

    /* Without JavaScript the panel follows the disclosure before it, grown to its content. */
    html.no-js & {
      display: none;
      max-height: none;
    }

    html.no-js #${NO_SCRIPT_TOGGLE_ID}[open] ~ & {
      display: block;
    }
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 auto;

  ${({ theme }) => theme.foldedNav} {
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

  ${({ theme }) => theme.foldedNav} {
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
`;

const MenuThemeToggle = styled(BarThemeToggle)`
  ${({ theme }) => theme.foldedNav} {
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
`;

/** The language choice in the phone menu of a page whose scripts never run: the bar's needs them. */
const NoScriptLanguages = styled(LanguageLinks)`
  display: none;

  ${({ theme }) => theme.foldedNav} {
    html.no-js & {
      display: block;
      margin-top: ${({ theme }) => theme.space(3)};
      padding-top: ${({ theme }) => theme.space(3)};
      border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
    }
  }
`;
