import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './theme';

export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
