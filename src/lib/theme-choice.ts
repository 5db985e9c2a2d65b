/** The visitor's theme: the system's (nothing stored) or an explicit light or dark choice. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const STORAGE_KEY = 'theme';
const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };

/** The toggle's order: system, light, dark, and back to the system. */
export const nextChoice = (choice: ThemeChoice): ThemeChoice => NEXT[choice];

/** The stored choice; "system" when there is none or storage is refused (privacy settings). */
export function readChoice(storage: () => Storage): ThemeChoice {
  try {
    const value = storage().getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Shows a choice (<html data-theme>, read by the palette's CSS) and stores it; "system" neither. */
export function applyChoice(choice: ThemeChoice, root: HTMLElement, storage: () => Storage): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') storage().removeItem(STORAGE_KEY);
    else storage().setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

/** Inline in <head> (gatsby-ssr.tsx), before the first paint: the stored choice onto <html>. */
export const THEME_HEAD_SCRIPT = `try{var t=localStorage.getItem('${STORAGE_KEY}');if(t=='light'||t=='dark')document.documentElement.dataset.theme=t}catch(e){}`;
