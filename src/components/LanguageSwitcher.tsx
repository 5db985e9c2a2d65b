import { useId, type MouseEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Flag } from './Flag';
import { SvgIcon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { useMenuButton } from '../hooks/useMenuButton';
import { languageLinkProps, localizedPath } from '../lib/languages';
import { currentSectionId, type RestoreSectionState } from '../lib/page-scroll';
import { LANGUAGES } from '../lib/page-shape';

// Real links to `targetPath` (Italian form) in each language, so they work without JS; with it the
// visitor lands on the same section.
export function LanguageSwitcher({ targetPath }: { targetPath: string }) {
  const { t, language } = useI18next();
  const { open, setOpen, buttonRef, toggle } = useMenuButton();
  const menuId = useId();
  const current = LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[0];

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    setOpen(false);
    if (code === language) {
      buttonRef.current?.focus();
      return;
    }
    const section = currentSectionId();
    const state = section ? ({ restoreSection: section } satisfies RestoreSectionState) : undefined;
    void navigate(localizedPath(code, targetPath), { state });
  };

  if (!current) return null;
  return (
    <Wrapper>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <FlagMark code={current.flag} />
        <VisuallyHidden>{`${t('languageSwitcher.label')}: `}</VisuallyHidden>
        {current.code.toUpperCase()}
        <VisuallyHidden>{` (${current.name})`}</VisuallyHidden>
        <Chevron name="chevronDown" flipped={open} />
      </Trigger>
      {/* Rendered only while open: no hidden copy of the menu, nor its CSS, in the page's HTML. */}
      {open ? (
        <>
          <Backdrop role="presentation" onClick={() => setOpen(false)} />
          <MenuList id={menuId} targetPath={targetPath} onChoose={choose} />
        </>
      ) : null}
    </Wrapper>
  );
}

interface LanguageLinksProps {
  targetPath: string;
  id?: string;
  className?: string;
  /** Called on a click on a language's link; without it the browser follows the link. */
  onChoose?: (event: MouseEvent<HTMLAnchorElement>, code: string) => void;
}

/** Every language's page as a link, the current one marked: the switcher's menu, and the phone
 * menu's language choice in the HTML that works without JavaScript (NavBar). */
export function LanguageLinks({ targetPath, id, className, onChoose }: LanguageLinksProps) {
  const { t, language } = useI18next();
  return (
    <ul id={id} className={className} role="list" aria-label={t('languageSwitcher.label')}>
      {LANGUAGES.map((option) => (
        <li key={option.code}>
          <MenuLink
            {...languageLinkProps(option.code, language, targetPath)}
            onClick={onChoose && ((event) => onChoose(event, option.code))}
          >
            <FlagMark code={option.flag} />
            <b aria-hidden="true">{option.code.toUpperCase()}</b>
            {option.name}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

const Wrapper = styled.div`
  position: relative;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* The menu needs JavaScript to open; without it the footer lists the languages, and so does the
     home page's phone menu (NavBar). */
  html.no-js & {
    display: none;
  }
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

/** A flag at 3:2, ringed so a white stripe shows on a white surface. */
const FlagMark = styled(Flag)`
  width: ${({ theme }) => theme.sizes.flagWidth};
  height: calc(${({ theme }) => theme.sizes.flagWidth} * 2 / 3);
  box-shadow: ${({ theme }) => theme.shadows.ring};
`;

const Chevron = styled(SvgIcon, { shouldForwardProp: (prop) => prop !== 'flipped' })<{
  flipped: boolean;
}>`
  width: 1rem;
  height: 1rem;
  ${({ flipped }) => (flipped ? 'transform: rotate(180deg);' : '')}
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.backdrop};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const MenuList = styled(LanguageLinks)`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 11rem;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const menuLink = ({ theme }: { theme: Theme }) => css`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  text-decoration: none;
`;

const MenuLink = styled.a`
  ${menuLink}
  gap: ${({ theme }) => theme.space(3)};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
