import { useRef } from 'react';
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useInView } from '../hooks/useInView';

export type SectionTone = 'plain' | 'alt' | 'dark';

interface SectionShellProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  children?: ReactNode;
}

/**
 * The frame every page section shares: anchor id, heading block, background, and the reveal
 * animation when the section scrolls into view (data-inview).
 */
export function SectionShell({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: SectionShellProps) {
  const titleId = `${id}-title`;
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  return (
    <Section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      tone={tone}
      data-inview={inView ? '' : undefined}
    >
      <Inner>
        <Header>
          <Eyebrow tone={tone}>{eyebrow}</Eyebrow>
          <Title id={titleId}>{title}</Title>
          {intro ? <Intro tone={tone}>{intro}</Intro> : null}
        </Header>
        {children}
      </Inner>
    </Section>
  );
}

const Section = styled.section<{ tone: SectionTone }>`
  position: relative;
  padding: ${({ theme }) => `${theme.space(20)} ${theme.space(5)}`};
  background: ${({ theme, tone }) =>
    tone === 'dark'
      ? theme.colors.dark
      : tone === 'alt'
        ? theme.colors.surfaceAlt
        : theme.colors.surface};
  color: ${({ theme, tone }) => (tone === 'dark' ? theme.colors.onDark : theme.colors.text)};
  ${({ theme, tone }) => (tone === 'dark' ? `--focus-ring: ${theme.colors.focusOnDark};` : '')}

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space(28)} ${theme.space(8)}`};
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

const Inner = styled.div`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
`;

const Header = styled.header`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto ${({ theme }) => theme.space(12)};
  text-align: center;
`;

const Eyebrow = styled.p<{ tone: SectionTone }>`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, tone }) => (tone === 'dark' ? theme.colors.accentOnDark : theme.colors.primary)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const Intro = styled.p<{ tone: SectionTone }>`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, tone }) => (tone === 'dark' ? theme.colors.onDarkMuted : theme.colors.textMuted)};
`;
