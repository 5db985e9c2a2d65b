import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ButtonLink } from './ButtonLink';
import {
  REFUSAL_KEY,
  allowAnalytics,
  browserRefuses,
  refusalStored,
  refuseAnalytics,
} from '../lib/analytics';

type State = 'counted' | 'refused' | 'browserRefuses';
const current = (): State => {
  if (browserRefuses()) return 'browserRefuses';
  return refusalStored() ? 'refused' : 'counted';
};

// The privacy page's opt-out (legal-page.tsx renders it when the build counts). The HTML cannot
// know the browser's choice: the state and the button come once React reads it; without scripts,
// (html.no-js) it says nothing is counted, which is so, since the page's script does the counting.
export function AnalyticsChoice() {
  const { t } = useTranslation();
  const [state, setState] = useState<State | null>(null);
  useEffect(() => setState(current()), []);
  const toggle = () => {
    if (state === 'refused') allowAnalytics();
    else refuseAnalytics();
    setState(current());
  };
  return (
    <Choice aria-labelledby="analytics-choice-title">
      <Title id="analytics-choice-title">{t('analytics.title')}</Title>
      {state ? (
        <>
          <p aria-live="polite">{t(`analytics.${state}`)}</p>
          {state === 'browserRefuses' ? null : (
            <>
              <Button type="button" onClick={toggle}>
                {t(state === 'refused' ? 'analytics.allow' : 'analytics.refuse')}
              </Button>
              <Note>{t('analytics.stored', { key: REFUSAL_KEY })}</Note>
            </>
          )}
        </>
      ) : null}
      <NoScript>{t('analytics.noScript')}</NoScript>
    </Choice>
  );
}

const Choice = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)}`};
  border-left: ${({ theme }) => `${theme.borders.focus} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Button = ButtonLink.withComponent('button');

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown only while the page runs no script (gatsby-ssr.tsx marks the page html.no-js until then). */
const NoScript = styled.p`
  display: none;

  html.no-js & {
    display: block;
  }
`;
