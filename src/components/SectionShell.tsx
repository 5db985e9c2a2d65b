import { useRef } from 'react';
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useInView } from '../hooks/useInView';

/** What the home page gives every section: the page query's data (with its fragment) and its id. */
export type SectionProps<Data> = { data: Data; id: string };

interface SectionShellProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'alt' | 'dark';
  children?: ReactNode;
}

export function SectionShell({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: SectionShellProps) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  return (
    <Section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      data-tone={tone}
      data-inview={inView ? '' : undefined}
    >
      <div>
        <header>
          <p>{eyebrow}</p>
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </header>
        {children}
      </div>
    </Section>
  );
}

/** One class for every section; the tone only swaps the colours it reads. */
const Section = styled.section`
  ${({ theme: { colors } }) => `
    --bg:${colors.surface};--fg:${colors.text};--eyebrow:${colors.primary};--intro:${colors.textMuted};
    &[data-tone='alt']{--bg:${colors.surfaceAlt}}
    &[data-tone='dark']{--bg:${colors.dark};--fg:${colors.onDark};--eyebrow:${colors.accentOnDark};--intro:${colors.onDarkMuted};--focus-ring:${colors.focusOnDark}}
  `}
  background: var(--bg);
  color: var(--fg);
  padding: ${({ theme }) => `${theme.space(20)} ${theme.space(5)}`};

  ${({ theme }) => theme.mq.md} {
    padding-block: ${({ theme }) => theme.space(28)};
  }

  > div {
    max-width: ${({ theme }) => theme.sizes.content};
    margin: 0 auto;
  }

  > div > header {
    max-width: ${({ theme }) => theme.sizes.prose};
    margin: 0 auto ${({ theme }) => theme.space(12)};
    text-align: center;
  }

  > div > header > p:first-child {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--eyebrow);
  }

  > div > header > h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }

  > div > header > h2 + p {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: var(--intro);
  }

  /* Only a scripted page hides sections before they scroll in, and never with reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    .js & > div {
      transition:
        opacity ${({ theme }) => theme.durations.slow} ease-out,
        transform ${({ theme }) => theme.durations.slow} ease-out;
    }
    .js &:not([data-inview]) > div {
      opacity: 0;
      transform: translateY(${({ theme }) => theme.space(6)});
    }
  }
`;
