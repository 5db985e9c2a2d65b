import { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SvgIcon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { applyChoice, nextChoice, storedChoice, type ThemeChoice } from '../lib/theme-choice';

const ICONS = { system: 'monitor', light: 'sun', dark: 'moon' } as const;

// Cycles system, light, dark. The HTML says "system" (the page cannot know the choice) until React
// reads the stored one; only then are its words a live region, so a press is heard, the load not.
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [stored, setStored] = useState<ThemeChoice | null>(null);
  useEffect(() => setStored(storedChoice()), []);
  const choice = stored ?? 'system';
  const choose = () => {
    const next = nextChoice(choice);
    applyChoice(next);
    setStored(next);
  };
  return (
    <button
      type="button"
      className={className}
      aria-live={stored ? 'polite' : undefined}
      onClick={choose}
    >
      <SvgIcon name={ICONS[choice]} />
      <VisuallyHidden>{t(`nav.theme.${choice}`)}</VisuallyHidden>
    </button>
  );
}
