import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { theme } from './theme';

/** The theme for everything Gatsby renders, pages and their <Head> alike. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
