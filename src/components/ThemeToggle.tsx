import { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Monitor, Moon, Sun } from 'lucide';
import { SvgIcon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { applyChoice, nextChoice, storedChoice } from '../lib/theme-choice';
import type { ThemeChoice } from '../lib/theme-choice';

const ICONS = { system: Monitor, light: Sun, dark: Moon };

/**
 * One button cycling system, light, dark. The HTML says "system" (the page cannot know the choice);
 * the stored one replaces it once React runs, and its words are a live region, so a press is heard.
 * Its look and its absence without JavaScript: NavBar's square buttons.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>('system');
  useEffect(() => setChoice(storedChoice()), []);
  const choose = () => {
    const next = nextChoice(choice);
    applyChoice(next);
    setChoice(next);
  };
  return (
    <button type="button" aria-live="polite" onClick={choose}>
      <SvgIcon icon={ICONS[choice]} afterHydration />
      <VisuallyHidden>{t(`nav.theme.${choice}`)}</VisuallyHidden>
    </button>
  );
}
