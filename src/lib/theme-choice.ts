/** The visitor's theme: the system's (nothing stored) or an explicit light or dark choice. */
export type ThemeChoice = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'theme';
const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
export const nextChoice = (choice: ThemeChoice): ThemeChoice => NEXT[choice];

/** The stored choice; "system" when there is none or storage is refused (privacy settings). */
export function storedChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Shows a choice on <html data-theme> (read by the palette's CSS) and stores it; not "system". */
export function applyChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

/** Inline in <head> (gatsby-ssr.tsx), before the first paint: the stored choice onto <html>. */
export const THEME_HEAD_SCRIPT = `try{var t=localStorage.${STORAGE_KEY};if(t=='light'||t=='dark')document.documentElement.dataset.theme=t}catch(e){}`;
