import { useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useInView } from '../hooks/useInView';
import { LAID_OUT_CLASS } from '../lib/scripts-state';
import { SampleBadge } from './ProjectCard';

/** What the home page gives every section: the page query's data (with its fragment) and its id. */
export type SectionProps<Data> = { data: Data; id: string };

interface SectionShellProps {
  id: string;
  /** Where the header's words are: `${words}.eyebrow`, `.title` and `.intro`. */
  words: 'about' | 'demo' | 'services' | 'work' | 'pricing' | 'process' | 'questions' | 'contact';
  tone?: 'plain' | 'alt' | 'dark';
  /** While it shows shipped sample entries: the label that says so ("Sample prices"). */
  sampleLabel?: string;
  children?: ReactNode;
}

export function SectionShell({
  id,
  words,
  tone = 'plain',
  sampleLabel,
  children,
}: SectionShellProps) {
  const { t } = useTranslation();
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
      <Inner>
        <Header>
          <Eyebrow>{t(`${words}.eyebrow`)}</Eyebrow>
          <Title id={`${id}-title`}>{t(`${words}.title`)}</Title>
          <Intro>{t(`${words}.intro`)}</Intro>
          {sampleLabel ? <Sample>{sampleLabel}</Sample> : null}
        </Header>
        {children}
      </Inner>
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
  /* Every section is below the hero: with scripts, none is laid out or painted before the first
     paint, each as it nears the screen, its size then kept as its placeholder's. Find-in-page
     reaches them, printing lays them all out, and so does the first #link followed, so a smooth
     scroll knows where its target is (scripts-state.ts). */
  @media screen {
    html.js:not(.${LAID_OUT_CLASS}) & {
      content-visibility: auto;
      contain-intrinsic-size: auto 50rem;
    }
  }

  ${({ theme }) => theme.mq.md} {
    padding-block: ${({ theme }) => theme.space(28)};
  }
`;

/** What scrolls in: hidden before it is in view only while the page may reveal it (scripts-state). */
const Inner = styled.div`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;

  @media screen and (prefers-reduced-motion: no-preference) {
    .reveal & {
      transition:
        opacity ${({ theme }) => theme.durations.slow} ease-out,
        transform ${({ theme }) => theme.durations.slow} ease-out;
    }
    .reveal section:not([data-inview]) > & {
      opacity: 0;
      transform: translateY(${({ theme }) => theme.space(6)});
    }
  }
`;

const Header = styled.header`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto ${({ theme }) => theme.space(12)};
  text-align: center;
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--eyebrow);
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

/** "Sample prices": like a sample project's label (SampleBadge), under the introduction. */
const Sample = styled(SampleBadge)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--intro);
`;
