import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { ChevronDown } from 'lucide-react';
import { Flag } from './Flag';
import { VisuallyHidden } from './VisuallyHidden';
import { isLanguageCode, languageLinkProps, localizedPath } from '../lib/languages';
import { currentSectionId } from '../lib/page-scroll';
import type { RestoreSectionState } from '../lib/page-scroll';
import type { LanguageSpec } from '../lib/page-shape';

interface LanguageSwitcherProps {
  /** page-shape.json's languages, in menu order. */
  languages: readonly LanguageSpec[];
  /** The page to open in the chosen language, in its Italian form (e.g. "/"). */
  targetPath: string;
}

/**
 * A disclosure menu of real links to each language's page: without JavaScript they still work, with
 * it the visitor lands on the same section in the chosen language.
 */
export function LanguageSwitcher({ languages, targetPath }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const current = languages.find((option) => option.code === language) ?? languages[0];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const focusItem = (index: number) => {
    const items = menuRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll('a') ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusItem(next);
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (code === language || !isLanguageCode(code)) {
      close(true);
      return;
    }
    setOpen(false);
    const section = currentSectionId();
    const state: RestoreSectionState | undefined = section
      ? { restoreSection: section }
      : undefined;
    void navigate(localizedPath(code, targetPath), { state });
  };

  if (!current) return null;
  return (
    <Wrapper>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <FlagIcon code={current.flag} />
        <VisuallyHidden>{t('languageSwitcher.label')}: </VisuallyHidden>
        <span>{current.code.toUpperCase()}</span>
        <VisuallyHidden> ({current.name})</VisuallyHidden>
        <Chevron aria-hidden="true" data-open={open ? '' : undefined} />
      </Toggle>
      {open ? <Backdrop data-testid="language-backdrop" onClick={() => close(false)} /> : null}
      {/* Rendered only while open: the page's HTML carries no hidden copy of the menu. */}
      {open ? (
        <Menu
          ref={menuRef}
          id={menuId}
          role="list"
          aria-label={t('languageSwitcher.label')}
          onKeyDown={onMenuKeyDown}
        >
          {languages.map((option) => (
            <li key={option.code}>
              <MenuLink
                {...languageLinkProps(option.code, language, targetPath)}
                onClick={(event) => choose(event, option.code)}
              >
                <FlagIcon code={option.flag} />
                <Code aria-hidden="true">{option.code.toUpperCase()}</Code>
                <span>{option.name}</span>
              </MenuLink>
            </li>
          ))}
        </Menu>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;

  /* The menu needs JavaScript to open; without it the footer lists the languages. */
  html.no-js & {
    display: none;
  }
`;

const Toggle = styled.button`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const FlagIcon = styled(Flag)`
  width: ${({ theme }) => theme.sizes.flagWidth};
  height: calc(${({ theme }) => theme.sizes.flagWidth} * 2 / 3);
  border-radius: 2px;
  box-shadow: ${({ theme }) => theme.shadows.ring};
  flex-shrink: 0;
`;

const Chevron = styled(ChevronDown)`
  width: 1rem;
  height: 1rem;
  transition: transform ${({ theme }) => theme.durations.fast};

  &[data-open] {
    transform: rotate(180deg);
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.backdrop};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 11rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`;

const MenuLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Code = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  min-width: 1.5rem;
`;
