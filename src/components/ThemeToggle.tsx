import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Monitor, Moon, Sun } from 'lucide';
import { SvgIcon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { applyChoice, nextChoice, readChoice } from '../lib/theme-choice';
import type { ThemeChoice } from '../lib/theme-choice';

const ICONS = { system: Monitor, light: Sun, dark: Moon };
const storage = () => window.localStorage;

/**
 * One button cycling system, light, dark. The HTML says "system" (the page cannot know the choice);
 * the stored one replaces it once React runs, and its words are a live region, so a press is heard.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>('system');
  useEffect(() => setChoice(readChoice(storage)), []);
  const choose = () => {
    const next = nextChoice(choice);
    applyChoice(next, document.documentElement, storage);
    setChoice(next);
  };
  return (
    <Button type="button" aria-live="polite" onClick={choose}>
      <SvgIcon icon={ICONS[choice]} afterHydration />
      <VisuallyHidden>{t(`nav.theme.${choice}`)}</VisuallyHidden>
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  /* Without JavaScript the system's theme applies and there is nothing to choose. */
  html.no-js & {
    display: none;
  }
`;
