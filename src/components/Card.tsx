import styled from '@emotion/styled';

/** The raised white panel of value and service cards; its icon box takes a service's gradient. */
export const Card = styled.article<{ gradient?: readonly [string, string] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(7)};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  > svg {
    box-sizing: content-box;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, gradient }) =>
      gradient
        ? `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})`
        : theme.colors.primarySoft};
    color: ${({ theme, gradient }) => (gradient ? theme.colors.onPrimary : theme.colors.primary)};
  }
`;
