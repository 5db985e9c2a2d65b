import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

type Variant = 'primary' | 'secondary' | 'onDark';

const VARIANTS = {
  primary: ({ colors, shadows }: Theme) =>
    `color:${colors.onPrimary};background:${colors.primary};box-shadow:${shadows.glow};&:hover{background:${colors.primaryHover};}`,
  secondary: ({ colors }: Theme) =>
    `color:${colors.primary};background:${colors.primarySoft};&:hover{background:${colors.border};}`,
  onDark: ({ colors }: Theme) =>
    `color:${colors.onDark};border-color:${colors.darkBorder};&:hover{background:${colors.darkRaised};}`,
};

// A link that looks like a button. In-page targets stay real anchors, so they work without
// JavaScript and move keyboard focus to the section they scroll to.
export const ButtonLink = styled.a<{ variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border: ${({ theme }) => theme.borders.hairline} transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, variant = 'primary' }) => VARIANTS[variant](theme)}

  svg {
    width: ${({ theme }) => theme.sizes.inlineIcon};
    height: ${({ theme }) => theme.sizes.inlineIcon};
  }
`;
