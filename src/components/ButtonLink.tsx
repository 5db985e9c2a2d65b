import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { SvgIcon } from './Icon';
import { sectionAnchor } from '../lib/page-shape';

const VARIANTS = {
  primary: ({ colors, shadows }: Theme) =>
    `color:${colors.onPrimary};background:${colors.primary};box-shadow:${shadows.glow};&:hover{background:${colors.primaryHover};}`,
  secondary: ({ colors }: Theme) =>
    `color:${colors.primary};background:${colors.primarySoft};&:hover{background:${colors.border};}`,
};

// In-page targets stay real anchors: they work without JS and move focus to their section.
export const ButtonLink = styled.a<{ variant?: keyof typeof VARIANTS }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border: ${({ theme }) => theme.borders.hairline} transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, variant = 'primary' }) => VARIANTS[variant](theme)}

  /* Contact's submit, a button, while the form sends. */
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const InlineIcon = styled(SvgIcon)`
  width: ${({ theme }) => theme.sizes.inlineIcon};
  height: ${({ theme }) => theme.sizes.inlineIcon};
`;

export const ContactCta = ({ text, className }: { text: string; className?: string }) => (
  <ButtonLink href={sectionAnchor('Contact')} className={className}>
    {text}
    <InlineIcon name="arrowRight" />
  </ButtonLink>
);
