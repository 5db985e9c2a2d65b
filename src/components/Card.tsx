import styled from '@emotion/styled';

/** The raised white panel shared by value, team and service cards. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(7)};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    transform ${({ theme }) => theme.durations.normal},
    box-shadow ${({ theme }) => theme.durations.normal};

  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A rounded square holding a card's icon, filled with a gradient or the soft brand tint. */
export const IconBox = styled.span<{ gradient?: readonly [string, string] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconBox};
  height: ${({ theme }) => theme.sizes.iconBox};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, gradient }) =>
    gradient
      ? `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})`
      : theme.colors.primarySoft};
  color: ${({ theme, gradient }) => (gradient ? theme.colors.onPrimary : theme.colors.primary)};

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;
