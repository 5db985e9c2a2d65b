// The brand: primary (buttons, links, focus), accent and onBrand; static/favicon.svg, the mark, too.
import brand from './brand-tokens.json';

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** A #rrggbb colour at an opacity (#rrggbbaa, the shortest form in the page's CSS). */
function withAlpha(hex: string, alpha: number): string {
  const byte = Math.round(alpha * 255);
  return `${hex}${byte.toString(16).padStart(2, '0')}`;
}

const ink = (alpha: number) => withAlpha('#0f172a', alpha);

const fontStack =
  "'Plus Jakarta Sans Variable','Jakarta Fallback',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

// Colours by role: a [light, dark] pair becomes a custom property; a single value is both themes'.
export const PALETTE = {
  text: ['#0f172a', '#e2e8f0'],
  textMuted: ['#475569', '#94a3b8'],
  surface: ['#fff', '#0f172a'],
  surfaceAlt: ['#f5f7fb', '#131c33'],
  surfaceRaised: ['#fff', '#1e293b'],
  border: ['#e2e8f0', '#26314f'],
  dark: '#0b1120',
  darkRaised: '#131c33',
  darkBorder: '#26314f',
  onDark: '#f8fafc',
  onDarkMuted: '#cbd5e1',
  primary: [brand.primary, '#a5b4fc'],
  primaryHover: ['#4338ca', '#c7d2fe'],
  primarySoft: ['#eef2ff', '#1e1b4b'],
  onPrimary: [brand.onBrand, '#0f172a'],
  /** A service's icon on its gradient (gradients.ts), which keeps its colours in both themes. */
  onGradient: brand.onBrand,
  accentOnDark: '#67e8f9',
  highlightOnDark: '#a5b4fc',
  focusOnDark: '#a5b4fc',
  positive: ['#047857', '#6ee7b7'],
  negative: ['#b91c1c', '#fca5a5'],
  positiveOnDark: '#6ee7b7',
  negativeOnDark: '#fca5a5',
  positiveSoftOnDark: 'rgba(52,211,153,0.14)',
  negativeSoftOnDark: 'rgba(248,113,113,0.16)',
  highlightSoftOnDark: 'rgba(129,140,248,0.16)',
  chartLine: '#818cf8',
  // The contact form's success and error boxes.
  positiveSoft: ['#ecfdf5', 'rgba(52,211,153,0.14)'],
  negativeSoft: ['#fef2f2', 'rgba(248,113,113,0.16)'],
  /** Form control outlines: 3:1 against the surfaces they sit on, in both themes (WCAG 1.4.11). */
  controlBorder: '#7d8aa0',
  placeholder: ['#64748b', '#94a3b8'],
  glass: [withAlpha('#ffffff', 0.82), withAlpha('#0f172a', 0.82)],
  backdrop: 'rgba(15,23,42,0.001)',
  /** Client logos sit on it in grey, in both themes: a JPEG's white ground melts into it. */
  logoTile: '#f1f5f9',
} as const;

type ColorName = keyof typeof PALETTE;
const PAIRS = (Object.keys(PALETTE) as ColorName[]).filter((name) => Array.isArray(PALETTE[name]));

/** A role's custom property: `surfaceAlt` is `--color-surface-alt`. */
const colorProperty = (name: ColorName): string =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const properties = (value: (name: ColorName) => string) =>
  PAIRS.map((name) => `${colorProperty(name)}:${value(name)}`).join(';');

// Both palettes: the system's scheme unless <html data-theme> names a choice; browsers without
// light-dark() (Safari before 17.5) get the light palette rather than no colours.
export const PALETTE_CSS = `:root{color-scheme:light dark;${properties((name) => `light-dark(${PALETTE[name]})`)}}[data-theme=light]{color-scheme:light}[data-theme=dark]{color-scheme:dark}@supports not (color:light-dark(red,red)){:root{${properties((name) => PALETTE[name][0])}}}`;

/** The one source of colours, spacing, type and shape; sections use these tokens only. */
export const theme = {
  colors: Object.fromEntries(
    (Object.keys(PALETTE) as ColorName[]).map((name) => {
      const value = PALETTE[name];
      return [name, typeof value === 'string' ? value : `var(${colorProperty(name)})`];
    }),
  ) as Record<ColorName, string>,
  gradients: {
    darkPanel: 'linear-gradient(#1e294ae6,#131c33e6)',
    demoGlow: `radial-gradient(50% 45% at 15% 0%,${withAlpha(brand.primary, 0.22)},transparent 70%),radial-gradient(40% 40% at 95% 100%,${withAlpha(brand.accent, 0.18)},transparent 70%)`,
    heroGlow: `radial-gradient(55% 60% at 85% 15%,${withAlpha('#7c3aed', 0.14)},transparent 70%),radial-gradient(45% 55% at 5% 95%,${withAlpha(brand.accent, 0.14)},transparent 70%)`,
  },
  fonts: { body: fontStack, heading: fontStack },
  fontSizes: {
    sm: '0.875rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '3xl': 'clamp(1.75rem,1.2rem + 2vw,2.5rem)',
    hero: 'clamp(2.25rem,1.4rem + 4vw,4rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeights: { tight: 1.15, snug: 1.35, normal: 1.6 },
  /** Spacing steps of a quarter rem: space(4) is 1rem. */
  space: (step: number): string => `${step * 0.25}rem`,
  sizes: {
    content: '72rem',
    prose: '42rem',
    navHeight: '4.5rem',
    mobileMenuMax: '30rem',
    icon: '1.5rem',
    iconBox: '3rem',
    flagWidth: '1.375rem',
    control: '3rem',
    // The smallest target a finger hits reliably (WCAG 2.5.5: 44 px).
    touchTarget: '2.75rem',
    inlineIcon: '1.125rem',
  },
  radii: { sm: '0.5rem', md: '0.875rem', lg: '1.25rem', pill: '999px' },
  shadows: {
    card: `0 8px 24px ${ink(0.08)}`,
    raised: `0 12px 32px ${ink(0.12)}`,
    nav: `0 8px 24px ${ink(0.08)}`,
    glow: `0 10px 30px ${withAlpha(brand.primary, 0.35)}`,
    /** A hairline ring that keeps a white flag stripe visible on a white surface. */
    ring: `0 0 0 1px ${ink(0.12)}`,
    darkCard: '0 1px 0 #ffffff0a inset, 0 12px 32px #00000059',
  },
  /** ApexCharts takes pixels: the chart and the box reserved for it share this height. */
  chart: { height: 300 },
  borders: { hairline: '1px solid', focus: '3px solid' },
  durations: { normal: '300ms', slow: '700ms' },
  zIndices: { nav: 50, backdrop: 60, dropdown: 70, skipLink: 100 },
  mq: Object.fromEntries(
    Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
  ) as Record<keyof typeof breakpoints, string>,
  /** Below the lg breakpoint the bar's links (six of them) fold into a menu: phones and tablets. */
  foldedNav: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export type AppTheme = typeof theme;
